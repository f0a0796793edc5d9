// Package gosdk holds JSON an API answered, kept as a json.RawMessage and
// marshalled again into a text-only result (go-sdk), and the look-alike:
// bytes of another type marshal to a base64 string, no JSON data.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// formatResult is the package's one builder of text answers.
func formatResult(raw json.RawMessage) (*mcp.CallToolResult, error) {
	b, err := json.MarshalIndent(raw, "", "  ")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `^JSON\ data\ returned\ only\ as\ text;\ set\ StructuredContent\ to\ the\ value\ beside\ the\ text$`
}

func records(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return formatResult(json.RawMessage(`[{"name":"www"}]`))
}

type checksum []byte

func digest(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(checksum{0xde, 0xad})
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}
