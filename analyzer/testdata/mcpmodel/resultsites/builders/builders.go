// Package builders // want package:"mcprelevant" package:"mcpserver"
//
// Package builders exports result builders: what their results carry is a fact for
// the packages that call them.
package builders

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// JSON is a builder of the JSON text of v, without structured content.
func JSON(v any) (*mcp.CallToolResult, error) { // want JSON:`mcpbuilder` JSON:`mcpresultsite\(text\)`
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Structured answers with both channels.
func Structured(v any) *mcp.CallToolResult { // want Structured:`mcpbuilder` Structured:`mcpresultsite\(text, structured\(param 0\)\)`
	return mcp.NewToolResultStructuredOnly(v)
}

// Fail always answers an error.
func Fail(msg string) *mcp.CallToolResult { // want Fail:`mcpbuilder` Fail:`mcpresultsite\(text, iserror\)`
	return mcp.NewToolResultError(msg)
}

// unexported builders get no fact.
func text(s string) *mcp.CallToolResult {
	return mcp.NewToolResultText(s)
}

// Passthrough answers with what it is given: not a result it builds.
func Passthrough(res *mcp.CallToolResult) *mcp.CallToolResult {
	return res
}

// TextResult wraps its parameter: a text wrapper, whose callers' argument
// is the text.
func TextResult(s string) *mcp.CallToolResult { // want TextResult:`mcpbuilder` TextResult:`mcpresultsite\(text\(param 0\)\)`
	return mcp.NewToolResultText(s)
}

// Answer puts its parameter in the structured channel, with a text of its
// own.
func Answer(v any, summary string) *mcp.CallToolResult { // want Answer:`mcpbuilder` Answer:`mcpresultsite\(text\(param 1\), structured\(param 0\)\)`
	return mcp.NewToolResultStructured(v, summary)
}
