// Package gosdk probes what ResultChannels says of the results go-sdk
// handlers return (the go-sdk has no constructors: literals only).
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func literals(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v struct{ N int }
	b, _ := json.Marshal(v)
	switch req.Params.Name {
	case "text":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `channels text`
	case "both":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: v}, nil // want `channels text structured`
	case "structured only":
		return &mcp.CallToolResult{StructuredContent: v}, nil // want `channels structured`
	case "error":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "bad"}}, IsError: true}, nil // want `channels text iserror`
	}
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}
	if req.Params.Name == "late" {
		res.StructuredContent = v
		return res, nil // want `channels text structured`
	}
	if req.Params.Name == "fails" {
		res.IsError = true
		return res, nil // want `channels text iserror`
	}
	return res, nil // want `channels text`
}

// A typed handler's result is its first result.
func typed(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	var res mcp.CallToolResult
	res.Content = []mcp.Content{&mcp.TextContent{Text: "hi"}}
	return &res, nil, nil // want `channels text`
}

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}} // want `channels text`
}

func viaBuilder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return textResult("x"), nil // want `channels text`
}
