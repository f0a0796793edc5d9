// Package fallback decodes the text of a received result when its
// StructuredContent is nil, after an IsError check, through a client given
// as an interface: the fallback the spec reports (docs/textjson.md).
package fallback

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// hookClient is the caller's own interface over a client session.
type hookClient interface {
	CallTool(ctx context.Context, params *mcp.CallToolParams) (*mcp.CallToolResult, error)
}

// Reported: the text is decoded as the payload when there is none.
func runHook(ctx context.Context, c hookClient) (any, error) {
	result, err := c.CallTool(ctx, &mcp.CallToolParams{Name: "hook"})
	if err != nil {
		return nil, err
	}
	if result.IsError {
		return nil, errors.New("hook refused")
	}
	payload := result.StructuredContent
	if payload == nil && len(result.Content) == 1 {
		if text, ok := result.Content[0].(*mcp.TextContent); ok && text.Text != "" {
			var object map[string]any
			if json.Unmarshal([]byte(text.Text), &object) == nil { // want `decoding tool result text as JSON; read StructuredContent instead`
				payload = object
			}
		}
	}
	return payload, nil
}

// Silent: the text is only shown when there is no payload.
func showHook(ctx context.Context, c hookClient) (any, error) {
	result, err := c.CallTool(ctx, &mcp.CallToolParams{Name: "hook"})
	if err != nil || result.IsError {
		return nil, err
	}
	if result.StructuredContent == nil && len(result.Content) == 1 {
		if text, ok := result.Content[0].(*mcp.TextContent); ok {
			return text.Text, nil
		}
	}
	return result.StructuredContent, nil
}
