// Package mcpgo: the error of an mcp-go client request, matched in a helper
// of the package that classifies it, and the errors of requests other than
// CallTool.
package mcpgo

import (
	"context"
	"errors"
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
	return strings.Contains(text, "Invalid params") // want `^branching on the text of a CallTool error; its wording is not a contract: use errors.Is with mcp-go's sentinel errors \(mcp.ErrMethodNotFound, …\)$`
}

// forward only passes the error on.
func forward(err error) bool { return retryable(err) }

func call(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	return err != nil && forward(err)
}

func prompt(ctx context.Context, c client.MCPClient) (*mcp.GetPromptResult, error) {
	res, err := c.GetPrompt(ctx, mcp.GetPromptRequest{})
	if err != nil && strings.Contains(err.Error(), "prompt not found") { // want `^branching on the text of a GetPrompt error; its wording is not a contract: use errors.Is`
		return nil, nil
	}
	return res, err
}

// Negatives.

// The fix: mcp-go's sentinel errors.
func promptBySentinel(ctx context.Context, c *client.Client) bool {
	_, err := c.GetPrompt(ctx, mcp.GetPromptRequest{})
	return errors.Is(err, mcp.ErrMethodNotFound)
}

// The same helper shape given only ordinary errors.
func exists(err error) bool {
	return !strings.Contains(err.Error(), "no such file")
}

func stat(path string) bool {
	_, err := os.Stat(path)
	return err == nil || exists(err)
}
