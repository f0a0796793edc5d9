// Package gosdk: a handler of the server's own shape that a generic helper
// adapts into a go-sdk tool, handing a helper's call on whole.
package gosdk

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Adapt turns a typed function into a go-sdk tool handler: its error
// becomes an error result.
func Adapt[T, R any](fn func(context.Context, T) (R, error)) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		r, err := fn(ctx, args)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(r)}}}, nil
	}
}

type Dashboard struct{ UID, Title string }

type Params struct{ Operation, Query string }

var search func(ctx context.Context, q string) ([]Dashboard, error)

// searchDashboards fails when nothing matches the query.
func searchDashboards(ctx context.Context, q string) ([]Dashboard, error) {
	found, err := search(ctx, q)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 { // want "empty answer returned as a tool error"
		return nil, fmt.Errorf("no dashboards match %q", q)
	}
	return found, nil
}

// requireQuery fails on an empty argument: validation.
func requireQuery(ctx context.Context, q string) ([]Dashboard, error) {
	if len(q) == 0 {
		return nil, errors.New("query is required")
	}
	return search(ctx, q)
}

func dashboards(ctx context.Context, p Params) (any, error) {
	if p.Operation == "search" {
		return searchDashboards(ctx, p.Query)
	}
	return requireQuery(ctx, p.Query)
}

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "dashboards"}, Adapt(dashboards))
}
