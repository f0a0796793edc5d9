// Package mcpgo holds JSON text sent through the package's own text
// wrappers, however they build their result (mcp-go), and the look-alikes
// that stay silent.
package mcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type forecast struct {
	City string  `json:"city"`
	C    float64 `json:"c"`
}

// textResult also returns an error, so a handler hands on both results.
func textResult(s string) (*mcp.CallToolResult, error) { return mcp.NewToolResultText(s), nil }

func handOnBoth(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	return textResult(string(b)) // want `^JSON\ of\ forecast\ returned\ only\ as\ text;\ also\ return\ it\ as\ structured\ content,\ with\ mcp\.NewToolResultStructured\(value,\ text\)$`
}

// appendText builds its result by appending a block to Content.
func appendText(s string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.Content = append(res.Content, mcp.NewTextContent(s))
	return res
}

func throughAppend(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.MarshalIndent(map[string]any{"city": "Oslo"}, "", "  ")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return appendText(string(b)), nil // want `^JSON\ of\ map\[string\]any\ returned\ only\ as\ text;\ also\ return\ it\ as\ structured\ content,\ with\ mcp\.NewToolResultStructured\(value,\ text\)$`
}

// fillText builds its result by assigning Content.
func fillText(s string) *mcp.CallToolResult {
	var res mcp.CallToolResult
	res.Content = []mcp.Content{mcp.TextContent{Type: "text", Text: s}}
	return &res
}

type server struct{}

// textResult is a method wrapper.
func (s *server) textResult(text string) *mcp.CallToolResult { return fillText(text) }

func (s *server) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal([]forecast{{City: "Oslo"}})
	text := string(b)
	res := s.textResult(text)
	return res, nil // want `^JSON\ of\ \[\]forecast\ returned\ only\ as\ text;\ also\ return\ it\ as\ structured\ content\ in\ an\ object\ \(mcp\.NewToolResultStructured\(map\[string\]any\{"items":\ value\},\ text\)\),\ since\ clients\ of\ protocol\ revisions\ before\ 2026\-07\-28\ \(SEP\-2106\)\ require\ an\ object\ there$`
}

// Silent: prose through the same wrappers, JSON mixed into prose.
func prose(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	switch req.GetString("form", "") {
	case "done":
		return appendText("done"), nil
	case "mixed":
		return fillText(fmt.Sprintf("forecast: %s", b)), nil
	}
	return textResult("no forecast")
}

// withImage appends an image beside the text: not a text-only answer.
func withImage(s string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.Content = append(res.Content, mcp.NewTextContent(s), mcp.NewImageContent("base64", "image/png"))
	return res
}

// withPayload puts its value in the structured channel too.
func withPayload(v any, s string) *mcp.CallToolResult {
	res := appendText(s)
	res.StructuredContent = v
	return res
}

// failure flags every result it builds as an error.
func failure(s string) *mcp.CallToolResult {
	res := fillText(s)
	res.IsError = true
	return res
}

// Silent: the wrappers that add an image, a payload, or an error flag.
func notTextOnly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f := forecast{City: "Oslo"}
	b, _ := json.Marshal(f)
	switch req.GetString("form", "") {
	case "image":
		return withImage(string(b)), nil
	case "payload":
		return withPayload(f, string(b)), nil
	}
	return failure(string(b)), nil
}

// trimmedText trims what it is given: the text is still the caller's
// JSON (issue 24).
func trimmedText(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(strings.TrimSpace(s))
}

// trimmedTwice trims again through another wrapper: two deep.
func trimmedTwice(s string) *mcp.CallToolResult { return trimmedText(strings.TrimSuffix(s, "\n")) }

func throughTrim(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	if req.Params.Name == "twice" {
		return trimmedTwice(string(b)), nil // want `^JSON of forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
	}
	return trimmedText(string(b)), nil
}

// A trim in the handler itself keeps JSON JSON too.
func trimInPlace(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	return mcp.NewToolResultText(string(bytes.TrimSpace(b))), nil // want `^JSON of forecast returned only as text`
}

// Silent: wrappers that format the text into prose, or trim characters of
// the JSON itself (what is left is JSON no more).
func labelled(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf("Result: %s", s))
}

func unbracketed(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(strings.Trim(s, "[]"))
}

func throughProseWrappers(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal([]forecast{{City: "Oslo"}})
	if req.Params.Name == "label" {
		return labelled(string(b)), nil
	}
	return unbracketed(string(b)), nil
}
