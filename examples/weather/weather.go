// Package weather is a small MCP client with the mistakes mcpresult finds.
// It is the example the README runs mcpresult on: every finding here is
// deliberate.
package weather

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forecast is the typed payload of the "forecast" tool.
type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

// FetchForecast calls the tool and decodes its text: on a refusal the text
// is prose and the decode fails with a confusing JSON error.
func FetchForecast(ctx context.Context, s *mcp.ClientSession, city string) (Forecast, error) {
	var f Forecast
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast", Arguments: map[string]any{"city": city}})
	if err != nil {
		return f, err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	if err := json.Unmarshal([]byte(text), &f); err != nil {
		return f, fmt.Errorf("decoding forecast for %s: %w", city, err)
	}
	return f, nil
}

// FetchForecastRight reads the structured channel after checking IsError.
func FetchForecastRight(ctx context.Context, s *mcp.ClientSession, city string) (Forecast, error) {
	var f Forecast
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast", Arguments: map[string]any{"city": city}})
	if err != nil {
		return f, err
	}
	if res.IsError {
		return f, fmt.Errorf("forecast tool refused: %v", res.Content)
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return f, err
	}
	return f, json.Unmarshal(b, &f)
}
