package conditions

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
)

func callText(ctx context.Context, c *client.Client) (*mcpgo.CallToolResult, error) {
	req := mcpgo.CallToolRequest{}
	req.Params.Name = "search"
	return c.CallTool(ctx, req)
}

// --- positives ---

func emptyText(ctx context.Context, c *client.Client) (string, error) {
	res, err := callText(ctx, c)
	if err != nil || len(res.Content) == 0 {
		return "", err
	}
	text := mcpgo.GetTextFromContent(res.Content[0])
	if !res.IsError && text == "" { // want `empty tool result treated as an error`
		return "", errors.New("no answer")
	}
	return text, nil
}

// --- negatives ---

func textPresence(ctx context.Context, c *client.Client) (string, error) {
	res, err := callText(ctx, c)
	if err != nil || len(res.Content) == 0 {
		return "", err
	}
	text := mcpgo.GetTextFromContent(res.Content[0])
	if text == "" { // before decoding: a presence guard
		return "", errors.New("malformed reply")
	}
	return text, nil
}
