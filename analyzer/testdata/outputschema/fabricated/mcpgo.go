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

// answer is a success payload with a status and a message beside its data:
// success-shaped, whatever its fields are called.
type answer struct {
	Status  string   `json:"status"`
	Message string   `json:"message"`
	Items   []string `json:"items"`
}

func okResult(a answer) *mcp.CallToolResult { return mcp.NewToolResultStructured(a, "ok") }

// A success payload left on a result after IsError is set: reported
// whatever its type, as it was the result's answer.
func leftOn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a := answer{Status: "partial"}
	switch req.GetString("form", "") {
	case "constructor":
		res := mcp.NewToolResultStructured(a, "partial")
		res.IsError = true // want `error result carrying structured content`
		return res, nil
	case "field":
		res := &mcp.CallToolResult{}
		res.StructuredContent = a
		res.IsError = true // want `error result carrying structured content`
		return res, nil
	case "builder":
		res := okResult(a)
		res.IsError = true // want `error result carrying structured content`
		return res, nil
	case "branch":
		res := mcp.NewToolResultStructured(a, "partial")
		if len(a.Items) == 0 {
			res.IsError = true // want `error result carrying structured content`
		}
		return res, nil
	}
	return okResult(a), nil
}

// diagnostics is never a success payload of this package.
type diagnostics struct {
	Step  string `json:"step"`
	Retry bool   `json:"retry"`
}

// Silent: an error object left on, a payload of unknown shape left on, a
// payload on an error result whose shape no success answer has.
func notSuccessShaped(ctx context.Context, req mcp.CallToolRequest, payload any) (*mcp.CallToolResult, error) {
	switch req.GetString("form", "") {
	case "error object":
		res := mcp.NewToolResultStructured(errorObject{Code: "x", Message: "y"}, "failed")
		res.IsError = true
		return res, nil
	case "unknown":
		res := mcp.NewToolResultStructured(payload, "failed")
		res.IsError = true
		return res, nil
	case "diagnostics":
		return &mcp.CallToolResult{IsError: true, StructuredContent: diagnostics{Step: "lookup"}}, nil
	case "unset":
		res := mcp.NewToolResultStructured(answer{}, "failed")
		res.StructuredContent = nil
		res.IsError = true
		return res, nil
	}
	return &mcp.CallToolResult{IsError: true, StructuredContent: map[string]any{"step": "lookup"}}, nil
}
