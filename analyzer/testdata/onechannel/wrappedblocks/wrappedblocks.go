// Package wrappedblocks: a client that unwraps a content block serialised
// inside a text block ({"type":"text","text":"…"}) reads text, not the
// payload, so no IsError check is needed before that decode.
package wrappedblocks

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Silent: only the block's type and text are read from the decoded map,
// and every text, a refusal's too, goes on as text.
func resultText(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "x"}})
	if err != nil {
		return "", err
	}
	var parts []string
	for _, content := range res.Content {
		tc, ok := content.(mcp.TextContent)
		if !ok {
			continue
		}
		var block map[string]any
		if err := json.Unmarshal([]byte(tc.Text), &block); err == nil {
			if text, ok := block["text"].(string); ok && block["type"] == "text" {
				parts = append(parts, text)
				continue
			}
		}
		parts = append(parts, tc.Text)
	}
	return strings.Join(parts, "\n"), nil
}

// Reported: another key is the payload's, read without an IsError check.
func resultCount(ctx context.Context, c *client.Client) (float64, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "x"}})
	if err != nil {
		return 0, err
	}
	tc, _ := res.Content[0].(mcp.TextContent)
	var body map[string]any
	if err := json.Unmarshal([]byte(tc.Text), &body); err != nil { // want `tool result text decoded without checking IsError`
		return 0, err
	}
	n, _ := body["count"].(float64)
	return n, nil
}
