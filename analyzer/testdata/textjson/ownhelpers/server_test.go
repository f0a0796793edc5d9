package ownhelpers

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type handlerFunc func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

// callOK runs one of the package's handlers, given as a function value.
func callOK(t *testing.T, h handlerFunc, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Arguments = args
	res, err := h(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// callText runs a handler and returns the text of its answer.
func callText(t *testing.T, h *handlers, args map[string]any) string {
	t.Helper()
	res, _ := h.handleQueryMetrics(context.Background(), mcp.CallToolRequest{})
	return res.Content[0].(mcp.TextContent).Text
}

func runHandler(t *testing.T, fn handlerFunc, args map[string]any) *mcp.CallToolResult {
	t.Helper()
	return callOK(t, fn, args)
}

func TestQueryMetrics(t *testing.T) {
	h := &handlers{}
	res := callOK(t, h.handleQueryMetrics, map[string]any{"q": "up"})
	var m map[string]int
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &m)
}

func TestText(t *testing.T) {
	var m map[string]int
	_ = json.Unmarshal([]byte(callText(t, &handlers{}, nil)), &m)
}

func TestTable(t *testing.T) {
	h := &handlers{}
	for _, tc := range []struct {
		name string
		fn   handlerFunc
	}{{"metrics", h.handleQueryMetrics}, {"targets", h.handleListTargets}} {
		res := runHandler(t, tc.fn, nil)
		var v any
		_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &v)
	}
}

func TestRangeOverResults(t *testing.T) {
	h := &handlers{}
	metrics, _ := h.handleQueryMetrics(context.Background(), mcp.CallToolRequest{})
	targets, _ := h.handleListTargets(context.Background(), mcp.CallToolRequest{})
	for name, res := range map[string]*mcp.CallToolResult{"metrics": metrics, "targets": targets} {
		var v any
		if err := json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &v); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// In a server's tests, even results received through a client are presumed
// to be the server's own answers (its binary, or an in-process session):
// not reported. The server's own code decoding what its client wrapper
// received is reported (server.go).
func TestUpstream(t *testing.T) {
	var c *client.Client
	res, _ := callUpstream(context.Background(), c, "metrics")
	var v any
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &v)
}
