package gosdkserver

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// StructuredTyped is a typed handler with Out any that sets
// StructuredContent itself and gives no Out: the SDK adds no text. This
// file does not import encoding/json: the fix does.
func StructuredTyped(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	if in.City == "" {
		return newErrorResult("city is required"), nil, nil
	}
	forecast := lookup(in.City)
	return &mcp.CallToolResult{StructuredContent: &forecast}, nil, nil
}
