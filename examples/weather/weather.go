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

// FetchForecast checks IsError, then decodes the text: the text is prose
// for a model, and its shape may change while the typed payload keeps its
// schema.
func FetchForecast(ctx context.Context, s *mcp.ClientSession, city string) (Forecast, error) {
	var f Forecast
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast", Arguments: map[string]any{"city": city}})
	if err != nil {
		return f, err
	}
	if res.IsError {
		return f, fmt.Errorf("forecast tool refused: %v", res.Content)
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

// Alert is an item of the "alerts" tool's payload.
type Alert struct {
	Severity string `json:"severity"`
}

// alertsEnvelope is the "alerts" tool's payload: a result or an in-band
// refusal.
type alertsEnvelope struct {
	Result []Alert `json:"result"`
	Error  *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// Alerts reads the payload without checking IsError (a refusal has no
// structured payload), treats no alerts as an error, and branches on the
// in-band error's wording.
func Alerts(ctx context.Context, s *mcp.ClientSession, region string) ([]Alert, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "alerts", Arguments: map[string]any{"region": region}})
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil, err
	}
	var env alertsEnvelope
	if err := json.Unmarshal(b, &env); err != nil {
		return nil, err
	}
	if env.Error != nil {
		if env.Error.Message == "region not found" {
			return nil, fmt.Errorf("unknown region %q", region)
		}
		return nil, fmt.Errorf("alerts refused: %s", env.Error.Message)
	}
	if len(env.Result) == 0 {
		return nil, fmt.Errorf("no alerts for %s", region)
	}
	return env.Result, nil
}

// ForecastEventually calls the forecast tool again until it stops
// refusing: nothing ends the loop, and a refusal the server will repeat
// (a city it does not know) is retried forever.
func ForecastEventually(ctx context.Context, s *mcp.ClientSession, city string) (*mcp.CallToolResult, error) {
	for {
		res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast", Arguments: map[string]any{"city": city}})
		if err != nil {
			return nil, err
		}
		if !res.IsError {
			return res, nil
		}
	}
}
