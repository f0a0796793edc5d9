package onechannel

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A function that converts a received result into a type of its own and
// copies IsError along with the payload (&ToolCallResult{StructuredContent:
// s, IsError: r.IsError}) hands the refusal on: the payload read is a
// conversion, and whoever reads the converted value decides.

// isErrorHandedOn returns the results whose IsError the function copies
// into a value: a field of a composite literal, or the right-hand side of
// an assignment.
func isErrorHandedOn(m *mcpmodel.Model, body *ast.BlockStmt) map[types.Object]bool {
	handed := make(map[types.Object]bool)
	record := func(e ast.Expr) {
		if res, ok := m.IsErrorRead(e); ok {
			if path := m.PathOf(res); path != nil {
				handed[path] = true
			}
		}
	}
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.KeyValueExpr:
			record(n.Value)
		case *ast.AssignStmt:
			for _, r := range n.Rhs {
				record(r)
			}
		}
		return true
	})
	return handed
}
