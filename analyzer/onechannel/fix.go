package onechannel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

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
	if !ok || !fn.meansSame(src.Result, stmt.Pos()) || !fn.meansSame(text, stmt.Pos()) {
		return nil
	}
	refusal, ok := fn.refusalError(fn.unconverted(text), stmt.Pos())
	if !ok {
		return nil
	}
	ret, ok := fn.errorReturn(stmt, refusal)
	if !ok {
		return nil
	}
	indent, ok := fn.indent(stmt)
	if !ok {
		return nil
	}
	// The check goes at the start of the statement's line, not at the
	// statement itself, where textjson's fix of the same decode puts its
	// own statements: fixes applied together must not edit one point.
	lineStart := stmt.Pos() - token.Pos(len(indent))
	check := indent + "if " + fn.source(src.Result) + "." + mcpmodel.FieldIsError + " {\n" + indent + "\t" + ret + "\n" + indent + "}\n"
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

// errorReturn returns the return statement the fix writes: the function's
// own error return nearest before stmt (or after it), its error replaced by
// refusal, when its other results mean the same before stmt.
func (fn *function) errorReturn(stmt ast.Stmt, refusal string) (string, bool) {
	body, sig := fn.enclosingFunc(stmt.Pos())
	if sig == nil || sig.Results().Len() == 0 || !mcpmodel.IsErrorType(sig.Results().At(sig.Results().Len()-1).Type()) {
		return "", false
	}
	var best *ast.ReturnStmt
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if fn.returnsError(n, sig) && fn.othersMeanSame(n, stmt.Pos()) && (best == nil || n.Pos() < stmt.Pos()) {
				best = n
			}
		}
		return true
	})
	if best == nil {
		return "", false
	}
	results := make([]string, len(best.Results))
	for i, r := range best.Results[:len(best.Results)-1] {
		results[i] = fn.source(r)
	}
	results[len(results)-1] = refusal
	return "return " + strings.Join(results, ", "), true
}

// returnsError reports whether ret gives all of sig's results, the last a
// non-nil error.
func (fn *function) returnsError(ret *ast.ReturnStmt, sig *types.Signature) bool {
	if len(ret.Results) != sig.Results().Len() {
		return false
	}
	last := ret.Results[len(ret.Results)-1]
	return !fn.pass.TypesInfo.Types[last].IsNil()
}

// othersMeanSame reports whether every result of ret but the error means
// the same at pos, and is a plain value (no call to repeat).
func (fn *function) othersMeanSame(ret *ast.ReturnStmt, pos token.Pos) bool {
	for _, r := range ret.Results[:len(ret.Results)-1] {
		if strings.Contains(fn.source(r), "\n") || hasCall(fn.pass.TypesInfo, r) || !fn.meansSame(r, pos) {
			return false
		}
	}
	return true
}

// hasCall reports whether e calls a function (conversions aside).
func hasCall(info *types.Info, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !info.Types[call.Fun].IsType() {
			found = true
		}
		return !found
	})
	return found
}

// meansSame reports whether every identifier of e refers at pos to what it
// refers to where e is written (the names after a selector's dot aside:
// fields, methods and a package's members).
func (fn *function) meansSame(e ast.Expr, pos token.Pos) bool {
	info := fn.pass.TypesInfo
	scope := fn.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	same := true
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			ast.Inspect(n.X, visit)
			return false
		case *ast.KeyValueExpr:
			ast.Inspect(n.Value, visit)
			return false
		case *ast.Ident:
			if obj := info.Uses[n]; obj != nil {
				_, found := scope.LookupParent(n.Name, pos)
				same = same && found == obj
			}
		}
		return same
	}
	ast.Inspect(e, visit)
	return same
}

// refusalError returns the error expression carrying the refusal's text:
// fmt.Errorf("tool refused: %s", text), or errors.New("tool refused: " +
// text) in a file that imports errors and not fmt.
func (fn *function) refusalError(text ast.Expr, pos token.Pos) (string, bool) {
	src := fn.source(text)
	if name, ok := fn.packageName("fmt", pos); ok {
		return name + `.Errorf("` + refusalPrefix + `%s", ` + src + ")", true
	}
	name, ok := fn.packageName("errors", pos)
	if !ok {
		return "", false
	}
	if t, isBasic := fn.pass.TypesInfo.TypeOf(text).Underlying().(*types.Basic); !isBasic || t.Info()&types.IsString == 0 {
		src = "string(" + src + ")"
	}
	return name + `.New("` + refusalPrefix + `" + ` + src + ")", true
}

// packageName returns the file's name for the package at path, when it
// names it at pos.
func (fn *function) packageName(path string, pos token.Pos) (string, bool) {
	info := fn.pass.TypesInfo
	scope := fn.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", false
	}
	for _, imp := range fn.file.Imports {
		pkg := info.PkgNameOf(imp)
		if pkg == nil || pkg.Imported().Path() != path {
			continue
		}
		if _, obj := scope.LookupParent(pkg.Name(), pos); obj == pkg {
			return pkg.Name(), true
		}
	}
	return "", false
}

// enclosingFunc returns the body and signature of the innermost function
// (the declaration or a literal in it) holding pos.
func (fn *function) enclosingFunc(pos token.Pos) (*ast.BlockStmt, *types.Signature) {
	info := fn.pass.TypesInfo
	body := fn.decl.Body
	var sig *types.Signature
	if obj, ok := info.Defs[fn.decl.Name].(*types.Func); ok {
		sig, _ = obj.Type().(*types.Signature)
	}
	ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit.Pos() <= pos && pos < lit.End() {
			body = lit.Body
			sig, _ = info.TypeOf(lit).(*types.Signature)
		}
		return true
	})
	return body, sig
}

// source returns the text of n as the file has it; types.ExprString when
// the file cannot be read.
func (fn *function) source(n ast.Expr) string {
	tok := fn.pass.Fset.File(n.Pos())
	if tok != nil && fn.pass.ReadFile != nil {
		if text, err := fn.pass.ReadFile(tok.Name()); err == nil && tok.Offset(n.End()) <= len(text) {
			return string(text[tok.Offset(n.Pos()):tok.Offset(n.End())])
		}
	}
	return types.ExprString(n)
}

// indent returns the white space before stmt on its line; false when other
// code precedes it there.
func (fn *function) indent(stmt ast.Stmt) (string, bool) {
	tok := fn.pass.Fset.File(stmt.Pos())
	if tok == nil || fn.pass.ReadFile == nil {
		return "", false
	}
	text, err := fn.pass.ReadFile(tok.Name())
	if err != nil || len(text) != tok.Size() {
		return "", false
	}
	start := tok.Offset(tok.LineStart(tok.Line(stmt.Pos())))
	prefix := string(text[start:tok.Offset(stmt.Pos())])
	if strings.TrimLeft(prefix, " \t") != "" {
		return "", false
	}
	return prefix, true
}
