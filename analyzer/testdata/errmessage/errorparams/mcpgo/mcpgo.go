// Package mcpgo: the error of an mcp-go client request, matched in a helper
// of the package that classifies it, and the errors of requests other than
// CallTool.
package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// retryable decides on the wording of a request's error (given one
// through forward): a JSON-RPC wording is a finding, a transport one is
// not.
func retryable(err error) bool {
	text := err.Error()
	if strings.Contains(text, "timeout") {
		return true
	}
	return strings.Contains(text, "Invalid params") // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp.ErrInvalidParams$`
}

// forward only passes the error on.
func forward(err error) bool { return retryable(err) }

func call(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	return err != nil && forward(err)
}

func prompt(ctx context.Context, c client.MCPClient) (*mcp.GetPromptResult, error) { // want prompt:`mcprequesterror\(mcp-go GetPrompt\)`
	res, err := c.GetPrompt(ctx, mcp.GetPromptRequest{})
	if err != nil && strings.Contains(err.Error(), "prompt not found") { // want `^branching on the text of a GetPrompt error; its wording is not a contract: use errors.Is`
		return nil, nil
	}
	return res, err
}

// The code's own client hands the SDK's error on with %w.
type ownClient struct{ c *client.Client }

func (o *ownClient) Read(ctx context.Context) (*mcp.ReadResourceResult, error) { // want Read:`mcprequesterror\(mcp-go ReadResource\)`
	res, err := o.c.ReadResource(ctx, mcp.ReadResourceRequest{})
	if err != nil {
		return nil, fmt.Errorf("read: %w", err)
	}
	return res, nil
}

func throughOwnClient(ctx context.Context, o *ownClient) bool {
	_, err := o.Read(ctx)
	return err != nil && strings.HasSuffix(err.Error(), "resource not found") // want `^branching on the text of a ReadResource error`
}

// Negatives.

// The fix: mcp-go's sentinel errors.
func promptBySentinel(ctx context.Context, c *client.Client) bool {
	_, err := c.GetPrompt(ctx, mcp.GetPromptRequest{})
	return errors.Is(err, mcp.ErrMethodNotFound)
}

// A client of its own that rewrites the SDK's error with %v.
func (o *ownClient) Rewritten(ctx context.Context) error {
	if _, err := o.c.ReadResource(ctx, mcp.ReadResourceRequest{}); err != nil {
		return fmt.Errorf("read: %v", err)
	}
	return nil
}

func throughRewrite(ctx context.Context, o *ownClient) bool {
	err := o.Rewritten(ctx)
	return err != nil && strings.HasSuffix(err.Error(), "resource not found")
}

// The same helper shape given only ordinary errors.
func exists(err error) bool {
	return !strings.Contains(err.Error(), "no such file")
}

func stat(path string) bool {
	_, err := os.Stat(path)
	return err == nil || exists(err)
}
