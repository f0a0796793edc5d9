package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type searchArgs struct {
	Query string `json:"query"`
}

type searchResult struct {
	Rows []row `json:"rows"`
}

type backend struct {
	rows  []row
	items map[string]*row
}

func (b *backend) search(q string) []row { return b.rows }

var db = &backend{}

// Positives.

func searchHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	if q == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	rows := db.search(q)
	if len(rows) == 0 { // want `empty answer returned as a tool error; an empty answer is a success, return it as one`
		return mcp.NewToolResultError("no rows found"), nil
	}
	return mcp.NewToolResultJSON(rows)
}

type tools struct{ b *backend }

func (t *tools) lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item := t.b.items[req.GetString("id", "")]
	if item == nil { // want `empty answer returned as a tool error`
		return nil, fmt.Errorf("unknown id")
	}
	return mcp.NewToolResultStructuredOnly(item), nil
}

func register(s *server.MCPServer, t *tools) {
	s.AddTool(mcp.NewTool("lookup"), t.lookup)
	s.AddTool(mcp.NewTool("names"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var names []string
		for _, r := range db.search(req.GetString("query", "")) {
			names = append(names, r.Name)
		}
		if len(names) == 0 { // want `empty answer returned as a tool error`
			return mcp.NewToolResultErrorf("no names match %q", req.GetString("query", "")), nil
		}
		return mcp.NewToolResultText(strings.Join(names, "\n")), nil
	})
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args searchArgs) (*mcp.CallToolResult, error) {
		rows := db.search(args.Query)
		if len(rows) == 0 { // want `empty answer returned as a tool error`
			return mcp.NewToolResultErrorFromErr("search", errors.New("empty")), nil
		}
		return mcp.NewToolResultStructured(rows, fmt.Sprint(rows)), nil
	}))
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args searchArgs) (searchResult, error) {
		rows := db.search(args.Query)
		if len(rows) == 0 { // want `empty answer returned as a tool error`
			return searchResult{}, errors.New("nothing found")
		}
		return searchResult{Rows: rows}, nil
	}))
}

// Negatives.

func validation(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	q, _ := args["query"].(string)
	if q == "" {
		return mcp.NewToolResultError("query is required"), nil
	}
	if len(req.GetArguments()) == 0 {
		return mcp.NewToolResultError("arguments are required"), nil
	}
	id, err := req.RequireString("id")
	if err != nil || id == "" {
		return mcp.NewToolResultError("id is required"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("%s %s: %v", q, id, db.search(q))), nil
}

func emptyIsSuccess(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search(req.GetString("query", ""))
	if len(rows) == 0 {
		return mcp.NewToolResultText("no rows matched"), nil
	}
	return mcp.NewToolResultJSON(rows)
}

func notTheAnswer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if db.items == nil {
		return mcp.NewToolResultError("store not loaded"), nil
	}
	cfg := map[string]string{}
	if len(cfg) == 0 {
		return nil, errors.New("not configured")
	}
	return mcp.NewToolResultText("ok"), nil
}

// Not a handler: no request parameter.
func helper(rows []row) (*mcp.CallToolResult, error) {
	if len(rows) == 0 {
		return mcp.NewToolResultError("no rows"), nil
	}
	return mcp.NewToolResultJSON(rows)
}
