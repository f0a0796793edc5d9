// Package mcpgo: tool handlers of the server's own shape, func(ctx, Params)
// (R, error), that a generic helper adapts into a tool (mcp-grafana's
// MustTool): the helper turns the error into an error result and sends R
// as the answer.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Tool pairs a tool with the handler the adapter built.
type Tool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// MustTool adapts a typed function into a tool.
func MustTool[T, R any](name string, fn func(context.Context, T) (R, error)) Tool { // want MustTool:"mcpfetches"
	return Tool{Tool: mcp.NewTool(name), Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		r, err := fn(ctx, args)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(r)), nil
	}}
}

type ListParams struct{ Folder string }

type Dashboard struct{ Title string }

func search(ctx context.Context, folder string) ([]Dashboard, error) { return nil, nil }

// Reported: no dashboards is an empty answer, and the adapter answers the
// error as an error result.
func listDashboards(ctx context.Context, p ListParams) ([]Dashboard, error) {
	found, err := search(ctx, p.Folder)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 { // want "empty answer returned as a tool error"
		return nil, errors.New("no dashboards found")
	}
	return found, nil
}

// Silent: the same shape, never given to an adapter.
func listDashboardsInternal(ctx context.Context, p ListParams) ([]Dashboard, error) {
	found, err := search(ctx, p.Folder)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 {
		return nil, errors.New("no dashboards found")
	}
	return found, nil
}

// Silent: a required argument is validated.
func getDashboard(ctx context.Context, p ListParams) (*Dashboard, error) {
	if p.Folder == "" {
		return nil, errors.New("folder is required")
	}
	return &Dashboard{Title: p.Folder}, nil
}

var Tools = []Tool{
	MustTool("list_dashboards", listDashboards),
	MustTool("get_dashboard", getDashboard),
}

// A helper that only logs a function is no adapter.
func logged(name string, fn func(context.Context, ListParams) ([]Dashboard, error)) string {
	return name
}

var _ = logged("internal", listDashboardsInternal)

type Analysis struct{ ID, Name string }

func analyses(ctx context.Context) ([]Analysis, error) { return nil, nil }

const errorPatterns = "ErrorPatternLogs"

type FindParams struct{ Labels string }

type AnalysisParams struct{ ID string }

// Silent: the analysis the tool itself asked for, picked by a constant
// name, is something it needs; missing, the investigation failed.
func findErrorPatterns(ctx context.Context, p FindParams) (*Analysis, error) {
	all, err := analyses(ctx)
	if err != nil {
		return nil, err
	}
	var found *Analysis
	for i := range all {
		if all[i].Name == string(errorPatterns) {
			found = &all[i]
			break
		}
	}
	if found == nil {
		return nil, fmt.Errorf("%s analysis not found", errorPatterns)
	}
	return found, nil
}

// Silent since issue 28: an analysis looked up by the caller's id is a
// single entity; a tool error lets the model correct the id (reported
// before the spec change).
func getAnalysis(ctx context.Context, p AnalysisParams) (*Analysis, error) {
	all, err := analyses(ctx)
	if err != nil {
		return nil, err
	}
	var found *Analysis
	for i := range all {
		if all[i].ID == p.ID {
			found = &all[i]
			break
		}
	}
	if found == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return nil, fmt.Errorf("analysis %s not found", p.ID)
	}
	return found, nil
}

var More = []Tool{
	MustTool("find_error_patterns", findErrorPatterns),
	MustTool("get_analysis", getAnalysis),
}
