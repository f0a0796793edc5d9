// Package mcpgo holds textjson's name probes on mcp-go (issue 19, "Names
// can decide findings"): pairs that differ only in what the user called a
// method, and must get the same finding. The wants say what the spec asks
// for; where one side of a pair differs today, a rule keyed on a name
// decides it. Not registered in textjson's own tests: the rename-invariance
// test (analyzer/renameinvariance_test.go) runs them.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type weather struct {
	City string  `json:"city"`
	Temp float64 `json:"temp"`
}

// Pair 1 — the module's own client hands on what the SDK's CallTool
// answered: a received result, whatever its method is called. Any method
// named CallTool is taken for a client's call (mcpmodel's isClientCall);
// Invoke is known by what it returns.

type gateway struct{ c *client.Client }

func (g *gateway) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return g.c.CallTool(ctx, req)
}

func (g *gateway) Invoke(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return g.c.CallTool(ctx, req)
}

func forecastByCallTool(ctx context.Context, g *gateway) (weather, error) {
	var w weather
	res, err := g.CallTool(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &w) // want `decoding tool result text as JSON`
	return w, err
}

func forecastByInvoke(ctx context.Context, g *gateway) (weather, error) {
	var w weather
	res, err := g.Invoke(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &w) // want `decoding tool result text as JSON`
	return w, err
}

// Pair 2 — an in-process stand-in of a client that builds the result
// itself, with a tool's shape: the module's own result, whatever its
// method is called (the spec: own when the module built it; textjson is
// about received results). Both silent.

type localTools struct{}

func (localTools) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(`{"city":"Oslo","temp":3}`), nil
}

func (localTools) Invoke(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(`{"city":"Oslo","temp":3}`), nil
}

func localByCallTool(ctx context.Context, l localTools) (weather, error) {
	var w weather
	res, err := l.CallTool(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &w)
	return w, err
}

func localByInvoke(ctx context.Context, l localTools) (weather, error) {
	var w weather
	res, err := l.Invoke(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &w)
	return w, err
}
