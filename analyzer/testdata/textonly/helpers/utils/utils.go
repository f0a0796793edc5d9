// Package utils holds a server's result helpers, used by the handlers of
// another package: facts carry what they do.
package utils

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

// TextResult wraps a text in a result: a text wrapper.
func TextResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultText(text)
}

// Marshal returns the JSON text of v.
func Marshal(v any) (string, error) {
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// JSONResult marshals and builds the result: the root cause, reported here
// once.
func JSONResult(v any) (*mcp.CallToolResult, error) {
	text, err := Marshal(v)
	if err != nil {
		return nil, err
	}
	return TextResult(text), nil // want `^JSON data returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// TrimmedResult wraps a text trimmed of white space: a text wrapper still
// (issue 24).
func TrimmedResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultText(strings.TrimSpace(text))
}

// LabelledResult formats the text into prose: no text wrapper.
func LabelledResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultText(fmt.Sprintf("Result: %s", text))
}
