// Package gosdkserver answers JSON only as text with go-sdk, one handler
// per form of textonly's fix, and structured content with no text block,
// one handler per form of structuredonly's (structured.go).
package gosdkserver

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forecast is the payload the tools answer.
type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

// Input is the tools' arguments.
type Input struct {
	City string `json:"city"`
}

func lookup(city string) Forecast { return Forecast{City: city, TemperatureC: 21.5} }

// newTextResult and newErrorResult are the project's own wrappers.
func newTextResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

func newErrorResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}
}

// Literal is a plain handler returning a result literal.
func Literal(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in Input
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil || in.City == "" {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "city is required"}}, IsError: true}, nil
	}
	forecast := lookup(in.City)
	b, err := json.Marshal(forecast)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

// Typed is a typed handler with Out any that answers through the
// project's text wrapper.
func Typed(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	if in.City == "" {
		return newErrorResult("city is required"), nil, nil
	}
	forecast := lookup(in.City)
	r, err := json.Marshal(forecast)
	if err != nil {
		return nil, nil, err
	}
	return newTextResult(string(r)), nil, nil
}

// Dispatch hands its helper's answer on, Out included.
func Dispatch(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	if in.City == "" {
		return newErrorResult("city is required"), nil, nil
	}
	result, payload, err := report(in.City)
	return result, payload, err
}

func report(city string) (*mcp.CallToolResult, any, error) {
	summary := map[string]any{"city": city, "days": 3}
	r, _ := json.Marshal(summary)
	return newTextResult(string(r)), nil, nil
}
