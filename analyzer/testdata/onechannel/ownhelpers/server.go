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

// remote is the server's own client wrapper: its results are what another
// server answered.
func remote(ctx context.Context, s *mcp.ClientSession, name string) (*mcp.CallToolResult, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
	}
	return res, nil
}
