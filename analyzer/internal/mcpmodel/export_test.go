package mcpmodel

import "go/ast"

// OKPointsIn exposes okPointsIn to the model's probe tests.
func (m *Model) OKPointsIn(decl *ast.FuncDecl) *OKPoints { return m.okPointsIn(decl) }
