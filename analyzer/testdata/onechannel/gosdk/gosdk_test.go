package gosdk

import (
	"context"
	"encoding/json"
	"testing"

	"example.com/fixtures/onechannel/require"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestUnchecked(t *testing.T) {
	var s *mcp.ClientSession
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "count"})
	require.NoError(t, err)                                            // the Go error is not the refusal
	count := res.StructuredContent.(map[string]any)["count"].(float64) // want `StructuredContent read without checking IsError`
	_ = count
}

func TestRequireFalse(t *testing.T) {
	var s *mcp.ClientSession
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "count"})
	require.NoError(t, err)
	require.False(t, res.IsError)
	_ = res.StructuredContent.(map[string]any)["count"]
}

func TestFatalIf(t *testing.T) {
	var s *mcp.ClientSession
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "count"})
	if err != nil || res.IsError {
		t.Fatalf("call: %v %v", err, res)
	}
	var out struct{ Count int }
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &out)
}

func TestSubtestAfterCheck(t *testing.T) {
	var s *mcp.ClientSession
	res, _ := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "count"})
	checkTool(t, res)
	t.Run("count", func(t *testing.T) {
		_ = res.StructuredContent.(map[string]any)
	})
}

// checkTool is a test helper that checks IsError: calls to it are checks.
func checkTool(t *testing.T, res *mcp.CallToolResult) {
	t.Helper()
	if res.IsError {
		t.Fatalf("tool refused: %v", res.Content)
	}
}

// structured is a test helper that reads the payload of the result it is
// given: it trusts its callers, which assert IsError first.
func structured(t *testing.T, res *mcp.CallToolResult) map[string]any {
	t.Helper()
	return res.StructuredContent.(map[string]any)
}

func TestTableCheck(t *testing.T) {
	tests := []struct {
		check func(t *testing.T, res *mcp.CallToolResult)
	}{{
		check: func(t *testing.T, res *mcp.CallToolResult) {
			var out struct{ Count int }
			b, _ := json.Marshal(res.StructuredContent) // a table's check func trusts its caller
			_ = json.Unmarshal(b, &out)
		},
	}}
	for _, tt := range tests {
		var s *mcp.ClientSession
		res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "count"})
		require.NoError(t, err)
		require.False(t, res.IsError)
		tt.check(t, res)
		_ = structured(t, res)
	}
}

// countHandler is this package's own tool handler.
func countHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: map[string]any{"count": 1.0}}, nil
}

// A server's test of its own handler checks its own output: not reported.
func TestOwnHandler(t *testing.T) {
	res, err := countHandler(context.Background(), &mcp.CallToolRequest{})
	require.NoError(t, err)
	_ = res.StructuredContent.(map[string]any)["count"]
}

// A result the test built knows whether it is a refusal. (In a test file:
// this package is a client, and a result built in its non-test code would
// make it a server, whose tests presume every result their own.)
func builtHere() map[string]any {
	res := &mcp.CallToolResult{StructuredContent: map[string]any{"ok": true}}
	return res.StructuredContent.(map[string]any)
}

// Text the code decodes from a result it built itself is its own.
func textDecodedOwn() (w weather) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"temp": 1}`}}}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w)
	return w
}
