// Package ownhelpers is a server (go-sdk) whose tests reach its own
// handlers through helpers.
package ownhelpers

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type handlers struct{}

func (h *handlers) handleCount(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: map[string]any{"count": 1.0}}, nil
}

func (h *handlers) handleSum(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: map[string]any{"sum": 2.0}}, nil
}

// remoteCount reads what the server's own client wrapper received from
// another server: received, not the server's own.
func remoteCount(ctx context.Context, s *mcp.ClientSession) float64 {
	res, _ := remote(ctx, s, "count")
	return res.StructuredContent.(map[string]any)["count"].(float64) // want `StructuredContent read without checking IsError`
}

// remote is the server's own client wrapper: its results are what another
// server answered.
func remote(ctx context.Context, s *mcp.ClientSession, name string) (*mcp.CallToolResult, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return res, nil
}
