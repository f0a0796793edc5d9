package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type searchIn struct {
	Query string `json:"query"`
}

type searchOut struct {
	Query string `json:"query"`
	Rows  []row  `json:"rows"`
}

type store struct{ rows []row }

func (s *store) search(q string) []row { return s.rows }

var db = &store{}

// Positives.

func typedHandler(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, searchOut, error) {
	rows := db.search(in.Query)
	if len(rows) == 0 { // want `empty answer returned as a tool error; an empty answer is a success, return it as one`
		return nil, searchOut{}, fmt.Errorf("no rows match %q", in.Query)
	}
	return nil, searchOut{Query: in.Query, Rows: rows}, nil
}

func lowLevelHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search(string(req.Params.Arguments))
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "nothing found"}}}, nil
	}
	b, err := json.Marshal(rows)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "names"}, func(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, searchOut, error) {
		var names []string
		for _, r := range db.search(in.Query) {
			names = append(names, r.Name)
		}
		if names == nil { // want `empty answer returned as a tool error`
			return nil, searchOut{}, errors.New("nothing found")
		}
		text := strings.Join(names, ", ")
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, searchOut{}, nil
	})
}

// Negatives.

func validates(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, searchOut, error) {
	q := strings.TrimSpace(in.Query)
	if q == "" {
		return nil, searchOut{}, errors.New("query is required")
	}
	if len(req.Params.Arguments) == 0 {
		return nil, searchOut{}, errors.New("arguments are required")
	}
	rows := db.search(q)
	return nil, searchOut{Query: q, Rows: rows}, nil
}

func emptySuccessHandler(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, searchOut, error) {
	rows := db.search(in.Query)
	if len(rows) == 0 {
		return nil, searchOut{Query: in.Query, Rows: []row{}}, nil
	}
	return nil, searchOut{Query: in.Query, Rows: rows}, nil
}

func notTheAnswer(ctx context.Context, req *mcp.CallToolRequest, in searchIn) (*mcp.CallToolResult, searchOut, error) {
	backend := db
	if backend == nil {
		return nil, searchOut{}, errors.New("not configured")
	}
	return nil, searchOut{Rows: backend.search(in.Query)}, nil
}
