package outputschema

import (
	"go/ast"
	"go/types"
)

// setsError reports whether e, a go-sdk result variable returned at ret,
// was flagged an error by res.SetError(err) on every path to ret: the call
// is before ret in a block that holds ret. The model's ResultChannels
// counts field assignments (res.IsError = true), not this method.
func (ix *index) setsError(fn ast.Node, ret *ast.ReturnStmt, e ast.Expr) bool {
	v := ix.varOf(e)
	if v == nil || !ix.m.IsResultType(v.Type()) {
		return false
	}
	found := false
	walkStmts(fn, func(stmt ast.Stmt, block ast.Node) {
		call, ok := stmt.(*ast.ExprStmt)
		if !ok || found || stmt.Pos() >= ret.Pos() || ret.End() > block.End() || ret.Pos() < block.Pos() {
			return
		}
		c, ok := call.X.(*ast.CallExpr)
		if !ok {
			return
		}
		sel, ok := ast.Unparen(c.Fun).(*ast.SelectorExpr)
		found = ok && sel.Sel.Name == "SetError" && types.Object(ix.varOf(sel.X)) == types.Object(v)
	})
	return found
}

// walkStmts calls f for every statement of fn's body (not of the closures
// it holds) with the block, case or select clause that directly holds it.
func walkStmts(fn ast.Node, f func(stmt ast.Stmt, block ast.Node)) {
	var body *ast.BlockStmt
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		body = fn.Body
	case *ast.FuncLit:
		body = fn.Body
	}
	var visit func(block ast.Node, stmts []ast.Stmt)
	visit = func(block ast.Node, stmts []ast.Stmt) {
		for _, stmt := range stmts {
			f(stmt, block)
			ast.Inspect(stmt, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.BlockStmt:
					visit(n, n.List)
					return false
				case *ast.CaseClause:
					visit(n, n.Body)
					return false
				case *ast.CommClause:
					visit(n, n.Body)
					return false
				}
				return true
			})
		}
	}
	if body != nil {
		visit(body, body.List)
	}
}
