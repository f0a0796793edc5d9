package gosdk

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestDecodeText(t *testing.T) {
	var s *mcp.ClientSession
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "weather"})
	if err != nil {
		t.Fatal(err)
	}
	var w weather
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `^decoding tool result text as JSON; read StructuredContent instead$`
		t.Fatal(err)
	}
}

// A test helper given a result decodes what its callers got, in tests most
// often their own output: it trusts its callers, about where the result
// comes from as about IsError (as onechannel does). Not reported.
func decodeWeather(t *testing.T, res *mcp.CallToolResult) (w weather) {
	t.Helper()
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil {
		t.Fatalf("decoding: %v", err)
	}
	return w
}

// handleWeather is this package's own tool handler.
func handleWeather(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"temperatureC": 1}`}}}, nil
}

// A server's test of its own handler's text mirror decodes text its own
// code built: not reported.
func TestOwnHandler(t *testing.T) {
	res, err := handleWeather(context.Background(), &mcp.CallToolRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var w weather
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil {
		t.Fatal(err)
	}
	lit := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{}`}}}
	_ = json.Unmarshal([]byte(lit.Content[0].(*mcp.TextContent).Text), &w)
}

// A test helper given a result as any trusts its callers too.
func extract(t *testing.T, v any) (w weather) {
	t.Helper()
	res, ok := v.(*mcp.CallToolResult)
	if !ok {
		t.Fatalf("not a tool result: %T", v)
	}
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil {
		t.Fatal(err)
	}
	return w
}
