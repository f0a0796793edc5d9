package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// A test's fake tool answers its own test: not reported.
func fakeForecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: Forecast{City: "Oslo"}}, nil
}
