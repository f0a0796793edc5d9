// Package gosdk: text built from a go-sdk result's blocks, then decoded.
package gosdk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type item struct{ ID string }

// Positives: the built text is still the result's text.

func builder(ctx context.Context, s *mcp.ClientSession) ([]item, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "list"})
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, fmt.Errorf("list failed")
	}
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	var items []item
	err = json.Unmarshal([]byte(sb.String()), &items) // want `^decoding tool result text as JSON; read StructuredContent instead$`
	return items, err
}

func buffer(ctx context.Context, s *mcp.ClientSession) (map[string]any, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "get"})
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			fmt.Fprintln(&buf, tc.Text)
		}
	}
	var out map[string]any
	err = json.NewDecoder(&buf).Decode(&out) // want `^decoding tool result text as JSON; read StructuredContent instead$`
	return out, err
}

func joined(res *mcp.CallToolResult) (any, error) {
	if res.IsError {
		return nil, fmt.Errorf("failed")
	}
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	var v any
	err := json.Unmarshal([]byte(strings.Join(parts, "")), &v) // want `decoding tool result text as JSON`
	return v, err
}

func concatenated(res *mcp.CallToolResult) ([]item, error) {
	if res.IsError {
		return nil, fmt.Errorf("failed")
	}
	text := ""
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text += tc.Text
		}
	}
	var items []item
	err := json.Unmarshal([]byte("["+text+"]"), &items) // want `decoding tool result text as JSON`
	return items, err
}

// textOf is a text helper built on a strings.Builder; its callers decode
// the result's text.
func textOf(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

func throughHelper(res *mcp.CallToolResult) (item, error) {
	var it item
	if res.IsError {
		return it, fmt.Errorf("failed: %s", textOf(res))
	}
	err := json.Unmarshal([]byte(textOf(res)), &it) // want `decoding tool result text as JSON`
	return it, err
}

// Negatives.

// Built text only printed, logged, wrapped or returned is not a decode.
func shown(res *mcp.CallToolResult) (string, error) {
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	log.Printf("tool said: %s", sb.String())
	if res.IsError {
		return "", fmt.Errorf("tool failed: %s", sb.String())
	}
	return sb.String(), nil
}

// A builder of the code's own strings is no result's text.
func ownJSON(ids []string) ([]string, error) {
	var sb strings.Builder
	sb.WriteString("[")
	for i, id := range ids {
		if i > 0 {
			sb.WriteString(",")
		}
		fmt.Fprintf(&sb, "%q", id)
	}
	sb.WriteString("]")
	var out []string
	err := json.Unmarshal([]byte(sb.String()), &out)
	return out, err
}

// The text of a result the function built itself is its own.
func ownResult() (any, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"ok":true}`}}}
	var sb strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	var v any
	err := json.Unmarshal([]byte(sb.String()), &v)
	return v, err
}
