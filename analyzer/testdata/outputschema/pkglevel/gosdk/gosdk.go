// Package gosdk holds tools declared in package-level variables (go-sdk).
package gosdk

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	C float64 `json:"c"`
}

var weatherTool = &mcp.Tool{
	Name:         "weather",
	OutputSchema: &jsonschema.Schema{Type: "object"},
}

func handleWeather(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "21"}}}, nil // want `success result without structured content in the handler of tool "weather"`
}

var typedTool = &mcp.Tool{Name: "typed", OutputSchema: &jsonschema.Schema{Type: "object"}}

// Silent: a typed handler whose Out the SDK sends, a tool without schema.
func handleTyped(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, weather, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "21"}}}, weather{C: 21}, nil
}

var plainTool = &mcp.Tool{Name: "plain"}

func handlePlain(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
}

func register(s *mcp.Server) {
	s.AddTool(weatherTool, handleWeather)
	mcp.AddTool(s, typedTool, handleTyped)
	s.AddTool(plainTool, handlePlain)
}
