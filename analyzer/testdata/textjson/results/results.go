// Package results is a server's own result constructors (like
// github-mcp-server's utils.NewToolResultText): they build results.
package results

import gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

func Text(s string) *gosdk.CallToolResult {
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: s}}}
}

// JSON builds through Text: a builder too.
func JSON(s string) *gosdk.CallToolResult { return Text(s) }
