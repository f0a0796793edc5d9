package server

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func text(t *testing.T, res *mcp.CallToolResult) *mcp.TextContent {
	t.Helper()
	return res.Content[0].(*mcp.TextContent)
}

// A server's test of its own tool body, whose result another package of
// the server built: not reported.
func TestSearch(t *testing.T) {
	res, _, err := Search(context.Background(), "x")
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(text(t, res).Text), &v); err != nil {
		t.Fatal(err)
	}
}

// In a server's tests, a result received through a client is presumed to be
// the server's own answer too (an in-process session, or a client of the
// server's own binary): the test checks its own output. Not reported.
func TestClient(t *testing.T) {
	var s *mcp.ClientSession
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "search"})
	if err != nil {
		t.Fatal(err)
	}
	var v map[string]any
	_ = json.Unmarshal([]byte(text(t, res).Text), &v)
}
