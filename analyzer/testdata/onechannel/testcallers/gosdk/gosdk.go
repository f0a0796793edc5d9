// Package gosdk has helpers whose production callers check IsError two
// calls up, and whose tests also call them with results the tests built
// themselves: an own result is never a refusal, so those calls leave the
// helpers' context checked.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type forecast struct {
	TempC float64 `json:"tempC"`
}

// Forecast checks IsError and hands the result on, two calls above the
// read.
func Forecast(ctx context.Context, s *mcp.ClientSession) (forecast, bool) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast"})
	if err != nil || res.IsError {
		return forecast{}, false
	}
	return parse(res), true
}

// parse hands on what its checking caller gave.
func parse(res *mcp.CallToolResult) forecast { return decodeForecast(res) }

// Silent: production calls it checked, its tests with their own results.
func decodeForecast(res *mcp.CallToolResult) (f forecast) {
	b, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(b, &f)
	return f
}

// Humidity checks IsError before reading.
func Humidity(ctx context.Context, s *mcp.ClientSession) float64 {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "humidity"})
	if err != nil || res.IsError {
		return 0
	}
	return decodeHumidity(res)
}

// Reported: a test also passes a received result it never checked.
func decodeHumidity(res *mcp.CallToolResult) float64 {
	m := res.StructuredContent.(map[string]any) // want(tests) `StructuredContent read without checking IsError`
	h, _ := m["humidity"].(float64)
	return h
}
