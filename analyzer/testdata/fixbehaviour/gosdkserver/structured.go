package gosdkserver

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Structured content with no text block, one handler per form of
// structuredonly's fix.

func decodeCity(req *mcp.CallToolRequest) string {
	var in Input
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return ""
	}
	return in.City
}

// StructuredLiteral returns a result literal: the value is marshalled
// before the return.
func StructuredLiteral(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := decodeCity(req)
	if city == "" {
		return newErrorResult("city is required"), nil
	}
	forecast := lookup(city)
	return &mcp.CallToolResult{StructuredContent: forecast}, nil
}

// StructuredLocal fills a local result by field: the text is marshalled
// from the channel before the return.
func StructuredLocal(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{}}
	city := decodeCity(req)
	if city == "" {
		return newErrorResult("city is required"), nil
	}
	res.StructuredContent = map[string]any{"city": city, "days": 3}
	return res, nil
}

// StructuredHelper answers through the package's own builder, which is
// fixed.
func StructuredHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := decodeCity(req)
	if city == "" {
		return newErrorResult("city is required"), nil
	}
	return structuredResult(lookup(city)), nil
}

func structuredResult(v Forecast) *mcp.CallToolResult {
	return &mcp.CallToolResult{StructuredContent: v}
}
