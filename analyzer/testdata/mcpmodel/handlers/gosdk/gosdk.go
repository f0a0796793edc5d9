// Package gosdk probes ToolHandler and ToolOf on go-sdk servers.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ City string }
type out struct{ C float64 }

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler sdk request=req out=-1 tool "raw"`
	return nil, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) { // want `handler sdk request=req input=args out=1 tool "typed"`
	return nil, out{}, nil
}

// Tool is an own tool type: its exported Execute beside Definition is its
// handler.
type Tool struct{}

func (Tool) Definition() mcp.Tool { return mcp.Tool{Name: "own"} }

func (Tool) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) { // want `handler method input=args out=-1`
	return nil, nil
}

// adapted is given to a generic helper that returns a struct holding a
// handler (mcp-grafana's MustTool).
func adapted(ctx context.Context, args in) (out, error) { // want `handler adapted input=args out=0`
	return out{}, nil
}

type toolEntry struct {
	Tool    *mcp.Tool
	Handler mcp.ToolHandler
}

func mustTool[T, R any](name string, fn func(context.Context, T) (R, error)) toolEntry {
	return toolEntry{Tool: &mcp.Tool{Name: name}}
}

var entries = []toolEntry{mustTool("adapted", adapted)}

func setup(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	// A closure registered in place.
	s.AddTool(&mcp.Tool{Name: "inline"}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler sdk request=req out=-1 tool "inline"`
		return nil, nil
	})
}
