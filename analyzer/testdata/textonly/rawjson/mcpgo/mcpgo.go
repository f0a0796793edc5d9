// Package mcpgo holds JSON an API answered, kept as a json.RawMessage and
// marshalled again into a text-only result (mcp-go), and the look-alike:
// bytes of another type marshal to a base64 string, no JSON data.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// envelope is an API's answer: its result is whatever JSON the API sent.
type envelope struct {
	Success bool            `json:"success"`
	Result  json.RawMessage `json:"result"`
}

func zones(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var env envelope
	if err := json.Unmarshal([]byte(`{"success":true,"result":[{"id":"z1"}]}`), &env); err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(env.Result, "", "  ")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil // want `^JSON\ data\ returned\ only\ as\ text;\ also\ return\ it\ as\ structured\ content,\ with\ mcp\.NewToolResultStructured\(value,\ text\)$`
}

func digest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal([]byte{0xde, 0xad})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}
