package textjson

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// go-sdk's StructuredContent holds decoded JSON (map[string]any, …), which
// the fix marshals again. What it does with the marshal's error follows the
// decode's own statement:
//
//   - if err := json.Unmarshal(…); err != nil { one statement that leaves }
//     with no else: a copy of that statement handles it;
//   - return …, json.Unmarshal(…): it is returned the same way;
//   - any other statement (the error kept for later, dropped, or tested in
//     a condition): the bytes stay empty, and the decode reports that
//     (unexpected end of JSON input) through its own error handling.
//
// The marshal of a value the SDK decoded from JSON does not fail in
// practice; the handling keeps the function's own style all the same.

// marshalled returns the statements that give data the marshalled
// StructuredContent.
func (d decodeFix) marshalled(data string, isString bool, names *mcpmodel.Names) ([]string, bool) {
	json, ok := d.fn.m.PackageName(d.fn.file, "encoding/json", d.stmt.Pos())
	if !ok {
		return nil, false
	}
	structured := d.result + "." + mcpmodel.FieldStructured
	errName, handler, handled := d.errorHandler()
	if !handled && !isString {
		return []string{data + ", _ = " + json + ".Marshal(" + structured + ")"}, true
	}
	b, ok := names.Fresh(d.stmt.Pos(), bytesNames)
	if !ok {
		return nil, false
	}
	value := b
	if isString {
		value = "string(" + b + ")"
	}
	return append(mcpmodel.Marshalled(json, b, errName, structured, handler), data+" = "+value), true
}

// errorHandler returns how the decode's statement handles the decode's
// error, when it shows one statement to copy: the name the error goes by
// in it, and the statement.
func (d decodeFix) errorHandler() (errName, handler string, ok bool) {
	switch stmt := d.stmt.(type) {
	case *ast.IfStmt:
		return d.ifInitHandler(stmt)
	case *ast.ReturnStmt:
		return d.returnHandler(stmt)
	}
	return "", "", false
}

// ifInitHandler reads if err := json.Unmarshal(…); err != nil { handler }.
func (d decodeFix) ifInitHandler(ifStmt *ast.IfStmt) (string, string, bool) {
	init, ok := ifStmt.Init.(*ast.AssignStmt)
	if !ok || init.Tok != token.DEFINE || len(init.Lhs) != 1 || len(init.Rhs) != 1 || ast.Unparen(init.Rhs[0]) != d.dec.Call {
		return "", "", false
	}
	errVar, ok := init.Lhs[0].(*ast.Ident)
	if !ok || ifStmt.Else != nil || len(ifStmt.Body.List) != 1 || !d.isNotNil(ifStmt.Cond, errVar) || !d.leaves(ifStmt.Body.List[0]) {
		return "", "", false
	}
	handler, ok := d.reindented(ifStmt.Body.List[0])
	return errVar.Name, handler, ok
}

// returnHandler reads return …, json.Unmarshal(…): the marshal's error is
// returned in the decode's place, beside copies of the other results.
func (d decodeFix) returnHandler(ret *ast.ReturnStmt) (string, string, bool) {
	const errName = "err"
	sig := d.enclosingSignature()
	if sig == nil || sig.Results().Len() != len(ret.Results) {
		return "", "", false
	}
	results := make([]string, len(ret.Results))
	for i, r := range ret.Results {
		switch {
		case ast.Unparen(r) == d.dec.Call && mcpmodel.IsErrorType(sig.Results().At(i).Type()):
			results[i] = errName
		case ast.Unparen(r) == d.dec.Call || mcpmodel.Mentions(r, errName) || strings.Contains(d.src.Text(r), "\n"):
			return "", "", false
		default:
			results[i] = d.src.Text(r)
		}
	}
	return errName, "return " + strings.Join(results, ", "), true
}

// reindented returns the text of stmt, its continuation lines indented one
// level deeper, as the fix puts it; false when a raw string spans lines.
func (d decodeFix) reindented(stmt ast.Stmt) (string, bool) {
	text := d.src.Text(stmt)
	if strings.Contains(text, "`") && strings.Contains(text, "\n") {
		return "", false
	}
	return strings.ReplaceAll(text, "\n", "\n\t"), true
}

// enclosingSignature returns the signature of the innermost function
// holding the decode.
func (d decodeFix) enclosingSignature() *types.Signature {
	info := d.fn.pass.TypesInfo
	var sig *types.Signature
	if fn, ok := info.Defs[d.fn.decl.Name].(*types.Func); ok {
		sig, _ = fn.Type().(*types.Signature)
	}
	ast.Inspect(d.fn.decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok && lit.Pos() <= d.stmt.Pos() && d.stmt.End() <= lit.End() {
			sig, _ = info.TypeOf(lit).(*types.Signature)
		}
		return true
	})
	return sig
}

// isNotNil reports whether cond is errVar != nil (or nil != errVar).
func (d decodeFix) isNotNil(cond ast.Expr, errVar *ast.Ident) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.NEQ {
		return false
	}
	info := d.fn.pass.TypesInfo
	obj := info.Defs[errVar]
	isVar := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && obj != nil && info.Uses[id] == obj
	}
	return isVar(b.X) && info.Types[b.Y].IsNil() || isVar(b.Y) && info.Types[b.X].IsNil()
}

// leaves reports whether stmt leaves the block: a return, a branch, a
// panic, an exit, or a test's Fatal or FailNow.
func (d decodeFix) leaves(stmt ast.Stmt) bool {
	switch s := stmt.(type) {
	case *ast.ReturnStmt, *ast.BranchStmt:
		return true
	case *ast.ExprStmt:
		switch d.fn.m.FailureExit(s, nil) {
		case mcpmodel.FailPanic, mcpmodel.FailExit:
			return true
		case mcpmodel.FailTest:
			fn, _ := typeutil.Callee(d.fn.pass.TypesInfo, ast.Unparen(s.X).(*ast.CallExpr)).(*types.Func)
			return fn != nil && mcpmodel.NeverReturns(fn) // Fatal, FailNow; not Error
		}
	}
	return false
}
