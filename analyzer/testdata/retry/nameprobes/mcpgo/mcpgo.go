// Package mcpgo holds pairs that differ only in a name: a retry helper of
// another shape called retryCall or doCall, and a predicate called
// isPermanent or check.
package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func request() mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = "forecast"
	return req
}

func retryCall(fn func() error) error {
	var err error
	for {
		if err = fn(); err == nil {
			return nil
		}
	}
}

func doCall(fn func() error) error {
	var err error
	for {
		if err = fn(); err == nil {
			return nil
		}
	}
}

func viaRetryCall(ctx context.Context, c *client.Client) error {
	return retryCall(func() error { // want `tool call retried after a request error with no bound`
		_, err := c.CallTool(ctx, request())
		return err
	})
}

func viaDoCall(ctx context.Context, c *client.Client) error {
	return doCall(func() error { // want `tool call retried after a request error with no bound`
		_, err := c.CallTool(ctx, request())
		return err
	})
}

func isPermanent(err error) bool { return errors.Is(err, mcp.ErrMethodNotFound) }

func check(err error) bool { return errors.Is(err, mcp.ErrMethodNotFound) }

func permanentNamed(ctx context.Context, c *client.Client) error {
	var last error
	for attempt := 0; attempt < 3; attempt++ {
		_, err := c.CallTool(ctx, request())
		if err == nil {
			return nil
		}
		if isPermanent(err) {
			return err
		}
		last = err
	}
	return last
}

func permanentCheck(ctx context.Context, c *client.Client) error {
	var last error
	for attempt := 0; attempt < 3; attempt++ {
		_, err := c.CallTool(ctx, request())
		if err == nil {
			return nil
		}
		if check(err) {
			return err
		}
		last = err
	}
	return last
}
