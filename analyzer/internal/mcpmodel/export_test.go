package mcpmodel

import "go/ast"

// OKScopesIn exposes okScopesIn to the model's probe tests.
func (m *Model) OKScopesIn(body *ast.BlockStmt) *ErrorScopes { return m.okScopesIn(body) }
