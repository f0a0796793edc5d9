// Package mcpgo: request data through the package's own helpers at any
// depth, in mcp-go handlers (issue 24, item 3). A value parsed from the
// request, however many helpers deep, is the request's arguments: testing
// it for emptiness is validation, also when the tool answers from the
// arguments alone. The look-alikes fetch in a helper: their answer is data.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/emptyresult/requestdepth/lib"
)

// parseItems parses a list argument: a type switch over the value, a
// slice made to size, an error for a wrong type.
func parseItems(v any) ([]string, error) {
	switch t := v.(type) {
	case nil:
		return nil, nil
	case string:
		var items []string
		for _, s := range strings.Split(t, ",") {
			if s = strings.TrimSpace(s); s != "" {
				items = append(items, s)
			}
		}
		return items, nil
	case []any:
		items := make([]string, 0, len(t))
		for _, x := range t {
			s, ok := x.(string)
			if !ok {
				return nil, fmt.Errorf("apis: want strings, got %T", x)
			}
			items = append(items, s)
		}
		return items, nil
	default:
		return nil, fmt.Errorf("apis: want a list, got %T", v)
	}
}

// A pure tool: it answers from the arguments alone. Silent.
func describeAPIs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	items, err := parseItems(args["apis"])
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(items) == 0 {
		return mcp.NewToolResultError("apis is required"), nil
	}
	var b strings.Builder
	for _, it := range items {
		fmt.Fprintf(&b, "- %s\n", it)
	}
	return mcp.NewToolResultText(b.String()), nil
}

// parseNumbers → numbersOf → number: three helpers deep.
func parseNumbers(v any) ([]float64, error) {
	raw, ok := v.([]any)
	if !ok {
		return nil, errors.New("values must be a list")
	}
	return numbersOf(raw)
}

func numbersOf(raw []any) ([]float64, error) {
	nums := make([]float64, len(raw))
	for i, x := range raw {
		n, err := number(x)
		if err != nil {
			return nil, err
		}
		nums[i] = n
	}
	return nums, nil
}

func number(x any) (float64, error) {
	switch n := x.(type) {
	case float64:
		return n, nil
	case string:
		return strconv.ParseFloat(n, 64)
	}
	return 0, fmt.Errorf("not a number: %v", x)
}

// Silent: the sum of the arguments.
func sum(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	numbers, err := parseNumbers(req.GetArguments()["values"])
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(numbers) == 0 {
		return mcp.NewToolResultError("values is required"), nil
	}
	total := 0.0
	for _, n := range numbers {
		total += n
	}
	return mcp.NewToolResultText(strconv.FormatFloat(total, 'f', -1, 64)), nil
}

// Silent: Params.Arguments asserted to a map, through a helper given the
// context too; the context is no input when the helper does not use it.
func parseArgs(ctx context.Context, req mcp.CallToolRequest) (map[string]string, error) {
	args, ok := req.Params.Arguments.(map[string]any)
	if !ok {
		return nil, errors.New("arguments must be an object")
	}
	out := map[string]string{}
	for k, v := range args {
		out[k] = fmt.Sprint(v)
	}
	return out, nil
}

func echoLabels(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	labels, err := parseArgs(ctx, req)
	if err != nil {
		return nil, err
	}
	if len(labels) == 0 {
		return mcp.NewToolResultError("labels are required"), nil
	}
	return mcp.NewToolResultJSON(labels)
}

// A closure of the handler parses: silent. A closure that fetches with the
// backend it captured: reported.
type backend struct{ rows map[string][]string }

func (b *backend) lookup(keys []string) []string {
	var out []string
	for _, k := range keys {
		out = append(out, b.rows[k]...)
	}
	return out
}

func closures(b *backend) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		split := func(s string) []string {
			var out []string
			for _, f := range strings.Fields(s) {
				out = append(out, strings.ToLower(f))
			}
			return out
		}
		keys := split(req.GetString("keys", ""))
		if len(keys) == 0 {
			return mcp.NewToolResultError("keys are required"), nil
		}
		fetch := func(ks []string) []string { return b.lookup(ks) }
		rows := fetch(keys)
		if len(rows) == 0 { // want `empty answer returned as a tool error`
			return mcp.NewToolResultError("no rows"), nil
		}
		return mcp.NewToolResultText(strings.Join(keys, ",") + ": " + strings.Join(rows, "\n")), nil
	}
}

// A method of the server that parses without its receiver: silent. One
// that reads its receiver's backend: reported.
type server struct{ db *backend }

func (s *server) titles(args map[string]any) []string {
	raw, _ := args["titles"].([]any)
	var out []string
	for _, x := range raw {
		out = append(out, fmt.Sprint(x))
	}
	return out
}

func (s *server) found(args map[string]any) []string {
	return s.db.lookup(s.titles(args))
}

func (s *server) listTitles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	titles := s.titles(req.GetArguments())
	if len(titles) == 0 {
		return mcp.NewToolResultError("titles are required"), nil
	}
	return mcp.NewToolResultText(strings.Join(titles, ", ")), nil
}

func (s *server) findTitles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := s.found(req.GetArguments())
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("nothing found"), nil
	}
	return mcp.NewToolResultText(strings.Join(rows, ", ")), nil
}

// The readers of the request and BindArguments, through a helper: silent.
type filter struct {
	Tags []string `json:"tags"`
}

func normalized(tags []string) []string {
	var out []string
	for _, t := range tags {
		out = append(out, strings.ToLower(strings.TrimSpace(t)))
	}
	return out
}

func tagged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	apis, err := req.RequireStringSlice("apis")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	names := normalized(apis)
	if len(names) == 0 {
		return mcp.NewToolResultError("apis is required"), nil
	}
	var f filter
	if err := req.BindArguments(&f); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	tags := normalized(f.Tags)
	if len(tags) == 0 {
		return mcp.NewToolResultError("tags are required"), nil
	}
	out, _ := json.Marshal(map[string][]string{"apis": names, "tags": tags})
	return mcp.NewToolResultText(string(out)), nil
}

// A typed mcp-go handler's arguments through a helper: silent.
type typedArgs struct {
	Titles []string `json:"titles"`
}

func typedTitles(ctx context.Context, req mcp.CallToolRequest, args typedArgs) (*mcp.CallToolResult, error) {
	titles := normalized(args.Titles)
	if len(titles) == 0 {
		return mcp.NewToolResultError("titles are required"), nil
	}
	return mcp.NewToolResultText(strings.Join(titles, "\n")), nil
}

var _ = mcp.NewTypedToolHandler(typedTitles)

// Helpers of another package: its parser, three calls deep, is the
// request (silent); its lookup is data (reported).
func tickets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ids, err := lib.ParseIDs(req.GetArguments()["ids"])
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(ids) == 0 {
		return mcp.NewToolResultError("ids are required"), nil
	}
	found, err := lib.Tickets(ids)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no tickets"), nil
	}
	return mcp.NewToolResultJSON(found)
}

// Where a fetch follows the parse, the verdict is still the request's:
// the probe says so (see ../probe).
func fetchAfterParse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	items, err := parseItems(req.GetArguments()["apis"])
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(items) == 0 {
		return mcp.NewToolResultError("apis is required"), nil
	}
	rows := db.lookup(items)
	return mcp.NewToolResultJSON(rows)
}

var db = &backend{}

// A package helper that fetches with the package's backend, given request
// data alone: its answer is data. Reported.
func fetchItems(v any) ([]string, error) {
	items, err := parseItems(v)
	if err != nil {
		return nil, err
	}
	return db.lookup(items), nil
}

func listItems(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := fetchItems(req.GetArguments()["apis"])
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no items"), nil
	}
	return mcp.NewToolResultText(strings.Join(rows, "\n")), nil
}

// A server's own tool type on mcp-go: its arguments parsed by a helper
// two deep, silent; what it finds with its backend, reported.
type LabelsTool struct{ db *backend }

func (t *LabelsTool) Definition() mcp.Tool { return mcp.NewTool("labels") }

func labelsOf(args map[string]any) ([]string, error) {
	items, err := parseItems(args["labels"])
	if err != nil {
		return nil, fmt.Errorf("labels: %w", err)
	}
	return items, nil
}

func (t *LabelsTool) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	labels, err := labelsOf(args)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(labels) == 0 {
		return mcp.NewToolResultError("labels are required"), nil
	}
	rows := t.db.lookup(labels)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("nothing labelled so"), nil
	}
	return mcp.NewToolResultText(strings.Join(labels, ",") + ": " + strings.Join(rows, ",")), nil
}

// A function a helper adapts into an mcp-go tool, its parameters through
// a helper: silent; the rows found: reported.
type Tool struct {
	Tool    mcp.Tool
	Handler func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)
}

func MustTool[P, R any](name string, fn func(context.Context, P) (R, error)) Tool { // want MustTool:"mcpfetches"
	return Tool{Tool: mcp.NewTool(name), Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var p P
		if err := req.BindArguments(&p); err != nil {
			return nil, err
		}
		r, err := fn(ctx, p)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultJSON(r)
	}}
}

type keysParams struct{ Keys string }

func splitKeys(s string) []string { return strings.Split(strings.TrimSpace(s), ",") }

func adaptedKeys(ctx context.Context, p keysParams) ([]string, error) {
	keys := splitKeys(p.Keys)
	if len(keys) == 0 {
		return nil, errors.New("keys are required")
	}
	return keys, nil
}

func adaptedRows(ctx context.Context, p keysParams) ([]string, error) {
	rows := db.lookup(splitKeys(p.Keys))
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, errors.New("no rows")
	}
	return rows, nil
}

var Tools = []Tool{MustTool("keys", adaptedKeys), MustTool("rows", adaptedRows)}
