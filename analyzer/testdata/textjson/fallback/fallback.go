// Package fallback decodes the text of a received result as a fallback:
// only where the structured channel is absent (nil, empty) or a read of it
// failed. That is the migration shape textjson's fix writes, and it is
// silent (docs/textjson.md); a text decode that also runs where the
// structured channel is there is reported.
package fallback

import (
	"context"
	"encoding/json"
	"errors"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// hookClient is the caller's own interface over a client session.
type hookClient interface {
	CallTool(ctx context.Context, params *mcp.CallToolParams) (*mcp.CallToolResult, error)
}

// --- silent: the text is read only where the structured channel is absent ---

// Through a local holding the channel, in the right operand of && and in
// a nested if.
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
			if json.Unmarshal([]byte(text.Text), &object) == nil {
				payload = object
			}
		}
	}
	return payload, nil
}

// The shape of textjson's fix: the bytes to decode are the text, unless
// the structured channel is there.
func fixShape(res *mcp.CallToolResult) (v map[string]any, err error) {
	text := res.Content[0].(*mcp.TextContent).Text
	data := []byte(text)
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err != nil {
			return nil, err
		}
		data = b
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, err
	}
	return v, nil
}

// A gateway that hands on the structured content and decodes the text only
// when an upstream sent none.
func gateway(res *mcp.CallToolResult) (any, error) {
	if res.StructuredContent != nil {
		return res.StructuredContent, nil
	}
	var v any
	err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v)
	return v, err
}

// In the else branch of a presence test.
func elseBranch(res *mcp.CallToolResult) (v map[string]any) {
	if res.StructuredContent != nil {
		v, _ = res.StructuredContent.(map[string]any)
	} else {
		_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v)
	}
	return v
}

// After a failed read of the structured channel: a comma-ok assertion.
func failedAssertion(res *mcp.CallToolResult) (v map[string]any) {
	if m, ok := res.StructuredContent.(map[string]any); ok {
		return m
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v)
	return v
}

// --- reported: the text is decoded where the structured channel may be there ---

// The presence test only logs: the decode runs either way.
func loggedOnly(res *mcp.CallToolResult) (v map[string]any) {
	if res.StructuredContent == nil {
		log.Print("no structured content")
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v) // want `decoding tool result text as JSON; read StructuredContent instead`
	return v
}

// The bytes are the text on every path.
func textOnEveryPath(res *mcp.CallToolResult) (v map[string]any) {
	data := []byte(res.Content[0].(*mcp.TextContent).Text)
	if res.StructuredContent != nil {
		log.Print("structured content ignored")
	}
	_ = json.Unmarshal(data, &v) // want `decoding tool result text as JSON; read StructuredContent instead`
	return v
}

// The test is of another result.
func otherResult(a, b *mcp.CallToolResult) (v map[string]any) {
	if a.StructuredContent == nil {
		_ = json.Unmarshal([]byte(b.Content[0].(*mcp.TextContent).Text), &v) // want `decoding tool result text as JSON; read StructuredContent instead`
	}
	return v
}

// The result is given a new value after the test.
func renewed(ctx context.Context, c hookClient, res *mcp.CallToolResult) (v map[string]any) {
	if res.StructuredContent != nil {
		return nil
	}
	res, _ = c.CallTool(ctx, &mcp.CallToolParams{Name: "again"})
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v) // want `decoding tool result text as JSON; read StructuredContent instead`
	return v
}

// The present branch is the one that decodes the text.
func wrongBranch(res *mcp.CallToolResult) (v map[string]any) {
	if res.StructuredContent != nil {
		_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &v) // want `decoding tool result text as JSON; read StructuredContent instead`
	}
	return v
}
