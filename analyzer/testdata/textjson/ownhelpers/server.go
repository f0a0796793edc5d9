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

// upstreamMetrics decodes what the server's own client wrapper received
// from an upstream server: received, not the server's own.
func upstreamMetrics(ctx context.Context, c *client.Client) (map[string]int, error) {
	res, err := callUpstream(ctx, c, "metrics")
	if err != nil || res.IsError {
		return nil, err
	}
	var m map[string]int
	err = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &m) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return m, err
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

// summary decodes, through a helper only this package calls, the text of
// results its own handlers built: every call passes an own result, so the
// helper's parameter is own (not reported).
func (h *handlers) summary(ctx context.Context) (map[string]int, []string) {
	metrics, _ := h.handleQueryMetrics(ctx, mcp.CallToolRequest{})
	targets, _ := h.handleListTargets(ctx, mcp.CallToolRequest{})
	return decodeMetrics(metrics), decodeList(targets)
}

func decodeMetrics(res *mcp.CallToolResult) map[string]int {
	var m map[string]int
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &m)
	return m
}

func decodeList(res *mcp.CallToolResult) []string {
	var names []string
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &names)
	return names
}

// decodeAnswer is given an own result by one call and a received one by
// another: its parameter is received.
func decodeAnswer(res *mcp.CallToolResult) any {
	var v any
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &v) // want `decoding tool result text as JSON`
	return v
}

func (h *handlers) answers(ctx context.Context, c *client.Client) (any, any) {
	own, _ := h.handleListTargets(ctx, mcp.CallToolRequest{})
	upstream, _ := callUpstream(ctx, c, "targets")
	return decodeAnswer(own), decodeAnswer(upstream)
}

// DecodeExported may be called from other packages with any result:
// reported.
func DecodeExported(res *mcp.CallToolResult) any {
	var v any
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &v) // want `decoding tool result text as JSON`
	return v
}

func (h *handlers) exported(ctx context.Context) any {
	own, _ := h.handleListTargets(ctx, mcp.CallToolRequest{})
	return DecodeExported(own)
}
