// Package mcpgo probes ToolHandler and ToolOf on mcp-go servers: each
// function or closure that is a handler is reported with its shape, its
// arguments parameter, its answer, and the tool it serves.
package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type searchArgs struct{ Query string }

func handleSearch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler sdk request=req out=-1 tool "search"`
	return mcp.NewToolResultText("x"), nil
}

func typed(ctx context.Context, req mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, error) { // want `handler sdk request=req input=args out=-1 tool "typed"`
	return mcp.NewToolResultText(args.Query), nil
}

func structured(ctx context.Context, req mcp.CallToolRequest, args searchArgs) ([]string, error) { // want `handler sdk request=req input=args out=0`
	return nil, nil
}

// legacy is a handler of the old shape, adapted by wrap: it takes the
// arguments map and answers a result.
func legacy(arguments map[string]interface{}) (*mcp.CallToolResult, error) { // want `handler adapted input=arguments out=-1 tool "legacy"`
	return mcp.NewToolResultText(fmt.Sprint(arguments["q"])), nil
}

// legacyData answers data that its adapter marshals.
func legacyData(arguments map[string]interface{}) (interface{}, error) { // want `handler adapted input=arguments out=0`
	return []string{}, nil
}

func wrap(f func(map[string]interface{}) (*mcp.CallToolResult, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler sdk request=req out=-1 tool "legacy"`
		return f(req.GetArguments())
	}
}

// register adapts a function by calling it inside a handler closure it
// registers itself.
func register(s *server.MCPServer, name string, f func(map[string]interface{}) (interface{}, error)) {
	s.AddTool(mcp.NewTool(name), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler sdk request=req out=-1`
		out, err := f(req.GetArguments())
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, _ := json.Marshal(out)
		return mcp.NewToolResultText(string(b)), nil
	})
}

// ownShape is a server's own shape, adapted to a handler when registered.
func ownShape(ctx context.Context, deps *server.MCPServer, req mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, any, error) { // want `handler own request=req input=args out=1`
	return nil, nil, nil
}

// Not handlers: a helper with a context and a request but no result, a
// function of an adapted shape given to nothing that adapts it, a function
// of another shape given to a wrapper.
func helper(ctx context.Context, req mcp.CallToolRequest) string { return req.Params.Name }

func notAdapted(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	return nil, nil
}

func checkToken(token string) (bool, error) { return token != "", nil }

// handleAuth is wrapped by a middleware of the package: the tool it is
// registered under is its own.
func handleAuth(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler sdk request=req out=-1 tool "auth"`
	return nil, nil
}

func withAuth(check func(string) (bool, error), next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return next
}

func setup(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search"), handleSearch)
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typed))
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(structured))
	s.AddTool(mcp.NewTool("legacy"), wrap(legacy))
	s.AddTool(mcp.NewTool("auth"), withAuth(checkToken, handleAuth))
	register(s, "data", legacyData)
	_ = notAdapted
}
