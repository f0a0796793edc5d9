// Package mcpgo: mcp-go clients that decode RawStructuredContent into an
// envelope through helpers of their own, and envelopes known by their wire
// keys, not by what their fields are called.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type apiError struct {
	ErrorCategory string `json:"errorCategory"`
	Message       string `json:"message"`
}

type forecast struct {
	City    string    `json:"city"`
	TempC   float64   `json:"tempC"`
	Failure *apiError `json:"error"`
}

// errField holds its error object at the key "err": not the spec's
// envelope, whose error part is "error".
type errField struct {
	City string    `json:"city"`
	Err  *apiError `json:"err"`
}

// decode decodes a result's payload into v.
func decode(res *mcp.CallToolResult, v any) error {
	if res.IsError {
		return errors.New("refused")
	}
	return json.Unmarshal(res.RawStructuredContent, v)
}

// unwrap returns it decoded.
func unwrap[T any](res *mcp.CallToolResult) (T, error) {
	var out T
	if res.IsError {
		return out, errors.New("refused")
	}
	err := json.Unmarshal(res.RawStructuredContent, &out)
	return out, err
}

// --- positives ---

func temperature(ctx context.Context, c *client.Client) (float64, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return 0, err
	}
	var f forecast
	if err := decode(res, &f); err != nil {
		return 0, err
	}
	return f.TempC, nil // want `result of envelope used without checking its error field; check Failure first`
}

func city(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	f, err := unwrap[forecast](res)
	if err != nil {
		return "", err
	}
	return f.City, nil // want `result of envelope used without checking its error field; check Failure first`
}

// --- negatives ---

func temperatureChecked(ctx context.Context, c *client.Client) (float64, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return 0, err
	}
	var f forecast
	if err := decode(res, &f); err != nil {
		return 0, err
	}
	if f.Failure != nil {
		return 0, errors.New(f.Failure.Message)
	}
	return f.TempC, nil
}

func errKey(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return "", err
	}
	f, err := unwrap[errField](res)
	if err != nil {
		return "", err
	}
	return f.City, nil
}
