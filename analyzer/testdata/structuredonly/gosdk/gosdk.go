// Package gosdk holds go-sdk results with structured content and no text
// block, and the look-alikes that stay silent.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

type Input struct {
	City string `json:"city"`
}

func lookup(city string) (*Forecast, error) {
	if city == "" {
		return nil, errors.New("city is required")
	}
	return &Forecast{City: city, TemperatureC: 21.5}, nil
}

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "forecast", InputSchema: map[string]any{"type": "object"}}, forecast)
	s.AddTool(&mcp.Tool{Name: "assigned", InputSchema: map[string]any{"type": "object"}}, assigned)
	s.AddTool(&mcp.Tool{Name: "inline", InputSchema: map[string]any{"type": "object"}}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		counts := map[string]int{"a": 1}
		return &mcp.CallToolResult{StructuredContent: counts}, nil // want `^structured content of map\[string\]int with no text block in the handler of tool "inline"; also send its JSON as text, in a TextContent block of Content$`
	})
}

// A literal returned as it is: the value is marshalled before the return,
// its error returned as the function returns its own.
func forecast(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in Input
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, fmt.Errorf("decoding arguments: %w", err)
	}
	f, err := lookup(in.City)
	if err != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}, IsError: true}, nil
	}
	return &mcp.CallToolResult{StructuredContent: f}, nil // want `^structured content of Forecast with no text block in the handler of tool "forecast"; also send its JSON as text, in a TextContent block of Content$`
}

// A later assignment on a result built with an empty Content list.
func assigned(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{}}
	f, err := lookup("Oslo")
	if err != nil {
		return nil, err
	}
	res.StructuredContent = f
	return res, nil // want `^structured content of Forecast with no text block in the handler of tool "assigned"; also send its JSON as text, in a TextContent block of Content$`
}

// A value result, and an empty list in the literal replaced.
func valueResult(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res mcp.CallToolResult
	res.StructuredContent = map[string]any{"ok": true}
	if req.Params.Name == "list" {
		return &mcp.CallToolResult{ // want `^structured content of map\[string\]any with no text block; also send its JSON as text, in a TextContent block of Content$`
			Content:           []mcp.Content{},
			StructuredContent: map[string]any{"items": []string{"a"}},
		}, nil
	}
	return &res, nil
}

// err names something a closure reads: the fix's error goes by another name.
func deferred(ctx context.Context, req *mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			err = fmt.Errorf("deferred: %w", err)
		}
	}()
	f, err := lookup("Oslo")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{StructuredContent: f}, nil // want `^structured content of Forecast with no text block; also send its JSON as text, in a TextContent block of Content$`
}

// A result helper with no error to return: the marshal's error is dropped.
func okResult(v map[string]any) *mcp.CallToolResult {
	return &mcp.CallToolResult{StructuredContent: v} // want `^structured content of map\[string\]any with no text block; also send its JSON as text, in a TextContent block of Content$`
}

// Its callers are not reported: the helper is, once.
func viaHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return okResult(map[string]any{"city": "Oslo"}), nil
}

func viaHelperLocal(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := okResult(map[string]any{"city": "Oslo"})
	return res, nil
}

// An empty result of the package's own, given structured content here:
// reported here.
func emptyResult() *mcp.CallToolResult { return &mcp.CallToolResult{} }

func fromEmpty(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := emptyResult()
	res.StructuredContent = map[string]any{"city": "Oslo"}
	return res, nil // want `^structured content of map\[string\]any with no text block; also send its JSON as text, in a TextContent block of Content$`
}

// --- silent ---

// Both channels.
func both(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := lookup("Oslo")
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(f)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: f}, nil
}

// Another block than text is still a block.
func image(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.ImageContent{MIMEType: "image/png"}}, StructuredContent: map[string]any{"w": 1}}, nil
}

// Error results with structured content are outputschema's, also through
// SetError, which puts the error's text in Content.
func failures(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Name == "flag" {
		return &mcp.CallToolResult{StructuredContent: map[string]any{"code": "bad"}, IsError: true}, nil
	}
	res := &mcp.CallToolResult{StructuredContent: map[string]any{"code": "bad"}}
	res.SetError(errors.New("bad"))
	return res, nil
}

// A Go error: the SDK answers it, not the result.
func goError(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, errors.New("unavailable")
}
