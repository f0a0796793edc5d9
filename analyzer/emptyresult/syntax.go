package emptyresult

import "go/ast"

// callOperands returns the arguments of call and, for a method call, its
// receiver.
func callOperands(call *ast.CallExpr) []ast.Expr {
	ops := append([]ast.Expr(nil), call.Args...)
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		ops = append(ops, sel.X)
	}
	return ops
}
