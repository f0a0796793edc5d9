package server

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mcp-go look-alikes: its typed handler has no Out, its structured handler
// answers a value or an error. Silent, no fix.
func registerMCPGo(s *server.MCPServer) {
	s.AddTool(mcpgo.NewTool("find", mcpgo.WithOutputSchema[Report]()),
		mcpgo.NewTypedToolHandler(func(ctx context.Context, req mcpgo.CallToolRequest, in args) (*mcpgo.CallToolResult, error) {
			if _, err := find(in.Project); err != nil {
				return mcpgo.NewToolResultError(err.Error()), nil
			}
			return mcpgo.NewToolResultStructured(Report{}, "found"), nil
		}))
	s.AddTool(mcpgo.NewTool("find_structured", mcpgo.WithOutputSchema[Report]()),
		mcpgo.NewStructuredToolHandler(func(ctx context.Context, req mcpgo.CallToolRequest, in args) (Report, error) {
			items, err := find(in.Project)
			if err != nil {
				return Report{}, err
			}
			return Report{Items: items}, nil
		}))
}
