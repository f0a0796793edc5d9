package textjson

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// A function that writes a result's content (res.Content[i] =
// mcp.TextContent{…}) rewrites that result: a proxy filtering a tool list
// out of the text decodes the text in order to write it again, which
// reading the structured channel would not do. Its decodes of that
// result's text are not reads of the payload.

// rewrittenResults returns the results whose Content the body assigns,
// whole or one block.
func rewrittenResults(m *mcpmodel.Model, body *ast.BlockStmt) map[types.Object]bool {
	rewritten := make(map[types.Object]bool)
	m.Inspect(body, func(n ast.Node) bool {
		assign, ok := n.(*ast.AssignStmt)
		if !ok {
			return true
		}
		for _, l := range assign.Lhs {
			if res := contentOf(m, l); res != nil {
				if path := m.PathOf(res); path != nil {
					rewritten[path] = true
				}
			}
		}
		return true
	})
	return rewritten
}

// contentOf returns the result whose Content e is (res.Content) or indexes
// (res.Content[i]), or nil.
func contentOf(m *mcpmodel.Model, e ast.Expr) ast.Expr {
	if ix, ok := ast.Unparen(e).(*ast.IndexExpr); ok {
		e = ix.X
	}
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if field, ok := m.ResultField(sel); ok && field == vocab.FieldContent {
		return sel.X
	}
	return nil
}
