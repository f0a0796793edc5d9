package onechannel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The fix of a decode of a result's text where no IsError check guards it
// puts the check before the decode's statement, and returns the refusal's
// text as an error in the function's own style:
//
//	if res.IsError {
//		return f, fmt.Errorf("tool refused: %s", text)
//	}
//	if err := json.Unmarshal([]byte(text), &f); err != nil { … }
//
// Against a server that answers, nothing changes (IsError is false); on a
// refusal, where the decode read the refusal's message as data (an error
// about invalid JSON, or a zero value), the function now fails with the
// message. The error return copies the other results of one of the
// function's own error returns (return f, err), so it is offered only in
// a function that returns an error and has such a return whose results
// mean the same before the decode, in a file that imports fmt (or errors).
// A read of the structured channel gets no fix: its refusal's message is in
// the content blocks, and writing their text out is the author's call.

// refusalPrefix begins the error the fix returns.
const refusalPrefix = "tool refused: "

// suggestFix returns the fix of r, a payload read no IsError check guards.
func (fn *function) suggestFix(r mcpmodel.PayloadRead) []analysis.SuggestedFix {
	if r.Kind != mcpmodel.ReadDecode || r.Field != mcpmodel.FieldContent {
		return nil
	}
	call, ok := r.Node.(*ast.CallExpr)
	if !ok {
		return nil
	}
	dec, ok := fn.m.JSONDecode(call)
	if !ok {
		return nil
	}
	flow := fn.m.FlowOf(fn.decl)
	src := flow.Source(dec.Input)
	text := flow.TextOperand(dec)
	if src.Result == nil || text == nil {
		return nil
	}
	stmt, _, ok := mcpmodel.EvaluatingStatement(fn.file, call)
	if !ok || !fn.m.MeansSame(src.Result, stmt.Pos()) || !fn.m.MeansSame(text, stmt.Pos()) {
		return nil
	}
	file, ok := fn.m.FileTextOf(fn.file)
	if !ok {
		return nil
	}
	refusal, ok := fn.refusalError(file, fn.unconverted(text), stmt.Pos())
	if !ok {
		return nil
	}
	ret, ok := fn.m.ErrorReturn(file, fn.decl, stmt, refusal)
	if !ok {
		return nil
	}
	indent, ok := file.Indent(stmt)
	if !ok {
		return nil
	}
	// The check goes at the start of the statement's line, not at the
	// statement itself, where textjson's fix of the same decode puts its
	// own statements: fixes applied together must not edit one point.
	lineStart := file.LineStart(stmt.Pos())
	check := indent + "if " + file.Text(src.Result) + "." + mcpmodel.FieldIsError + " {\n" + indent + "\t" + ret + "\n" + indent + "}\n"
	return []analysis.SuggestedFix{{
		Message:   "Return the refusal's text as an error before decoding",
		TextEdits: []analysis.TextEdit{{Pos: lineStart, End: lineStart, NewText: []byte(check)}},
	}}
}

// unconverted returns text without its conversions to string or []byte:
// text in []byte(text).
func (fn *function) unconverted(text ast.Expr) ast.Expr {
	for {
		call, ok := ast.Unparen(text).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !fn.pass.TypesInfo.Types[call.Fun].IsType() {
			return text
		}
		text = call.Args[0]
	}
}

// refusalError returns the error expression carrying the refusal's text:
// fmt.Errorf("tool refused: %s", text), or errors.New("tool refused: " +
// text) in a file that imports errors and not fmt.
func (fn *function) refusalError(file *mcpmodel.FileText, text ast.Expr, pos token.Pos) (string, bool) {
	src := file.Text(text)
	if name, ok := fn.m.PackageName(fn.file, "fmt", pos); ok {
		return name + `.Errorf("` + refusalPrefix + `%s", ` + src + ")", true
	}
	name, ok := fn.m.PackageName(fn.file, "errors", pos)
	if !ok {
		return "", false
	}
	if t, isBasic := fn.pass.TypesInfo.TypeOf(text).Underlying().(*types.Basic); !isBasic || t.Info()&types.IsString == 0 {
		src = "string(" + src + ")"
	}
	return name + `.New("` + refusalPrefix + `" + ` + src + ")", true
}
