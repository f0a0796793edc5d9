// Package results builds a server's error results, for the handlers of
// another package: the model's builder facts carry that they are errors.
package results

import "github.com/modelcontextprotocol/go-sdk/mcp"

// ErrorResult answers a failure, through a builder of its own: an isError
// result, two calls deep.
func ErrorResult(err error) *mcp.CallToolResult { // want ErrorResult:`mcpplainfailure\(param 0\.Error\(\)\)`
	return failure(err.Error())
}

func failure(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// TextResult answers a success.
func TextResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}
