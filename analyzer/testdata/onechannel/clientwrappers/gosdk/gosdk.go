// Package gosdk reads go-sdk results that client wrappers of another
// package handed on: they are received results (ClientWrapper facts).
package gosdk

import (
	"context"
	"encoding/json"

	"example.com/fixtures/mcpmodel/clientwrappers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func viaFunc(ctx context.Context, cs *mcp.ClientSession) map[string]any {
	res, err := clientwrappers.Call(ctx, cs, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

func viaMethod(ctx context.Context, c *clientwrappers.Client) []byte {
	res, err := c.Call(ctx, "weather")
	if err != nil {
		return nil
	}
	b, _ := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	return b
}

// Silent: checked before the read.
func viaMethodChecked(ctx context.Context, c *clientwrappers.Client) []byte {
	res, err := c.Call(ctx, "weather")
	if err != nil {
		return nil
	}
	if res.IsError {
		return nil
	}
	b, _ := json.Marshal(res.StructuredContent)
	return b
}

func viaTuple(ctx context.Context, cs *mcp.ClientSession) map[string]any {
	res, _, err := clientwrappers.CallText(ctx, cs, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Reported: Refusal builds its result, but it is not a tool's entry point,
// and in production code what such a builder returns is received (issue 10,
// "Policy": a helper wrapping an HTTP body into a result looks the same).
func builtResult() map[string]any {
	res, _ := clientwrappers.Refusal("no")
	m, _ := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	return m
}

func viaRefusingWrapper(ctx context.Context, cs *mcp.ClientSession) map[string]any {
	res := clientwrappers.CallOrRefuse(ctx, cs, "weather")
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}
