// Package mcpgo: text built from an mcp-go result's blocks, then decoded.
package mcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type item struct{ ID string }

// Positives: the built text is still the result's text.

func builder(ctx context.Context, c *client.Client) ([]item, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, fmt.Errorf("list failed")
	}
	var sb strings.Builder
	for _, block := range res.Content {
		sb.WriteString(mcp.GetTextFromContent(block))
	}
	var items []item
	err = json.Unmarshal([]byte(sb.String()), &items) // want `^decoding tool result text as JSON; read RawStructuredContent instead$`
	return items, err
}

func buffer(res *mcp.CallToolResult) (map[string]any, error) {
	buf := new(bytes.Buffer)
	for _, block := range res.Content {
		if tc, ok := mcp.AsTextContent(block); ok {
			io.WriteString(buf, tc.Text)
		}
	}
	var out map[string]any
	err := json.Unmarshal(buf.Bytes(), &out) // want `^decoding tool result text as JSON; read RawStructuredContent instead$`
	return out, err
}

func joined(res *mcp.CallToolResult) (any, error) {
	if res.IsError {
		return nil, fmt.Errorf("failed")
	}
	texts := make([]string, 0, len(res.Content))
	for _, block := range res.Content {
		texts = append(texts, mcp.GetTextFromContent(block))
	}
	var v any
	err := json.Unmarshal([]byte(strings.Join(texts, "\n")), &v) // want `decoding tool result text as JSON`
	return v, err
}

func formatted(res *mcp.CallToolResult) (any, error) {
	if res.IsError {
		return nil, fmt.Errorf("failed")
	}
	var v any
	err := json.Unmarshal([]byte(fmt.Sprintf("%s", mcp.GetTextFromContent(res.Content[0]))), &v) // want `decoding tool result text as JSON`
	return v, err
}

// Negatives.

// Built text only printed or returned to a model is not a decode.
func forTheModel(res *mcp.CallToolResult) string {
	var sb strings.Builder
	for _, block := range res.Content {
		sb.WriteString(mcp.GetTextFromContent(block))
		sb.WriteString("\n")
	}
	fmt.Println(sb.String())
	return sb.String()
}

// Texts joined from the code's own arguments are not a result's text.
func ownParts(names []string) (any, error) {
	var v any
	err := json.Unmarshal([]byte("["+strings.Join(names, ",")+"]"), &v)
	return v, err
}
