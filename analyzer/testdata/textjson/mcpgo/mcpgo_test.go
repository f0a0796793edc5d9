package mcpgo

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func TestTool(t *testing.T) {
	var c *client.Client
	res, err := c.CallTool(context.Background(), mcp.CallToolRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var w weather
	if err := json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		t.Fatal(err)
	}
}

func lookup(ctx context.Context, city string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(`{"temperatureC": 3, "city": "` + city + `"}`), nil
}

// Results built by this package (a constructor, its own helper, a handler
// value) are text the code itself built: not reported.
func TestOwnResults(t *testing.T) {
	var w weather
	res := mcp.NewToolResultText(`{"temperatureC": 3}`)
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &w)

	own, _ := lookup(context.Background(), "Oslo")
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(own.Content[0])), &w)

	var handler server.ToolHandlerFunc = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return lookup(ctx, req.GetString("city", ""))
	}
	handled, _ := handler(context.Background(), mcp.CallToolRequest{})
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(handled.Content[0])), &w)
}

// A test helper (or a closure) given a result decodes what its callers got,
// in tests most often their own output: it trusts its callers. Not reported.
func parseOwn(t *testing.T, res *mcp.CallToolResult) (w weather) {
	if err := json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &w); err != nil {
		t.Fatal(err)
	}
	check := func(r *mcp.CallToolResult) {
		_ = json.Unmarshal([]byte(mcp.GetTextFromContent(r.Content[0])), &w)
	}
	check(res)
	return w
}

// A result the test built: its text is the code's own. (In a test file:
// this package is a client, and a result built in its non-test code would
// make it a server, whose tests presume every result their own.)
func builtHere() (w weather) {
	res := mcp.NewToolResultText(`{"temperatureC": 3}`)
	own := `{"temperatureC": 3}`
	_ = json.Unmarshal([]byte(own), &w)
	_ = res
	return w
}
