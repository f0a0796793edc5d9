// Package mcpgo: tools of a server's own tool type on mcp-go, with the
// decoded arguments as a struct.
package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type Args struct{ Query string }

type Issue struct{ Key, Summary string }

type Backend interface {
	Search(ctx context.Context, jql string) ([]Issue, error)
}

type SearchTool struct{ backend Backend }

func (t *SearchTool) Definition() mcp.Tool { return mcp.NewTool("search_issues") }

// Reported: the issues found are the answer, rendered by a package
// function.
func (t *SearchTool) Execute(ctx context.Context, args Args) (*mcp.CallToolResult, error) {
	if args.Query == "" {
		return nil, errors.New("query is required")
	}
	issues, err := t.backend.Search(ctx, args.Query)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(issues) == 0 { // want "empty answer returned as a tool error"
		return nil, fmt.Errorf("no issues match %q", args.Query)
	}
	return mcp.NewToolResultText(render(issues)), nil
}

func render(issues []Issue) string {
	lines := make([]string, 0, len(issues))
	for _, i := range issues {
		lines = append(lines, i.Key+": "+i.Summary)
	}
	return strings.Join(lines, "\n")
}

type CountTool struct{ backend Backend }

func (t *CountTool) Definition() mcp.Tool { return mcp.NewTool("count_issues") }

// Silent: the issues are only counted by a function that is no renderer
// of them (it renders a number), and the query argument is validated.
func (t *CountTool) Execute(ctx context.Context, args Args) (*mcp.CallToolResult, error) {
	if strings.TrimSpace(args.Query) == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	issues, err := t.backend.Search(ctx, args.Query)
	if err != nil {
		return nil, err
	}
	if issues == nil {
		return nil, errors.New("backend answered nothing")
	}
	return mcp.NewToolResultText(count(issues)), nil
}

func count(issues []Issue) string { return fmt.Sprint(len(issues)) }

// Silent: a type of the same method shape that defines no tool.
type Runner struct{ backend Backend }

func (r *Runner) Execute(ctx context.Context, args Args) (*mcp.CallToolResult, error) {
	issues, err := r.backend.Search(ctx, args.Query)
	if err != nil || len(issues) == 0 {
		return nil, errors.New("no issues")
	}
	return mcp.NewToolResultText(render(issues)), nil
}
