package mcpgoserver

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// Structured content with no text block, one handler per form of
// structuredonly's fix.

// StructuredConstructor returns a bare literal: it becomes
// mcp.NewToolResultStructuredOnly.
func StructuredConstructor(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := req.GetString("city", "")
	if city == "" {
		return mcp.NewToolResultError("city is required"), nil
	}
	forecast := lookup(city)
	return &mcp.CallToolResult{StructuredContent: forecast}, nil
}

// StructuredLocal fills a local result by field.
func StructuredLocal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := req.GetString("city", "")
	if city == "" {
		return mcp.NewToolResultError("city is required"), nil
	}
	res := &mcp.CallToolResult{}
	res.StructuredContent = map[string]any{"city": city, "days": 3}
	return res, nil
}

// StructuredRaw sends JSON it holds as RawStructuredContent.
func StructuredRaw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := req.GetString("city", "")
	if city == "" {
		return mcp.NewToolResultError("city is required"), nil
	}
	b, err := json.Marshal(lookup(city))
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{RawStructuredContent: b}, nil
}
