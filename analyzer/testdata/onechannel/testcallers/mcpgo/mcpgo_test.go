package mcpgo

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func TestDecodeHits(t *testing.T) {
	if got := decodeHits(mcp.NewToolResultStructuredOnly([]hit{{ID: "a"}})); len(got) != 0 {
		t.Logf("got %v", got)
	}
	res := &mcp.CallToolResult{RawStructuredContent: []byte(`[{"id":"a"}]`)}
	if got := hits(res); len(got) != 1 {
		t.Fatalf("got %v", got)
	}
	if got := hits(mcp.NewToolResultText(`[]`)); len(got) != 0 {
		t.Fatalf("got %v", got)
	}
}

func TestDecodeCount(t *testing.T) {
	if n := decodeCount(mcp.NewToolResultStructuredOnly(map[string]any{"count": 2.0})); n != 2 {
		t.Fatalf("got %v", n)
	}
}

// live is a client of a deployed server, set up by TestMain.
var live *client.Client

func TestCountLive(t *testing.T) {
	res, err := live.CallTool(context.Background(), request("count"))
	if err != nil {
		t.Fatal(err)
	}
	_ = decodeCount(res)
}
