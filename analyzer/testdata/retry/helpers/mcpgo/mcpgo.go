package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/retry/helpers/retrying"
)

var errRefused = errors.New("refused")

func request() mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = "forecast"
	return req
}

// toError turns a refusal into an error.
func toError(res *mcp.CallToolResult, err error) (*mcp.CallToolResult, error) {
	if err == nil && res.IsError {
		return nil, errRefused
	}
	return res, err
}

// Positives.

// The helper in another package, through the SDK's client interface.
func five(ctx context.Context, c client.MCPClient) (*mcp.CallToolResult, error) {
	return retrying.Five(func() (*mcp.CallToolResult, error) { // want `tool call retried up to 4 times after a refusal, reading nothing the server categorised`
		res, err := c.CallTool(ctx, request())
		if err != nil {
			return nil, err
		}
		if res.IsError {
			return nil, errRefused
		}
		return res, nil
	})
}

// A method of the module's own that loops on a refusal, unbounded.
type caller struct{ c *client.Client }

func (k *caller) until(fn func() (*mcp.CallToolResult, error)) *mcp.CallToolResult {
	for {
		res, err := fn()
		if err == nil && !res.IsError {
			return res
		}
	}
}

func (k *caller) forecast(ctx context.Context) *mcp.CallToolResult {
	return k.until(func() (*mcp.CallToolResult, error) { // want `tool call retried after a refusal or a request error with no bound`
		return k.c.CallTool(ctx, request())
	})
}

// Negatives.

// Request errors only, within the caller's constant budget.
func transport(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	return retrying.Do(3, func() (*mcp.CallToolResult, error) {
		return c.CallTool(ctx, request())
	})
}

// A refusal turned into an error through a helper whose outcome is out of
// sight: the closure's return is not known to fail on a refusal.
func throughHelper(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	return retrying.Do(5, func() (*mcp.CallToolResult, error) {
		return toError(c.CallTool(ctx, request()))
	})
}
