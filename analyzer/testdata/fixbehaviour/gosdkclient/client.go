// Package gosdkclient reads a tool's answer with go-sdk, one function per
// form of textjson's fix.
package gosdkclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forecast is the forecast tool's payload.
type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast", Arguments: map[string]any{"city": "Oslo"}})
}

// IfInit is the README's shape: IsError checked, the decode's error
// handled by one statement that leaves.
func IfInit(ctx context.Context, s *mcp.ClientSession) (Forecast, error) {
	var f Forecast
	res, err := call(ctx, s)
	if err != nil {
		return f, err
	}
	if res.IsError {
		return f, errors.New("forecast refused")
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if err := json.Unmarshal([]byte(text), &f); err != nil {
		return f, fmt.Errorf("decoding forecast: %w", err)
	}
	return f, nil
}

// Returned returns the decode's error, and never checks IsError.
func Returned(ctx context.Context, s *mcp.ClientSession) (Forecast, error) {
	var f Forecast
	res, err := call(ctx, s)
	if err != nil {
		return f, err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	return f, json.Unmarshal([]byte(text), &f)
}

// Kept keeps the decode's error for later.
func Kept(ctx context.Context, s *mcp.ClientSession) (f Forecast, err error) {
	res, err := call(ctx, s)
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &f)
	if err != nil {
		return Forecast{}, fmt.Errorf("decoding: %w", err)
	}
	return f, nil
}

// Decoder decodes through a json.Decoder over the text.
func Decoder(ctx context.Context, s *mcp.ClientSession) (Forecast, error) {
	var f Forecast
	res, err := call(ctx, s)
	if err != nil {
		return f, err
	}
	err = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&f)
	return f, err
}

// Condition tests the decode in an if condition.
func Condition(ctx context.Context, s *mcp.ClientSession) (Forecast, error) {
	var f Forecast
	res, err := call(ctx, s)
	if err != nil {
		return f, err
	}
	if json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &f) != nil {
		return Forecast{}, errors.New("no forecast")
	}
	return f, nil
}
