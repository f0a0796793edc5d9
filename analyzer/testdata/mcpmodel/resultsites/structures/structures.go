// Package structures probes where ResultSiteAt says each structured value
// of a result was put, and whether its Content is an empty list (go-sdk's
// typed handlers fill only a nil one).
package structures

import (
	"context"
	"encoding/json"

	gomcp "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type forecast struct{ City string }

func structuredOnly(v any) *mcp.CallToolResult {
	return &mcp.CallToolResult{StructuredContent: v} // want `^structures literal StructuredContent=v$`
}

func empty() *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{}} // want `^structures \| empty content$`
}

func goSDK(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f := forecast{City: "Oslo"}
	switch req.Params.Name {
	case "literal":
		return &mcp.CallToolResult{StructuredContent: f}, nil // want `^structures literal StructuredContent=f$`
	case "empty list":
		return &mcp.CallToolResult{Content: []mcp.Content{}, StructuredContent: &f}, nil // want `^structures literal StructuredContent=&f \| empty content$`
	case "nil list":
		return &mcp.CallToolResult{Content: nil, StructuredContent: f}, nil // want `^structures literal StructuredContent=f$`
	case "assigned":
		res := &mcp.CallToolResult{Content: []mcp.Content{}}
		res.StructuredContent = f
		return res, nil // want `^structures assign StructuredContent=f \| empty content$`
	case "builder":
		return structuredOnly(f), nil // want `^structures builder structuredOnly StructuredContent=f$`
	case "builder then assigned":
		res := empty()
		res.StructuredContent = f
		return res, nil // want `^structures assign StructuredContent=f$`
	case "some paths":
		res := &mcp.CallToolResult{Content: []mcp.Content{}}
		if f.City != "" {
			res.StructuredContent = f
		}
		return res, nil // want `^structures assign StructuredContent=f \| empty content$`
	case "filled later":
		res := &mcp.CallToolResult{Content: []mcp.Content{}, StructuredContent: f}
		res.Content = append(res.Content, &mcp.TextContent{Text: "x"})
		return res, nil // want `^structures literal StructuredContent=f$`
	case "cleared":
		res := &mcp.CallToolResult{StructuredContent: f}
		res.StructuredContent = nil
		return res, nil // want `^structures$`
	}
	var res *mcp.CallToolResult
	if req.Params.Name == "a" {
		res = &mcp.CallToolResult{Content: []mcp.Content{}, StructuredContent: f}
	} else {
		res = &mcp.CallToolResult{StructuredContent: f}
	}
	return res, nil // want `^structures literal StructuredContent=f literal StructuredContent=f$`
}

func mcpGo(ctx context.Context, req gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	switch req.GetString("form", "") {
	case "raw":
		return &gomcp.CallToolResult{RawStructuredContent: b}, nil // want `^structures literal RawStructuredContent=b$`
	case "constructor":
		return gomcp.NewToolResultStructuredOnly(b), nil // want `^structures constructor StructuredContent=b$`
	case "json":
		return gomcp.NewToolResultJSON(b) // want `^structures constructor StructuredContent=b$`
	}
	return gomcp.NewToolResultText(string(b)), nil // want `^structures$`
}
