// Package fix holds onechannel's fix: the IsError check put before a
// decode of the text, returning the refusal's text as an error in the
// function's own style.
package fix

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type forecast struct {
	City string `json:"city"`
}

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast"})
}

// The other results of the function's own error return are copied.
func fixed(ctx context.Context, s *mcp.ClientSession) (forecast, error) {
	var f forecast
	res, err := call(ctx, s)
	if err != nil {
		return f, err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if err := json.Unmarshal([]byte(text), &f); err != nil { // want `tool result text decoded without checking IsError`
		return f, fmt.Errorf("decoding: %w", err)
	}
	return f, nil
}

// A decoder over the text, in a case clause.
func fixedDecoder(ctx context.Context, s *mcp.ClientSession, kind string) (*forecast, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	switch kind {
	case "json":
		var f forecast
		err = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&f) // want `tool result text decoded without checking IsError`
		return &f, err
	}
	return nil, nil
}

// The error return after the decode is the function's style too.
func fixedLaterReturn(ctx context.Context, s *mcp.ClientSession) (forecast, error) {
	res, err := call(ctx, s)
	if err != nil {
		return zero(), err
	}
	var f forecast
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &f) // want `tool result text decoded without checking IsError`
	return f, err
}

// --- no fix ---

// No error to return.
func noError(res *mcp.CallToolResult) (f forecast) {
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &f) // want `tool result text decoded without checking IsError`
	return f
}

// The function's error returns repeat a call.
func onlyCallingReturns(ctx context.Context, s *mcp.ClientSession) (forecast, error) {
	res, err := call(ctx, s)
	if err != nil {
		return zero(), err
	}
	var f forecast
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &f); err != nil { // want `tool result text decoded without checking IsError`
		return zero(), err
	}
	return f, nil
}

func zero() forecast { return forecast{} }

// A read of the structured channel: its refusal's message is in the
// content blocks.
func structured(ctx context.Context, s *mcp.ClientSession) (f forecast, err error) {
	res, err := call(ctx, s)
	if err != nil {
		return f, err
	}
	b, _ := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	err = json.Unmarshal(b, &f)
	return f, err
}
