// Package failures builds a server's error results for the handlers of
// another package: the check's fact says which of them are plain failures
// (one text block of a string parameter, IsError, nothing else).
package failures

import "github.com/modelcontextprotocol/go-sdk/mcp"

// Fail is a plain failure builder, through one of its own: two calls deep.
func Fail(msg string) *mcp.CallToolResult { // want Fail:`mcpplainfailure\(param 0\)`
	return text(msg)
}

func text(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: msg}}, IsError: true}
}

// FailWithMeta sets Meta too: not plain.
func FailWithMeta(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}, Meta: mcp.Meta{"retry": false}}
}
