// Package gosdk holds textjson's name probes on go-sdk (issue 19, "Names
// can decide findings"): pairs that differ only in what the user called a
// method, and must get the same finding. The wants say what the spec asks
// for; where one side of a pair differs today, a rule keyed on a name
// decides it. Not registered in textjson's own tests: the rename-invariance
// test (analyzer/renameinvariance_test.go) runs them.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	City string  `json:"city"`
	Temp float64 `json:"temp"`
}

// Pair 1 — the module's own client hands on what the SDK's CallTool
// answered: a received result, whatever its method is called. Any method
// named CallTool is taken for a client's call (mcpmodel's isClientCall);
// Invoke is known by what it returns.

type gateway struct{ s *mcp.ClientSession }

func (g *gateway) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return g.s.CallTool(ctx, &mcp.CallToolParams{Name: name})
}

func (g *gateway) Invoke(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return g.s.CallTool(ctx, &mcp.CallToolParams{Name: name})
}

func forecastByCallTool(ctx context.Context, g *gateway) (weather, error) {
	var w weather
	res, err := g.CallTool(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	return w, err
}

func forecastByInvoke(ctx context.Context, g *gateway) (weather, error) {
	var w weather
	res, err := g.Invoke(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	return w, err
}

// Pair 2 — an in-process stand-in of a client that builds the result
// itself, with a tool's shape: the module's own result, whatever its
// method is called (the spec: own when the module built it; textjson is
// about received results). Both silent.

type localTools struct{}

func (localTools) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"city":"Oslo","temp":3}`}}}, nil
}

func (localTools) Invoke(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"city":"Oslo","temp":3}`}}}, nil
}

func localByCallTool(ctx context.Context, l localTools) (weather, error) {
	var w weather
	res, err := l.CallTool(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w)
	return w, err
}

func localByInvoke(ctx context.Context, l localTools) (weather, error) {
	var w weather
	res, err := l.Invoke(ctx, "forecast")
	if err != nil || res.IsError {
		return w, err
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w)
	return w, err
}
