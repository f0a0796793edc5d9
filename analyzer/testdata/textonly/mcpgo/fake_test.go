package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// A test's fake tool answers its own test: not reported.
func fakeForecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(lookup("Oslo"))
	return mcp.NewToolResultText(string(b)), nil
}
