package mcpmodel

import "go/ast"

// Small questions about expressions, shared by the model and the checks.

// identOf returns e as an identifier, through parentheses, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// Mentions reports whether e refers to an identifier called name.
func Mentions(e ast.Expr, name string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}
