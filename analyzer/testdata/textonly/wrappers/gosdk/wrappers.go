// Package gosdk holds JSON text sent through the package's own text
// wrappers, however they build their result (go-sdk), and the look-alikes
// that stay silent.
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type forecast struct {
	City string  `json:"city"`
	C    float64 `json:"c"`
}

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func throughLiteral(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.MarshalIndent(forecast{City: "Oslo"}, "", "  ")
	if err != nil {
		return nil, err
	}
	return textResult(string(b)), nil // want `^JSON\ of\ forecast\ returned\ only\ as\ text;\ set\ StructuredContent\ to\ the\ value\ beside\ the\ text$`
}

// fillText builds its result by assigning Content.
func fillText(s string) *mcp.CallToolResult {
	var res mcp.CallToolResult
	res.Content = []mcp.Content{&mcp.TextContent{Text: s}}
	return &res
}

func throughField(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(map[string]any{"city": "Oslo"})
	return fillText(string(b)), nil // want `^JSON\ of\ map\[string\]any\ returned\ only\ as\ text;\ set\ StructuredContent\ to\ the\ value\ beside\ the\ text$`
}

// appendText builds its result by appending a block to Content.
func appendText(s string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.Content = append(res.Content, &mcp.TextContent{Text: s})
	return res
}

// A typed handler with Out any that gives no Out: the SDK sends no
// structured content.
func typed(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	b, _ := json.Marshal([]forecast{{City: "Oslo"}})
	res := appendText(string(b))
	return res, nil, nil // want `^JSON\ of\ \[\]forecast\ returned\ only\ as\ text;\ return\ an\ object\ holding\ the\ list\ \(map\[string\]any\{"items":\ value\}\)\ as\ the\ handler's\ Out\ too,\ since\ clients\ of\ protocol\ revisions\ before\ 2026\-07\-28\ \(SEP\-2106\)\ require\ an\ object\ there$`
}

// Silent: a typed handler that gives its Out, prose through the wrappers.
func typedWithOut(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	f := forecast{City: "Oslo"}
	b, _ := json.Marshal(f)
	return appendText(string(b)), f, nil
}

func prose(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	if req.Params.Name == "mixed" {
		return fillText("forecast: " + string(b)), nil
	}
	return appendText(fmt.Sprint(len(b), " bytes")), nil
}

// withPayload sets the structured channel from its parameter.
func withPayload(v any, s string) *mcp.CallToolResult {
	res := textResult(s)
	res.StructuredContent = v
	return res
}

// failure flags its result with SetError.
func failure(s string, err error) *mcp.CallToolResult {
	res := fillText(s)
	res.SetError(err)
	return res
}

// Silent: a payload beside the text, an error result.
func notTextOnly(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f := forecast{City: "Oslo"}
	b, _ := json.Marshal(f)
	if req.Params.Name == "payload" {
		return withPayload(f, string(b)), nil
	}
	return failure(string(b), ctx.Err()), nil
}

// trimmedText trims what it is given: the text is still the caller's
// JSON (issue 24).
func trimmedText(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.TrimSpace(s)}}}
}

func throughTrim(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	return trimmedText(string(b)), nil // want `^JSON of forecast returned only as text; set StructuredContent to the value beside the text$`
}

// A typed handler with Out any answering through the trimming wrapper.
func typedTrim(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	return trimmedText(string(b)), nil, nil // want `^JSON of forecast returned only as text; return the value as the handler's Out too, which the SDK sends as structured content$`
}

// Silent: a wrapper that formats the text into prose.
func labelled(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("Result: %s", s)}}}
}

func throughLabel(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	return labelled(string(b)), nil
}
