// Package mcpgoenvelopes: envelopes as mcp-go clients decode them
// (json.Unmarshal(res.RawStructuredContent, &env)), with data fields that
// are not called Result.
package mcpgoenvelopes

import (
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

type fault struct {
	ErrorCode string `json:"errorCode"`
	Message   string `json:"message"`
}

type forecast struct {
	City  string  `json:"city"`
	TempC float64 `json:"tempC"`
	Err   *fault  `json:"error,omitempty"`
}

// event is no envelope: its Error is a plain string, no error object.
type event struct {
	Kind  string `json:"kind"`
	Error string `json:"error"`
}

var errRefused = errors.New("tool refused")

// --- positives ---

func temperature(res *mcp.CallToolResult) (float64, error) {
	if res.IsError {
		return 0, errRefused
	}
	var f forecast
	if err := json.Unmarshal(res.RawStructuredContent, &f); err != nil {
		return 0, err
	}
	return f.TempC, nil // want `result of envelope used without checking its error field; check Err first`
}

// --- negatives ---

func temperatureChecked(res *mcp.CallToolResult) (float64, error) {
	if res.IsError {
		return 0, errRefused
	}
	var f forecast
	if err := json.Unmarshal(res.RawStructuredContent, &f); err != nil {
		return 0, err
	}
	if f.Err != nil {
		return 0, errors.New(f.Err.Message)
	}
	return f.TempC, nil
}

// Both parts handed to the caller in one statement.
func handedOn(res *mcp.CallToolResult) (string, *fault) {
	if res.IsError {
		return "", nil
	}
	var f forecast
	_ = json.Unmarshal(res.RawStructuredContent, &f)
	return f.City, f.Err
}

func eventKind(res *mcp.CallToolResult) string {
	if res.IsError {
		return ""
	}
	var e event
	_ = json.Unmarshal(res.RawStructuredContent, &e)
	return e.Kind
}
