// Package forkclient decodes the text of a forked SDK's result: a textjson
// finding once the fork's result type is configured, silence otherwise.
package forkclient

import (
	"encoding/json"
	"errors"

	"example.com/e2e/mcpfork"
)

// Forecast is the weather tool's answer.
type Forecast struct {
	TemperatureC float64 `json:"temperatureC"`
}

// Decode reads the first text block as JSON.
func Decode(res *mcpfork.CallToolResult) (Forecast, error) {
	var f Forecast
	if res.IsError {
		return f, errors.New("weather tool failed")
	}
	err := json.Unmarshal([]byte(res.Content[0].(*mcpfork.TextContent).Text), &f) // want textjson, with -resulttypes=example.com/e2e/mcpfork.CallToolResult
	return f, err
}
