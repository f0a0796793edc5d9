package mcpgo

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// The test's expectation about its own fixture: not reported.
func TestSearchHandler(t *testing.T) {
	res, err := searchHandler(context.Background(), mcp.CallToolRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Content) == 0 {
		t.Fatalf("no content")
	}
	if text := mcp.GetTextFromContent(res.Content[0]); text == "" {
		t.Error("empty text")
	}
}
