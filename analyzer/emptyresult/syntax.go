package emptyresult

import "go/ast"

// maxRounds bounds the handler-data fixpoints; chains of locals longer
// than this are not followed.
const maxRounds = 6

// fixpoint walks body with step until a walk learns nothing (or maxRounds
// walks): step reports whether it recorded anything about n.
func fixpoint(body ast.Node, step func(n ast.Node) bool) {
	for round := 0; round < maxRounds; round++ {
		learnt := false
		ast.Inspect(body, func(n ast.Node) bool {
			learnt = step(n) || learnt
			return true
		})
		if !learnt {
			return
		}
	}
}

// assignment returns the two sides of an assignment or a var declaration.
func assignment(n ast.Node) (lhs, rhs []ast.Expr, ok bool) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		return n.Lhs, n.Rhs, true
	case *ast.ValueSpec:
		lhs = make([]ast.Expr, len(n.Names))
		for i, name := range n.Names {
			lhs[i] = name
		}
		return lhs, n.Values, true
	}
	return nil, nil, false
}

// callOperands returns the arguments of call and, for a method call, its
// receiver.
func callOperands(call *ast.CallExpr) []ast.Expr {
	ops := append([]ast.Expr(nil), call.Args...)
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		ops = append(ops, sel.X)
	}
	return ops
}
