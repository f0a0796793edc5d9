// Package passthrough is a server whose middleware runs its tools through
// function values of a tool's shape (next(ctx, req)) and hands their error
// results to helpers: the results stay the server's own.
package middleware

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type handlerFunc func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

// ensureCoded gives back the result it was given, with a code added.
func ensureCoded(res *mcp.CallToolResult) (*mcp.CallToolResult, bool) {
	if res == nil || !res.IsError {
		return res, false
	}
	res.StructuredContent = map[string]any{"code": "internal"}
	return res, true
}

// annotate reads the error object of an error result its callers give it.
func annotate(res *mcp.CallToolResult) {
	m, _ := res.StructuredContent.(map[string]any)
	_ = m["code"]
}

// Silent: the handler's own result, through a pass-through helper.
func decorate(next handlerFunc) handlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		result, err := next(ctx, req)
		if err != nil || result == nil || !result.IsError {
			return result, err
		}
		result, _ = ensureCoded(result)
		annotate(result)
		return result, nil
	}
}

// upstream stands for a client's call: mcp-go's client implements it
// (Go's method-set rule), so its result is received.
type upstream interface {
	CallTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

var _ upstream = (*client.Client)(nil)

// tool has a handler's shape and no client implements it: a call runs one
// of the server's tools, whatever its method is called.
type tool interface {
	Run(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

// Silent: the server's own tool, run through its interface.
func runTool(ctx context.Context, t tool) map[string]any {
	res, err := t.Run(ctx, mcp.CallToolRequest{})
	if err != nil {
		return nil
	}
	m, _ := res.StructuredContent.(map[string]any)
	return m
}

// readPayload reads a payload its callers give it.
func readPayload(res *mcp.CallToolResult) map[string]any {
	m, _ := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	return m
}

// Reported in the helper: a received result through the same pass-through
// helper stays received.
func forward(ctx context.Context, c upstream) map[string]any {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return nil
	}
	res, _ = ensureCoded(res)
	return readPayload(res)
}

// request is the project's own request type over the SDK's.
type request struct{ Name string }

type ownHandlerFunc func(context.Context, request) (*mcp.CallToolResult, error)

// Silent: next has a tool's shape with the project's own request type: a
// function value of that shape runs one of the server's tools.
func decorateOwn(next ownHandlerFunc) ownHandlerFunc {
	return func(ctx context.Context, req request) (*mcp.CallToolResult, error) {
		result, err := next(ctx, req)
		if err != nil || result == nil || !result.IsError {
			return result, err
		}
		result, _ = ensureCoded(result)
		annotate(result)
		return result, nil
	}
}
