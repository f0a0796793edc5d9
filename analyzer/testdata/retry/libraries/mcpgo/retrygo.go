// Package mcpgo retries mcp-go tool calls with avast/retry-go (v3, v4).
package mcpgo

import (
	"context"
	"errors"

	retryv3 "github.com/avast/retry-go"
	"github.com/avast/retry-go/v4"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

var errRefused = errors.New("refused")

func request() mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = "forecast"
	return req
}

// Positives.

// Ten attempts by default, refusals included.
func blindDefault(ctx context.Context, c *client.Client) error {
	return retry.Do(func() error { // want `tool call retried up to 9 times after a refusal, reading nothing the server categorised`
		res, err := c.CallTool(ctx, request())
		if err != nil {
			return err
		}
		if res.IsError {
			return errRefused
		}
		return nil
	})
}

// Attempts(0) retries until the call succeeds (v4).
func untilSucceeded(ctx context.Context, c client.MCPClient) (*mcp.CallToolResult, error) {
	return retry.DoWithData(func() (*mcp.CallToolResult, error) { // want `tool call retried after a request error with no bound`
		return c.CallTool(ctx, request())
	}, retry.Attempts(0))
}

func untilSucceededOption(ctx context.Context, c *client.Client) error {
	return retry.Do(func() error { // want `tool call retried after a request error with no bound`
		_, err := c.CallTool(ctx, request())
		return err
	}, retry.UntilSucceeded())
}

// Invalid params recognised, and retried like the rest.
func permanentRetried(ctx context.Context, c *client.Client) error {
	return retry.Do(func() error { // want `tool call retried after invalid params \(-32602\), which the protocol marks permanent`
		_, err := c.CallTool(ctx, request())
		if errors.Is(err, mcp.ErrInvalidParams) {
			return err
		}
		return err
	}, retry.Attempts(3))
}

// Negatives.

// A refusal stops: Unrecoverable.
func unrecoverable(ctx context.Context, c *client.Client) error {
	return retry.Do(func() error {
		res, err := c.CallTool(ctx, request())
		if err != nil {
			return err
		}
		if res.IsError {
			return retry.Unrecoverable(errRefused)
		}
		return nil
	})
}

// Invalid params recognised, and made unrecoverable.
func permanentExcluded(ctx context.Context, c *client.Client) error {
	return retry.Do(func() error {
		_, err := c.CallTool(ctx, request())
		if errors.Is(err, mcp.ErrInvalidParams) {
			return retry.Unrecoverable(err)
		}
		return err
	}, retry.Attempts(3))
}

// Attempts(0) with v3 makes no attempt at all.
func v3Zero(ctx context.Context, c *client.Client) error {
	return retryv3.Do(func() error {
		_, err := c.CallTool(ctx, request())
		return err
	}, retryv3.Attempts(0))
}

// The caller's predicate decides.
func retryIf(ctx context.Context, c *client.Client, transient func(error) bool) error {
	return retry.Do(func() error {
		res, err := c.CallTool(ctx, request())
		if err == nil && res.IsError {
			return errRefused
		}
		return err
	}, retry.RetryIf(transient))
}

// Attempts(0) bounded by a context.
func withContext(ctx context.Context, c *client.Client) error {
	return retry.Do(func() error {
		_, err := c.CallTool(ctx, request())
		return err
	}, retry.Attempts(0), retry.Context(ctx))
}

// One retry, v3.
func v3Once(ctx context.Context, c *client.Client) error {
	return retryv3.Do(func() error {
		res, err := c.CallTool(ctx, request())
		if err == nil && res.IsError {
			return errRefused
		}
		return err
	}, retryv3.Attempts(2))
}
