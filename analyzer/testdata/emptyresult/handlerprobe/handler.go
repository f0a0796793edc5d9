package handler

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func probe(any) {}

type in struct{ Query string }
type out struct{ Rows []string }

func fetch(string) []string { return nil }

type store struct{}

func (*store) fetch(string) []string { return nil }

func mcpgoPlain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler out=-1`
	q := req.GetString("q", "")
	backend := &store{}
	rows := backend.fetch(q)
	probe(q)    // want `request`
	probe(rows) // want `returned`
	probe(backend)
	text := fmt.Sprintf("%s: %v", q, rows)
	return mcp.NewToolResultText(text), nil
}

func mcpgoTyped(ctx context.Context, req mcp.CallToolRequest, args in) (*mcp.CallToolResult, error) { // want `handler out=-1`
	probe(args.Query) // want `request`
	rows := fetch(args.Query)
	probe(rows) // want `returned`
	return mcp.NewToolResultStructuredOnly(out{Rows: rows}), nil
}

func mcpgoStructured(ctx context.Context, req mcp.CallToolRequest, args in) (out, error) { // want `handler out=0`
	rows := fetch(args.Query)
	probe(rows) // want `returned`
	return out{Rows: rows}, nil
}

func gosdkPlain(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) { // want `handler out=-1`
	probe(req.Params.Arguments) // want `request`
	rows := fetch(string(req.Params.Arguments))
	b, _ := json.Marshal(rows)
	probe(rows) // want `returned`
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: string(b)}}}, nil
}

func gosdkTyped(ctx context.Context, req *gosdk.CallToolRequest, input in) (*gosdk.CallToolResult, out, error) { // want `handler out=1`
	var names []string
	for _, r := range fetch(strings.ToLower(input.Query)) {
		names = append(names, r)
	}
	probe(names) // want `returned`
	return nil, out{Rows: names}, nil
}

// parseList parses a list argument with a type switch: what it returns
// is the request's, also where a fetch follows (issue 24).
func parseList(v any) ([]string, error) {
	switch t := v.(type) {
	case string:
		return strings.Split(t, ","), nil
	case []any:
		var out []string
		for _, x := range t {
			out = append(out, fmt.Sprint(x))
		}
		return out, nil
	}
	return nil, fmt.Errorf("want a list, got %T", v)
}

func fetchFollows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler out=-1`
	items, err := parseList(req.GetArguments()["apis"])
	probe(items) // want `request`
	probe(err)
	rows := (&store{}).fetch(strings.Join(items, ","))
	probe(rows) // want `returned`
	return mcp.NewToolResultJSON(rows)
}

func gosdkFetchFollows(ctx context.Context, req *gosdk.CallToolRequest, input in) (*gosdk.CallToolResult, out, error) { // want `handler out=1`
	terms, err := parseList(input.Query)
	probe(terms) // want `request`
	rows := fetch(strings.Join(terms, " "))
	probe(rows) // want `returned`
	return nil, out{Rows: rows}, err
}

func register(s *gosdk.Server) {
	gosdk.AddTool(s, &gosdk.Tool{Name: "t"}, func(ctx context.Context, req *gosdk.CallToolRequest, input in) (*gosdk.CallToolResult, out, error) { // want `handler out=1`
		return nil, out{}, nil
	})
}

// Not handlers.
func noRequest(ctx context.Context, q string) (*mcp.CallToolResult, error)     { return nil, nil }
func noError(ctx context.Context, req mcp.CallToolRequest) *mcp.CallToolResult { return nil }

func client(res *mcp.CallToolResult, gres *gosdk.CallToolResult) {
	probe(res.Content)              // want `content`
	probe(res.RawStructuredContent) // want `channel`
	var p out
	_ = json.Unmarshal(res.RawStructuredContent, &p)
	probe(p.Rows) // want `payload`
	m := gres.StructuredContent.(map[string]any)
	probe(m["rows"]) // want `payload`
	probe(res)
	if res.IsError {
		probe(mcp.GetTextFromContent(res.Content[0])) // want `content; in isError scope`
	}
}
