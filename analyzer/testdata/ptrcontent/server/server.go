// Package server builds its own results, some with pointer blocks, which
// mcp-go accepts and marshals like values.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func handleGreet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Type: "text", Text: "hello"}}}, nil
}

// New returns the server with its one tool.
func New() *server.MCPServer {
	s := server.NewMCPServer("greet", "1.0.0")
	s.AddTool(mcp.NewTool("greet"), handleGreet)
	return s
}

// logged wraps the handler and reads back what it answered: its own result.
func logged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := handleGreet(ctx, req)
	if err == nil {
		if tc, ok := res.Content[0].(*mcp.TextContent); ok {
			_ = tc.Text
		}
	}
	return res, err
}
