package mcpgo

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

func TestRefusal(t *testing.T) {
	res := mcp.NewToolResultError("query is required")
	if !res.IsError {
		t.Fatal("not an error")
	}
	if text := mcp.GetTextFromContent(res.Content[0]); text != "query is required" {
		t.Errorf("text = %q", text)
	}
	r := reply{Error: &apiError{ErrorCategory: "validation", Message: "bad"}}
	if r.Error.Message != "bad" {
		t.Fatalf("message = %q", r.Error.Message)
	}
	if !strings.HasPrefix(r.Error.Message, "b") {
		t.Error("prefix")
	}
}
