// Package wrappedblocks: a client that finds a content block serialised
// inside a text block ({"type":"text","text":"…"}, a server encoding its
// blocks twice) and unwraps it reads text, not the payload.
package wrappedblocks

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Silent: only the block's type and text are read from the decoded map.
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
			if typ, ok := block["type"].(string); ok && typ == "text" {
				if text, ok := block["text"].(string); ok {
					parts = append(parts, text)
					continue
				}
			}
		}
		parts = append(parts, tc.Text)
	}
	return strings.Join(parts, "\n"), nil
}

// Silent: the same into a struct of the block's shape.
func resultTextStruct(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "x"}})
	if err != nil || res.IsError {
		return "", err
	}
	tc, _ := res.Content[0].(mcp.TextContent)
	var block struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal([]byte(tc.Text), &block) == nil && block.Type == "text" {
		return block.Text, nil
	}
	return tc.Text, nil
}

// Reported: other keys are the payload's.
func resultCount(ctx context.Context, c *client.Client) (float64, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "x"}})
	if err != nil || res.IsError {
		return 0, err
	}
	tc, _ := res.Content[0].(mcp.TextContent)
	var m map[string]any
	if err := json.Unmarshal([]byte(tc.Text), &m); err != nil { // want `decoding tool result text as JSON; read RawStructuredContent instead`
		return 0, err
	}
	if m["type"] == "text" {
		return 0, nil
	}
	n, _ := m["count"].(float64)
	return n, nil
}
