// Package lib holds a server's own result wrappers, used by the handlers
// of other packages: what a handler passes to the success wrapper is its
// answer (known by an mcpsuccessresult fact).
package lib

import "github.com/mark3labs/mcp-go/mcp"

// NewToolResultText wraps a text in a success result, as the SDK's does.
func NewToolResultText(message string) *mcp.CallToolResult { // want NewToolResultText:`mcpsuccessresult\(params \[0\]\)`
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: message}}}
}

// NewToolResultError wraps a message in an error result.
func NewToolResultError(message string) *mcp.CallToolResult { // want NewToolResultError:`mcperrorresult`
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: message}}}
}

// Result answers an error when err is set: it is no success wrapper.
func Result(text string, err error) *mcp.CallToolResult {
	if err != nil {
		return NewToolResultError(err.Error())
	}
	return NewToolResultText(text)
}
