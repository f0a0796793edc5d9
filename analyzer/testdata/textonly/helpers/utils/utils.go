// Package utils holds a server's result helpers, used by the handlers of
// another package: facts carry what they do.
package utils

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// TextResult wraps a text in a result: a text wrapper.
func TextResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultText(text)
}

// Marshal returns the JSON text of v.
func Marshal(v any) (string, error) { // want Marshal:`jsontext\(param 0\)`
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
