package helpers

import (
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// textOf is a test helper given results: it trusts its callers, as
// textjson does.
func textOf(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

func TestDescribe(t *testing.T) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: Describe()}}}
	if textOf(t, res) != "x" {
		t.Fatal("want x")
	}
}
