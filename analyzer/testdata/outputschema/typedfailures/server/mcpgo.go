package server

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mcp-go has no typed handler with both a result and an Out: its typed
// handler answers a result, its structured handler a value or an error.
// Silent look-alikes.
func registerMCPGo(s *server.MCPServer) {
	s.AddTool(mcpgo.NewTool("list", mcpgo.WithOutputSchema[ListResult]()),
		mcpgo.NewTypedToolHandler(func(ctx context.Context, req mcpgo.CallToolRequest, in listArgs) (*mcpgo.CallToolResult, error) {
			if _, err := list(ctx, in.Project); err != nil {
				return mcpgo.NewToolResultError(err.Error()), nil
			}
			return mcpgo.NewToolResultStructured(ListResult{}, "listed"), nil
		}))
	s.AddTool(mcpgo.NewTool("list_structured", mcpgo.WithOutputSchema[ListResult]()),
		mcpgo.NewStructuredToolHandler(func(ctx context.Context, req mcpgo.CallToolRequest, in listArgs) (ListResult, error) {
			items, err := list(ctx, in.Project)
			if err != nil {
				return ListResult{}, err
			}
			return ListResult{Items: items}, nil
		}))
}
