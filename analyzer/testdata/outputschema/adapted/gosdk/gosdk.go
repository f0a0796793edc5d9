// Package gosdk binds schema tools to handlers a helper adapts (go-sdk).
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	C float64 `json:"c"`
}

// legacy is a handler of the old shape: it takes the arguments map.
func legacy(arguments map[string]any) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "21"}}}, nil // want `success result without structured content in the handler of tool "legacy"`
}

// legacyStructured answers structured content: silent.
func legacyStructured(arguments map[string]any) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "21"}}, StructuredContent: weather{C: 21}}, nil
}

func adapt(f func(map[string]any) (*mcp.CallToolResult, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		return f(args)
	}
}

func register(s *mcp.Server) {
	schema := &jsonschema.Schema{Type: "object"}
	s.AddTool(&mcp.Tool{Name: "legacy", OutputSchema: schema}, adapt(legacy))
	s.AddTool(&mcp.Tool{Name: "structured", OutputSchema: schema}, adapt(legacyStructured))
}
