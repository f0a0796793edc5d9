// Package helpers has helpers given results by their callers.
package helpers

import (
	"github.com/mark3labs/mcp-go/mcp"
)

// TextOf is exported: its callers are clients, whose results are decoded.
func TextOf(res *mcp.CallToolResult) string {
	for _, block := range res.Content {
		switch b := block.(type) {
		case *mcp.TextContent: // want `case \*mcp.TextContent never matches`
			return b.Text
		}
	}
	return ""
}

// firstText is only ever given the package's own results.
func firstText(res *mcp.CallToolResult) string {
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// Describe builds a result and reads it back through firstText.
func Describe() string {
	return firstText(&mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Type: "text", Text: "x"}}})
}
