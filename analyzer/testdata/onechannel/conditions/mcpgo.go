package conditions

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
)

type route struct {
	Distance float64 `json:"distance"`
}

func callRoute(ctx context.Context, c *client.Client) (*mcpgo.CallToolResult, error) {
	req := mcpgo.CallToolRequest{}
	req.Params.Name = "route"
	return c.CallTool(ctx, req)
}

// --- positives ---

func rawStrictAnd(ctx context.Context, c *client.Client, strict bool) (r route, err error) {
	res, err := callRoute(ctx, c)
	if err != nil {
		return r, err
	}
	if strict && res.IsError {
		return r, errRefused
	}
	err = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r, err
}

func rawNotAndElse(ctx context.Context, c *client.Client, cached bool) (r route, err error) {
	res, err := callRoute(ctx, c)
	if err != nil {
		return r, err
	}
	if cached && !res.IsError {
		return r, nil
	} else {
		// reached when cached is false, IsError never looked at
		err = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	}
	return r, err
}

// --- negatives ---

func rawOrGuard(ctx context.Context, c *client.Client, done bool) (r route, err error) {
	res, err := callRoute(ctx, c)
	if err != nil {
		return r, err
	}
	if done || res.IsError {
		return r, errRefused
	}
	err = json.Unmarshal(res.RawStructuredContent, &r)
	return r, err
}

func rawNotOrElse(ctx context.Context, c *client.Client, cached bool) (r route, err error) {
	res, err := callRoute(ctx, c)
	if err != nil {
		return r, err
	}
	if res.IsError || cached {
		return r, errRefused
	} else {
		// both operands were false: IsError was read
		err = json.Unmarshal(res.RawStructuredContent, &r)
	}
	return r, err
}
