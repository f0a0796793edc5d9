package gosdk

import (
	"context"
	"errors"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A test asserts that its own fixture returned data: not reported.
func TestSearch(t *testing.T) {
	res, err := call(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Content) == 0 {
		t.Fatal("no content")
	}
}

// A helper in a test file, too, speaks about the test's fixture.
func mustText(res *mcp.CallToolResult) (string, error) {
	if len(res.Content) == 0 {
		return "", errors.New("fixture returned nothing")
	}
	return res.Content[0].(*mcp.TextContent).Text, nil
}
