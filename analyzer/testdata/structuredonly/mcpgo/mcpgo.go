// Package mcpgo holds mcp-go results with structured content and no text
// block, and the look-alikes that stay silent.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

func lookup(city string) (Forecast, error) {
	if city == "" {
		return Forecast{}, errors.New("city is required")
	}
	return Forecast{City: city, TemperatureC: 21.5}, nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("forecast"), forecast)
	s.AddTool(mcp.NewTool("empty list"), emptyList)
	s.AddTool(mcp.NewTool("assigned"), assigned)
	s.AddTool(mcp.NewTool("raw"), raw)
	s.AddTool(mcp.NewTool("inline"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		counts := map[string]int{"a": 1}
		return &mcp.CallToolResult{StructuredContent: counts}, nil // want `^structured content of map\[string\]int with no text block in the handler of tool "inline"; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
	})
}

// Fixed by the constructor.
func forecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := lookup(req.GetString("city", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return &mcp.CallToolResult{StructuredContent: f}, nil // want `^structured content of Forecast with no text block in the handler of tool "forecast"; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

// An empty Content list is no text block: fixed by the constructor.
func emptyList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, _ := lookup("Oslo")
	return &mcp.CallToolResult{Content: []mcp.Content{}, StructuredContent: &f, IsError: false}, nil // want `^structured content of Forecast with no text block in the handler of tool "empty list"; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

// A later assignment on a result built empty: the text is marshalled from
// the channel itself before the return.
func assigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := lookup(req.GetString("city", ""))
	if err != nil {
		return nil, err
	}
	res := &mcp.CallToolResult{}
	res.StructuredContent = f
	return res, nil // want `^structured content of Forecast with no text block in the handler of tool "assigned"; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

// RawStructuredContent is sent in StructuredContent's place: its text is
// the JSON itself.
func raw(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(map[string]any{"ok": true})
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{RawStructuredContent: b}, nil // want `^raw structured content with no text block in the handler of tool "raw"; also send it as text, with mcp\.NewTextContent\(string\(raw\)\) in Content$`
}

// Several returns, one finding at the first; the fix covers both.
func twoReturns(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("mode", "") == "brief" {
		return &mcp.CallToolResult{StructuredContent: map[string]any{"brief": true}}, nil // want `^structured content of map\[string\]any with no text block; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
	}
	return &mcp.CallToolResult{StructuredContent: map[string]any{"brief": false}}, nil
}

// Assigned in both branches of a local, then returned.
func branches(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if req.GetString("mode", "") == "brief" {
		res.StructuredContent = map[string]any{"brief": true}
	} else {
		res.StructuredContent = map[string]any{"brief": false}
	}
	return res, nil // want `^structured content of map\[string\]any with no text block; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

// A literal that sets more than the constructor would (its _meta): the
// value is marshalled before the return.
func withMeta(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := lookup(req.GetString("city", ""))
	if err != nil {
		return nil, fmt.Errorf("forecast: %w", err)
	}
	meta := &mcp.Meta{AdditionalFields: map[string]any{"source": "fixture"}}
	return &mcp.CallToolResult{Result: mcp.Result{Meta: meta}, StructuredContent: f}, nil // want `^structured content of Forecast with no text block; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

// --- reported without a fix ---

// A value that calls a function would be marshalled twice.
func computed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Result: mcp.Result{Meta: mcp.NewMetaFromMap(map[string]any{"k": 1})}, StructuredContent: summary()}, nil // want `^structured content of map\[string\]any with no text block; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

func summary() map[string]any { return map[string]any{"n": 1} }

// A local that may be nil on some path.
func maybeNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	res = &mcp.CallToolResult{}
	res.StructuredContent = map[string]any{"n": 1}
	return res, nil // want `^structured content of map\[string\]any with no text block; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

// --- silent ---

// The constructors add the text themselves.
func constructors(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, _ := lookup("Oslo")
	switch req.GetString("form", "") {
	case "structured":
		return mcp.NewToolResultStructured(f, "21.5°C in Oslo"), nil
	case "only":
		return mcp.NewToolResultStructuredOnly(f), nil
	}
	return mcp.NewToolResultJSON(f)
}

// Both channels in the literal, or a text block added later.
func bothChannels(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, _ := lookup("Oslo")
	b, _ := json.Marshal(f)
	if req.GetString("form", "") == "literal" {
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(string(b))}, StructuredContent: f}, nil
	}
	res := &mcp.CallToolResult{StructuredContent: f}
	res.Content = append(res.Content, mcp.NewTextContent(string(b)))
	return res, nil
}

// Content built elsewhere may hold blocks.
func blocksElsewhere(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, _ := lookup("Oslo")
	blocks := []mcp.Content{mcp.NewTextContent("see structured content")}
	return &mcp.CallToolResult{Content: blocks, StructuredContent: f}, nil
}

// Error results with structured content are outputschema's.
func refusal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: map[string]any{"code": "not_found"}, IsError: true}, nil
}

// Cleared before the return, or never set.
func cleared(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{StructuredContent: map[string]any{"n": 1}}
	res.StructuredContent = nil
	return res, nil
}

// A result handed to a function of the project's own, which may fill it.
func handedOn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{StructuredContent: map[string]any{"n": 1}}
	addText(res)
	return res, nil
}

func addText(res *mcp.CallToolResult) {
	res.Content = append(res.Content, mcp.NewTextContent("n=1"))
}
