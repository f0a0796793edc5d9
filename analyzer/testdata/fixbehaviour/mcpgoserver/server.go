// Package mcpgoserver answers JSON only as text with mcp-go, one handler
// per form of textonly's fix, and structured content with no text block,
// one handler per form of structuredonly's (structured.go).
package mcpgoserver

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// Forecast is the payload the tools answer.
type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

func lookup(city string) Forecast { return Forecast{City: city, TemperatureC: 21.5} }

// Constructor answers with mcp.NewToolResultText.
func Constructor(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := req.GetString("city", "")
	if city == "" {
		return mcp.NewToolResultError("city is required"), nil
	}
	forecast := lookup(city)
	b, err := json.Marshal(forecast)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Literal answers with a result literal.
func Literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city := req.GetString("city", "")
	if city == "" {
		return mcp.NewToolResultError("city is required"), nil
	}
	summary := map[string]any{"city": city, "days": 3}
	b, _ := json.Marshal(summary)
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: string(b)}}}, nil
}
