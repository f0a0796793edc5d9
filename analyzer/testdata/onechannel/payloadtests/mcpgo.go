package payloadtests

import (
	"context"
	"encoding/json"
	"errors"

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

func rawLengthTest(ctx context.Context, c *client.Client) (r route, err error) {
	res, err := callRoute(ctx, c)
	if err != nil {
		return r, err
	}
	if len(res.RawStructuredContent) == 0 { // a refusal reads as "no payload"
		return r, errors.New("no payload")
	}
	err = json.Unmarshal(res.RawStructuredContent, &r) // want `RawStructuredContent read without checking IsError`
	return r, err
}

func structuredCommaOk(ctx context.Context, c *client.Client) (map[string]any, error) {
	res, err := callRoute(ctx, c)
	if err != nil {
		return nil, err
	}
	m, ok := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	if !ok {
		panic("unexpected payload")
	}
	return m, nil
}

// --- negatives ---

func rawAfterIsError(ctx context.Context, c *client.Client) (r route, err error) {
	res, err := callRoute(ctx, c)
	if err != nil {
		return r, err
	}
	if res.IsError {
		return r, errRefused
	}
	if len(res.RawStructuredContent) == 0 { // after the check: a success without payload
		return r, errors.New("no payload")
	}
	err = json.Unmarshal(res.RawStructuredContent, &r)
	return r, err
}
