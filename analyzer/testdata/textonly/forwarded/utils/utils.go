// Package utils holds a go-sdk server's result constructors, used by the
// handlers of another package: facts carry what they build.
package utils

import "github.com/modelcontextprotocol/go-sdk/mcp"

// NewToolResultText wraps a text in a result: a text wrapper.
func NewToolResultText(message string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: message}}}
}

// NewToolResultError wraps a text in an error result.
func NewToolResultError(message string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: message}}, IsError: true}
}
