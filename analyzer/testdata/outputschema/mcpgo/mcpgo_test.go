package mcpgo

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Silent: a test server that breaks its schema on purpose, to test a
// client's validation.
func TestClientValidates(t *testing.T) {
	s := server.NewMCPServer("test", "1.0.0")
	s.AddTool(mcp.NewTool("broken", mcp.WithOutputSchema[weather]()),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("not structured"), nil
		})
	res := &mcp.CallToolResult{IsError: true, StructuredContent: weather{}}
	_ = res
}

// Silent: a test registers a production handler of a tool without a schema
// under a schema of its own.
func TestProductionHandler(t *testing.T) {
	s := server.NewMCPServer("test", "1.0.0")
	s.AddTool(mcp.NewTool("prose_with_schema", mcp.WithOutputSchema[weather]()), handleProse)
}
