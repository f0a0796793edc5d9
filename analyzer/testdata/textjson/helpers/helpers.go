// Package helpers holds text helpers used from other packages (facts).
package helpers

import (
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// FirstText returns the first text block of a go-sdk result.
func FirstText(res *gosdk.CallToolResult) string {
	for _, c := range res.Content {
		if tc, ok := c.(*gosdk.TextContent); ok {
			return tc.Text
		}
	}
	return ""
}

// Text returns the first text block of an mcp-go result, and an error.
func Text(res *mcpgo.CallToolResult) (string, error) {
	if len(res.Content) == 0 {
		return "", nil
	}
	return mcpgo.GetTextFromContent(res.Content[0]), nil
}

// Greeting is not a text helper: its text is built here.
func Greeting(name string) string { return `{"hello":"` + name + `"}` }

// Block returns the first text content block of a go-sdk result.
func Block(res *gosdk.CallToolResult) *gosdk.TextContent {
	tc, _ := res.Content[0].(*gosdk.TextContent)
	return tc
}
