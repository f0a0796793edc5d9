// Package utils is a server's own result builders, used by another
// package: what their results carry goes there as a fact.
package utils

import (
	"encoding/json"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Structured answers structured content alone: reported here, once, not
// at its callers.
func Structured(v any) *mcp.CallToolResult {
	return &mcp.CallToolResult{StructuredContent: v} // want `^structured content with no text block; also send its JSON as text, in a TextContent block of Content$`
}

// StructuredMCPGo is the same in mcp-go.
func StructuredMCPGo(v any) *mcpgo.CallToolResult {
	return &mcpgo.CallToolResult{StructuredContent: v} // want `^structured content with no text block; also send its JSON as text, with mcp\.NewToolResultStructuredOnly\(value\)$`
}

// Empty answers nothing yet: its callers fill it.
func Empty() *mcp.CallToolResult {
	return &mcp.CallToolResult{}
}

// JSON answers both channels: silent.
func JSON(v any) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: v}, nil
}
