package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// This file does not import encoding/json: the fix imports it.
func noImport(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: map[string]any{"ok": true}}, nil // want `^structured content of map\[string\]any with no text block; also send its JSON as text, in a TextContent block of Content$`
}

// Here json names something else: no fix.
func jsonTaken(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	json := map[string]any{"ok": true}
	return &mcp.CallToolResult{StructuredContent: json}, nil // want `^structured content of map\[string\]any with no text block; also send its JSON as text, in a TextContent block of Content$`
}
