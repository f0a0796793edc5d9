// Package fabricated holds outputschema's second form: error results that
// carry structured content, in any function, and the error objects that
// stay silent.
package fabricated

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
	Conditions   string  `json:"conditions"`
}

// errorObject is the in-band structured error of the seeds: {code, message}.
type errorObject struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	Error *errorObject `json:"error"`
}

type failure struct {
	ErrorCategory string `json:"errorCategory"`
	IsRetryable   bool   `json:"isRetryable"`
	Message       string `json:"message"`
}

func lookup(ctx context.Context) (weather, error) { return weather{}, errors.New("down") }

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	w, err := lookup(ctx)
	if err != nil {
		res := mcp.NewToolResultStructured(weather{}, "lookup failed")
		res.IsError = true // want `error result carrying structured content; explain the failure in Content and leave StructuredContent unset \(or make it an error object\)`
		return res, nil
	}
	return mcp.NewToolResultStructured(w, "ok"), nil
}

// A builder of the package: reported at the literal, once.
func failed(w weather, text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{ // want `error result carrying structured content`
		IsError:           true,
		Content:           []mcp.Content{mcp.NewTextContent(text)},
		StructuredContent: w,
	}
}

func failedMap(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, StructuredContent: map[string]any{"temperatureC": 0}} // want `error result carrying structured content`
}

func flaggedThenFilled(w weather) *mcp.CallToolResult {
	res := mcp.NewToolResultError("lookup failed")
	res.StructuredContent = w // want `error result carrying structured content`
	return res
}

// Silent: error objects as the payload of an error result (the seeds'
// structured errors), a payload of unknown shape, and text-only errors.
func silent(err error, payload any, data map[string]any) []*mcp.CallToolResult {
	return []*mcp.CallToolResult{
		{IsError: true, StructuredContent: errorObject{Code: "no_route_found", Message: err.Error()}},
		{IsError: true, StructuredContent: envelope{Error: &errorObject{Code: "x", Message: "y"}}},
		{IsError: true, StructuredContent: map[string]any{"error": map[string]any{"code": "x", "message": "y"}}},
		{IsError: true, StructuredContent: failure{ErrorCategory: "business", Message: "refunds closed"}},
		{IsError: true, StructuredContent: map[string]any{"status": "awaiting_user_submission", "reason": "a form is shown"}},
		{IsError: true, StructuredContent: payload},
		{IsError: true, StructuredContent: data},
		{IsError: true, Content: []mcp.Content{mcp.NewTextContent("failed")}},
		{IsError: false, StructuredContent: weather{}},
		mcp.NewToolResultErrorf("lookup: %v", err),
	}
}
