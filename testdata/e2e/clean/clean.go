// Package clean reads tool results the right way: it checks IsError, then
// decodes the structured channel. No check reports anything here.
package clean

import (
	"context"
	"encoding/json"
	"errors"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forecast is the weather tool's answer.
type Forecast struct {
	TemperatureC float64 `json:"temperatureC"`
}

// GoSDK calls the weather tool through the official go-sdk.
func GoSDK(ctx context.Context, s *mcp.ClientSession) (Forecast, error) {
	var f Forecast
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil {
		return f, err
	}
	if res.IsError {
		return f, errors.New("weather tool failed")
	}
	structured, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return f, err
	}
	err = json.Unmarshal(structured, &f)
	return f, err
}

// MCPGo decodes a result from mark3labs/mcp-go.
func MCPGo(res *mcpgo.CallToolResult) (Forecast, error) {
	var f Forecast
	if res.IsError {
		return f, errors.New("weather tool failed")
	}
	err := json.Unmarshal(res.RawStructuredContent, &f)
	return f, err
}
