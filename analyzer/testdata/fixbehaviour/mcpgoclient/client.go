// Package mcpgoclient reads a tool's answer with mcp-go, one function per
// form of textjson's and ptrcontent's fixes.
package mcpgoclient

import (
	"context"
	"encoding/json"
	"errors"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Forecast is the forecast tool's payload.
type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

func call(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = "forecast"
	req.Params.Arguments = map[string]any{"city": "Oslo"}
	return c.CallTool(ctx, req)
}

// Raw decodes the text; the fix decodes RawStructuredContent when the
// server sent structured content.
func Raw(ctx context.Context, c *client.Client) (Forecast, error) {
	var f Forecast
	res, err := call(ctx, c)
	if err != nil {
		return f, err
	}
	text := mcp.GetTextFromContent(res.Content[0])
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

// RawDecoder decodes through a json.Decoder over the text.
func RawDecoder(ctx context.Context, c *client.Client) (Forecast, error) {
	var f Forecast
	res, err := call(ctx, c)
	if err != nil {
		return f, err
	}
	if res.IsError {
		return f, errors.New("forecast refused")
	}
	if err := json.NewDecoder(strings.NewReader(mcp.GetTextFromContent(res.Content[0]))).Decode(&f); err != nil {
		return f, err
	}
	return f, nil
}

// Pointer asserts a pointer block type, which never matches a received
// block (ptrcontent).
func Pointer(ctx context.Context, c *client.Client) (string, error) {
	res, err := call(ctx, c)
	if err != nil {
		return "", err
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text, nil
	}
	return "", errors.New("no text block")
}

// PointerCase is a type switch with a pointer case (ptrcontent).
func PointerCase(ctx context.Context, c *client.Client) (string, error) {
	res, err := call(ctx, c)
	if err != nil {
		return "", err
	}
	switch block := res.Content[0].(type) {
	case *mcp.TextContent:
		return block.Text, nil
	}
	return "", errors.New("no text block")
}
