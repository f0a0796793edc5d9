// Package testregistered has a handler its tests register under a name of
// their own: the tool it serves is the production registration's.
package testregistered

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handleSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler sdk request=req out=-1 tool "search"`
	return mcp.NewToolResultText("x"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search"), handleSearch)
}
