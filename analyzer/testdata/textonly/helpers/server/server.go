// Package server's handlers answer through the helpers of package utils.
package server

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/textonly/helpers/utils"
)

type Item struct{ Name string }

func viaWrapper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(Item{Name: "a"})
	return utils.TextResult(string(b)), nil // want `^JSON of Item returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func viaMarshal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item := Item{Name: "a"}
	text, err := utils.Marshal(item)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(text), nil // want `^JSON of Item returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// The helper that builds the result is reported in its own package.
func viaJSONResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return utils.JSONResult(Item{Name: "a"})
}

// A prose text through the wrapper is prose.
func viaWrapperProse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return utils.TextResult("done"), nil
}

// Another package's wrapper that trims the text, by fact; one that labels
// it is prose.
func viaTrimmedWrapper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(Item{Name: "a"})
	if req.Params.Name == "label" {
		return utils.LabelledResult(string(b)), nil
	}
	return utils.TrimmedResult(string(b)), nil // want `^JSON of Item returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}
