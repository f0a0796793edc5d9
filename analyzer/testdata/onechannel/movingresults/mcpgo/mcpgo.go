// Package mcpgo holds mcp-go results that move: into struct fields, maps,
// slices, channels, closures and the caller's own wrapper structs. They stay
// received results, and an IsError check of the same access path guards
// their reads.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type route struct {
	Distance float64 `json:"distance"`
}

func request(name string) mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return req
}

// session keeps the last result in a field.
type session struct {
	c     *client.Client
	res   *mcp.CallToolResult
	other *mcp.CallToolResult
}

// --- a receiver's field ---

func (s *session) route() (r route) {
	_ = json.Unmarshal(s.res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}

// Silent: the same access path is checked first.
func (s *session) checkedRoute() (r route) {
	if s.res.IsError {
		return r
	}
	_ = json.Unmarshal(s.res.RawStructuredContent, &r)
	return r
}

// A check of another field's result does not guard this one.
func (s *session) otherChecked() (r route) {
	if s.other.IsError {
		return r
	}
	_ = json.Unmarshal(s.res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}

// --- a struct received from a channel ---

type reply struct {
	res *mcp.CallToolResult
	err error
}

func fromChannel(ch <-chan reply) (r route) {
	got := <-ch
	if got.err != nil {
		return r
	}
	_ = json.Unmarshal(got.res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}

// Silent: got.res is checked before its payload is read.
func fromChannelChecked(ch <-chan reply) (r route) {
	got := <-ch
	if got.err != nil {
		return r
	}
	if got.res.IsError {
		return r
	}
	_ = json.Unmarshal(got.res.RawStructuredContent, &r)
	return r
}

// --- maps and slices ---

func fromMap(results map[string]*mcp.CallToolResult) (r route) {
	_ = json.Unmarshal(results["route"].RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}

// Silent: the element read is checked first.
func fromSliceChecked(results []*mcp.CallToolResult) (r route) {
	if results[0].IsError {
		return r
	}
	_ = json.Unmarshal(results[0].RawStructuredContent, &r)
	return r
}

// --- closures ---

func captured(ctx context.Context, c *client.Client) func() route {
	res, err := c.CallTool(ctx, request("route"))
	if err != nil {
		return nil
	}
	return func() (r route) {
		_ = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
		return r
	}
}

// Silent: the closure is made after the check.
func capturedChecked(ctx context.Context, c *client.Client) func() route {
	res, err := c.CallTool(ctx, request("route"))
	if err != nil || res.IsError {
		return nil
	}
	return func() (r route) {
		_ = json.Unmarshal(res.RawStructuredContent, &r)
		return r
	}
}

// --- the caller's own wrapper struct ---

type Reply struct {
	Result *mcp.CallToolResult
	Took   int
}

func wrapped(ctx context.Context, c *client.Client) (r route) {
	res, err := c.CallTool(ctx, request("route"))
	if err != nil {
		return r
	}
	reply := Reply{Result: res}
	_ = json.Unmarshal(reply.Result.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}

// Silent: the wrapped result was built here, so the code knows what it holds.
func wrappedOwn() (r route) {
	reply := Reply{Result: mcp.NewToolResultStructuredOnly(map[string]any{"distance": 3})}
	_ = json.Unmarshal(reply.Result.RawStructuredContent, &r)
	return r
}

// --- a method of a client wrapper type ---

type Client struct{ c *client.Client }

func (c *Client) Call(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return c.c.CallTool(ctx, req)
}

// The wrapper takes a CallToolRequest like a handler, but returns what the
// client call gave it: a received result.
func viaWrapperMethod(ctx context.Context, c *Client) (r route) {
	res, err := c.Call(ctx, request("route"))
	if err != nil {
		return r
	}
	_ = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r
}
