// Package mcpgo reads mcp-go results that client wrappers of another
// package handed on: they are received results (ClientWrapper facts), even
// from a wrapper whose signature is a tool handler's.
package mcpgo

import (
	"context"
	"encoding/json"

	"example.com/fixtures/mcpmodel/clientwrappers"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type route struct {
	Distance float64 `json:"distance"`
}

func viaInvoke(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (r route) {
	res, err := clientwrappers.Invoke(ctx, c, req)
	if err != nil {
		return r
	}
	_ = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}

// Silent: checked before the read.
func viaInvokeChecked(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (r route) {
	res, err := clientwrappers.Invoke(ctx, c, req)
	if err != nil {
		return r
	}
	if res.IsError {
		return r
	}
	_ = json.Unmarshal(res.RawStructuredContent, &r)
	return r
}

// Silent: Handle is the other package's tool handler, which builds its result.
func viaHandler(ctx context.Context, req mcp.CallToolRequest) (r route) {
	res, _ := clientwrappers.Handle(ctx, req)
	_ = json.Unmarshal(res.RawStructuredContent, &r)
	return r
}
