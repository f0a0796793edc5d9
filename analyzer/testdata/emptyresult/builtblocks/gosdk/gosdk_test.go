package gosdk

import (
	"errors"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Negative: a test asserting that the tool it called answered some text
// states what its fixture returns.
func TestToolAnswersText(t *testing.T) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	if sb.Len() == 0 {
		t.Fatal("no text")
	}
}

// Negative: a helper of the tests failing on empty text speaks for the
// same fixture.
func textOrError(res *mcp.CallToolResult) (string, error) {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	if sb.Len() == 0 {
		return "", errors.New("no text")
	}
	return sb.String(), nil
}

var _ = textOrError
