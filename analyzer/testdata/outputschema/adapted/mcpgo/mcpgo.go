// Package mcpgo binds schema tools to handlers a helper adapts or a
// middleware wraps (mcp-go): the adapted function's returns are the
// handler's.
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type weather struct {
	C float64 `json:"c"`
}

// legacy is a handler of the old shape: it takes the arguments map.
func legacy(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprint(arguments["city"])), nil // want `success result without structured content in the handler of tool "legacy"`
}

// legacyStructured answers structured content: silent.
func legacyStructured(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructured(weather{C: 21}, "21"), nil
}

func wrap(f func(map[string]interface{}) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return f(req.GetArguments())
	}
}

func handleLogged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("21"), nil // want `handler of tool "logged", which declares an output schema`
}

// logged is a middleware of the package.
func logged(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return next(ctx, req)
	}
}

// plain is adapted too, but its tool declares no schema: silent.
func plain(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("legacy", mcp.WithOutputSchema[weather]()), wrap(legacy))
	s.AddTool(mcp.NewTool("structured", mcp.WithOutputSchema[weather]()), wrap(legacyStructured))
	s.AddTool(mcp.NewTool("logged", mcp.WithOutputSchema[weather]()), logged(handleLogged))
	s.AddTool(mcp.NewTool("plain"), wrap(plain))
}
