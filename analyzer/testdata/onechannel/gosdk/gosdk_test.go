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
// given: the check belongs here, whatever its callers do.
func structured(t *testing.T, res *mcp.CallToolResult) map[string]any {
	t.Helper()
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}
