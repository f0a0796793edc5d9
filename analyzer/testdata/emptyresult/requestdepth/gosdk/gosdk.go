// Package gosdk: request data through the package's own helpers at any
// depth, in go-sdk handlers — typed In, the raw arguments of a plain
// handler, a server's own tool type and a function a helper adapts into a
// tool (issue 24, item 3). Parsed arguments are validated, silent; what a
// helper fetches is data, reported.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/emptyresult/requestdepth/lib"
)

type Book struct{ ID, Title string }

type catalog struct{ books map[string]Book }

func (c *catalog) byTitle(titles []string) []Book {
	var out []Book
	for _, t := range titles {
		if b, ok := c.books[t]; ok {
			out = append(out, b)
		}
	}
	return out
}

var books = &catalog{}

// cleanTitles → dedupe → trimmed: three helpers deep.
func cleanTitles(titles []string) ([]string, error) {
	out, err := dedupe(titles)
	if err != nil {
		return nil, fmt.Errorf("titles: %w", err)
	}
	return out, nil
}

func dedupe(titles []string) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for _, t := range titles {
		t = trimmed(t)
		if seen[t] {
			return nil, fmt.Errorf("%q given twice", t)
		}
		seen[t] = true
		out = append(out, t)
	}
	return out, nil
}

func trimmed(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

type titlesIn struct {
	Titles []string `json:"titles"`
	IDs    string   `json:"ids"`
}

type titlesOut struct {
	Titles []string `json:"titles"`
	IDs    []int    `json:"ids"`
	Books  []Book   `json:"books,omitempty"`
}

// Silent: the typed input through helpers three deep, and through a
// helper of another package; the answer is the arguments.
func normalize(ctx context.Context, req *mcp.CallToolRequest, in titlesIn) (*mcp.CallToolResult, titlesOut, error) {
	titles, err := cleanTitles(in.Titles)
	if err != nil {
		return nil, titlesOut{}, err
	}
	if len(titles) == 0 {
		return nil, titlesOut{}, errors.New("titles are required")
	}
	ids, err := lib.ParseIDs(in.IDs)
	if err != nil {
		return nil, titlesOut{}, err
	}
	if len(ids) == 0 {
		return nil, titlesOut{}, errors.New("ids are required")
	}
	return nil, titlesOut{Titles: titles, IDs: ids}, nil
}

// Reported: the books the catalogue holds for the parsed titles.
func lookup(ctx context.Context, req *mcp.CallToolRequest, in titlesIn) (*mcp.CallToolResult, titlesOut, error) {
	titles, err := cleanTitles(in.Titles)
	if err != nil {
		return nil, titlesOut{}, err
	}
	found := books.byTitle(titles)
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return nil, titlesOut{}, errors.New("no such books")
	}
	return nil, titlesOut{Books: found}, nil
}

// The raw arguments of a plain handler decoded by the package's helper,
// then parsed by a closure: silent. A closure given the catalogue:
// reported.
func decodeArgs(raw json.RawMessage) (map[string]any, error) {
	var args map[string]any
	if err := json.Unmarshal(raw, &args); err != nil {
		return nil, err
	}
	return args, nil
}

func plain(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, err := decodeArgs(req.Params.Arguments)
	if err != nil {
		return nil, err
	}
	list := func(key string) []string {
		raw, _ := args[key].([]any)
		var out []string
		for _, x := range raw {
			out = append(out, trimmed(fmt.Sprint(x)))
		}
		return out
	}
	titles := list("titles")
	if len(titles) == 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "titles are required"}}}, nil
	}
	find := func(ts []string) []Book { return books.byTitle(ts) }
	found := find(titles)
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no such books"}}}, nil
	}
	b, _ := json.Marshal(map[string]any{"titles": titles, "books": found})
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

func errorResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// A server's own tool type: its arguments through helpers, silent; the
// books it finds, reported.
type TitlesTool struct{ cat *catalog }

func (t *TitlesTool) Definition() mcp.Tool { return mcp.Tool{Name: "titles"} }

func (t *TitlesTool) titlesOf(args map[string]any) ([]string, error) {
	raw, ok := args["titles"].([]any)
	if !ok {
		return nil, errors.New("titles must be a list")
	}
	var titles []string
	for _, x := range raw {
		titles = append(titles, fmt.Sprint(x))
	}
	return cleanTitles(titles)
}

func (t *TitlesTool) Execute(ctx context.Context, logger *log.Logger, cache *sync.Map, args map[string]any) (*mcp.CallToolResult, error) {
	titles, err := t.titlesOf(args)
	if err != nil {
		return errorResult(err.Error()), nil
	}
	if len(titles) == 0 {
		return errorResult("titles are required"), nil
	}
	found := t.cat.byTitle(titles)
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return errorResult("no such books"), nil
	}
	return textResult(fmt.Sprint(titles, found)), nil
}

// A function a helper adapts into a tool, its parameters through helpers:
// silent; the books found: reported.
type Tool struct {
	Tool    *mcp.Tool
	Handler mcp.ToolHandler
}

func Adapt[P, R any](name string, fn func(context.Context, P) (R, error)) Tool { // want Adapt:"mcpfetches"
	return Tool{Tool: &mcp.Tool{Name: name}, Handler: func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var p P
		if err := json.Unmarshal(req.Params.Arguments, &p); err != nil {
			return nil, err
		}
		r, err := fn(ctx, p)
		if err != nil {
			return errorResult(err.Error()), nil
		}
		b, _ := json.Marshal(r)
		return textResult(string(b)), nil
	}}
}

func adaptedTitles(ctx context.Context, p titlesIn) ([]string, error) {
	titles, err := cleanTitles(p.Titles)
	if err != nil {
		return nil, err
	}
	if len(titles) == 0 {
		return nil, errors.New("titles are required")
	}
	return titles, nil
}

func adaptedBooks(ctx context.Context, p titlesIn) ([]Book, error) {
	titles, err := cleanTitles(p.Titles)
	if err != nil {
		return nil, err
	}
	found := books.byTitle(titles)
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return nil, errors.New("no such books")
	}
	return found, nil
}

var Tools = []Tool{Adapt("titles", adaptedTitles), Adapt("books", adaptedBooks)}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "normalize"}, normalize)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup"}, lookup)
	s.AddTool(&mcp.Tool{Name: "plain"}, plain)
}
