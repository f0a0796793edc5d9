// Package broken does not type-check: the driver names it in one line and
// analyses the other packages.
package broken

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Text returns the first text of a result.
func Text(res *mcp.CallToolResult) string {
	return res.Content[0].(*mcp.TextContent).Txt
}
