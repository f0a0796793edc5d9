package ownhelpers

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type handlerFunc func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error)

func callOK(t *testing.T, h handlerFunc, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	b, _ := json.Marshal(args)
	res, err := h(context.Background(), &mcp.CallToolRequest{Params: &mcp.CallToolParamsRaw{Arguments: b}})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestCount(t *testing.T) {
	h := &handlers{}
	res := callOK(t, h.handleCount, nil)
	_ = res.StructuredContent.(map[string]any)["count"]
}

func TestTable(t *testing.T) {
	h := &handlers{}
	for _, tc := range []struct {
		name string
		fn   handlerFunc
	}{{"count", h.handleCount}, {"sum", h.handleSum}} {
		res := callOK(t, tc.fn, nil)
		_ = res.StructuredContent.(map[string]any)
	}
}

func TestAll(t *testing.T) {
	h := &handlers{}
	count, _ := h.handleCount(context.Background(), &mcp.CallToolRequest{})
	sum, _ := h.handleSum(context.Background(), &mcp.CallToolRequest{})
	for _, res := range []*mcp.CallToolResult{count, sum} {
		_ = res.StructuredContent.(map[string]any)
	}
}

// In a server's tests, results received through a client are presumed to
// be the server's own answers: not reported. The server's own code reading
// what its client wrapper received is reported (server.go).
func TestRemote(t *testing.T) {
	var s *mcp.ClientSession
	res, _ := remote(context.Background(), s, "count")
	_ = res.StructuredContent.(map[string]any)["count"]
}
