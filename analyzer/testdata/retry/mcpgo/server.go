package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// A tool of the package's own: its tests call it through a client.
func handleStatus(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}
