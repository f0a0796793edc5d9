// Package ownhelpers is a server (mcp-go) whose tests reach its own
// handlers through helpers: what they decode is the server's own output.
package ownhelpers

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type handlers struct{}

func (h *handlers) handleQueryMetrics(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(map[string]int{"requests": 1})
	return mcp.NewToolResultText(string(b)), nil
}

func (h *handlers) handleListTargets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(`["a"]`), nil
}

// callUpstream is the server's own client wrapper: it returns what an
// upstream server answered, which is received, not the server's own.
func callUpstream(ctx context.Context, c *client.Client, name string) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return res, nil
}
