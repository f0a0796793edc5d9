// Package gosdk: emptyresult as source to sink (issue 19), in go-sdk
// servers and clients.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type item struct{ ID, Name string }

type backend struct{ items []item }

func (b *backend) query(q string) []item { return b.items }

var db = &backend{}

type in struct {
	Env     string   `json:"env"`
	Names   []string `json:"names"`
	Filters string   `json:"filters"` // a JSON object, encoded as a string
}

type out struct {
	Items []item `json:"items"`
}

// --- probes: the same handler under other names, one verdict ---

func listDeployments(ctx context.Context, req *mcp.CallToolRequest) ([]item, error) {
	return db.query(""), nil
}

func listTargets(ctx context.Context, req *mcp.CallToolRequest) ([]item, error) {
	return db.query(""), nil
}

func deployments(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	found, err := listDeployments(ctx, req)
	if err != nil {
		return nil, out{}, err
	}
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return nil, out{}, errors.New("no deployments")
	}
	return nil, out{Items: found}, nil
}

func targets(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	found, err := listTargets(ctx, req)
	if err != nil {
		return nil, out{}, err
	}
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return nil, out{}, errors.New("no targets")
	}
	return nil, out{Items: found}, nil
}

type User struct{ Name string }

type UserResult struct{ Name string }

type userOut struct {
	User       *User       `json:"user,omitempty"`
	UserResult *UserResult `json:"userResult,omitempty"`
}

func findUser(id string) *User             { return nil }
func findUserResult(id string) *UserResult { return nil }

func getUser(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, userOut, error) {
	u := findUser(args.Env + "/x")
	if u == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return nil, userOut{}, errors.New("no such user")
	}
	return nil, userOut{User: u}, nil
}

func getUserResult(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, userOut, error) {
	u := findUserResult(args.Env + "/x")
	if u == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return nil, userOut{}, errors.New("no such user")
	}
	return nil, userOut{UserResult: u}, nil
}

type memo struct{}

func (memo) Remember(q string, rows []item) {}
func (memo) SetCache(q string, rows []item) {}

var st memo

func remembered(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	rows := db.query(args.Env)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, out{}, errors.New("nothing found")
	}
	st.Remember(args.Env, rows)
	return nil, out{Items: rows}, nil
}

func cached(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	rows := db.query(args.Env)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, out{}, errors.New("nothing found")
	}
	st.SetCache(args.Env, rows)
	return nil, out{Items: rows}, nil
}

// --- a legacy handler shape adapted into a tool ---

type legacy func(arguments map[string]any) (*mcp.CallToolResult, error)

func adapt(h legacy) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args map[string]any
		if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
			return nil, err
		}
		return h(args)
	}
}

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func errorResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: s}}}
}

func handleSearch(arguments map[string]any) (*mcp.CallToolResult, error) {
	q, _ := arguments["q"].(string)
	if q == "" { // silent: validation
		return errorResult("q is required"), nil
	}
	var names []string
	for _, it := range db.query(q) {
		names = append(names, it.Name)
	}
	if len(names) == 0 { // want `empty answer returned as a tool error`
		return errorResult("no matches"), nil
	}
	return textResult(fmt.Sprint(names)), nil
}

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "search"}, adapt(handleSearch))
}

// --- request arguments decoded by hand ---

func parseNames(v []string) []string {
	var names []string
	for _, n := range v {
		if n != "" {
			names = append(names, n)
		}
	}
	return names
}

func named(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
	names := parseNames(args.Names)
	if len(names) == 0 { // silent: a required argument, parsed
		return nil, out{}, errors.New("names are required")
	}
	var raw struct{ Filter []string }
	if err := json.Unmarshal(req.Params.Arguments, &raw); err != nil {
		return nil, out{}, err
	}
	if len(raw.Filter) == 0 { // silent: decoded from the arguments
		return nil, out{}, errors.New("filter is required")
	}
	var filters map[string]string
	if err := json.Unmarshal([]byte(args.Filters), &filters); err != nil {
		return nil, out{}, err
	}
	if len(filters) == 0 { // silent: one argument decoded by hand
		return nil, out{}, errors.New("filters are required")
	}
	return nil, out{Items: db.query(fmt.Sprint(names, raw.Filter))}, nil
}

// --- preconditions ---

type point struct{ Value float64 }

type seriesOut struct {
	Latest float64 `json:"latest"`
}

func (b *backend) series(metric string) []point { return nil }

// The last element taken apart: one element of the series, not the
// series, is the answer. Silent since issue 28 (reported before).
func latest(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, seriesOut, error) {
	series := db.series(args.Env)
	if len(series) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return nil, seriesOut{}, errors.New("no data points")
	}
	last := series[len(series)-1]
	return nil, seriesOut{Latest: last.Value}, nil
}

// The first element answered whole: one element, silent since issue 28.
type firstOut struct {
	First point `json:"first"`
}

func first(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, firstOut, error) {
	series := db.series(args.Env)
	if len(series) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return nil, firstOut{}, errors.New("no data points")
	}
	return nil, firstOut{First: series[0]}, nil
}

type hit struct{ ID string }

type hitsOut struct {
	Hits []hit `json:"hits"`
}

func (b *backend) msearch(q string) struct{ Responses []struct{ Hits []hit } } {
	return struct{ Responses []struct{ Hits []hit } }{}
}

// A reply wrapper whose first element holds the answer's list: the hits
// are the answer, the wrapper's list its envelope. Silent.
func searchHits(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, hitsOut, error) {
	reply := db.msearch(args.Env)
	if len(reply.Responses) == 0 {
		return nil, hitsOut{}, errors.New("no responses from _msearch")
	}
	first := reply.Responses[0]
	return nil, hitsOut{Hits: first.Hits}, nil
}

// The hits inside the first response are the answer: reported.
func firstHits(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, hitsOut, error) {
	reply := db.msearch(args.Env)
	if len(reply.Responses) == 0 {
		return nil, hitsOut{}, errors.New("no responses from _msearch")
	}
	first := reply.Responses[0]
	if len(first.Hits) == 0 { // want `empty answer returned as a tool error`
		return nil, hitsOut{}, errors.New("no hits")
	}
	return nil, hitsOut{Hits: first.Hits}, nil
}

// --- client side ---

type batch struct {
	ID   string   `json:"id"`
	Rows []string `json:"rows"`
}

// A harness needs the id to correlate rows: a precondition, silent. The
// rows themselves are the answer: reported.
func collect(ctx context.Context, s *mcp.ClientSession, pending map[string]chan []string) error {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "batch"})
	if err != nil || res.IsError {
		return errors.New("call failed")
	}
	var b batch
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &b); err != nil {
		return err
	}
	if b.ID == "" {
		return errors.New("batch without id")
	}
	ch, ok := pending[b.ID]
	if !ok {
		return fmt.Errorf("unknown batch %s", b.ID)
	}
	if len(b.Rows) == 0 { // want `empty tool result treated as an error`
		return errors.New("empty batch")
	}
	ch <- b.Rows
	return nil
}

// The id answered: reported (look-alike).
func batchID(ctx context.Context, s *mcp.ClientSession) (string, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "batch"})
	if err != nil || res.IsError {
		return "", errors.New("call failed")
	}
	var b batch
	raw, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(raw, &b)
	if b.ID == "" { // want `empty tool result treated as an error`
		return "", errors.New("batch without id")
	}
	return b.ID, nil
}

type envelope struct {
	Results *struct{ Items []string } `json:"results"`
}

// A nil test guarding the dereference of the part tested next: silent;
// the part's test is reported.
func items(ctx context.Context, s *mcp.ClientSession) ([]string, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "items"})
	if err != nil || res.IsError {
		return nil, errors.New("call failed")
	}
	var env envelope
	raw, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(raw, &env)
	if env.Results == nil || len(env.Results.Items) == 0 { // want `empty tool result treated as an error`
		return nil, errors.New("no items")
	}
	return env.Results.Items, nil
}

// The last item of the answer: its value is what the client answers.
// Reported.
func lastItem(ctx context.Context, s *mcp.ClientSession) (int, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "items"})
	if err != nil || res.IsError {
		return 0, errors.New("call failed")
	}
	var rows []struct{ N int }
	raw, _ := json.Marshal(res.StructuredContent)
	_ = json.Unmarshal(raw, &rows)
	if len(rows) == 0 { // want `empty tool result treated as an error`
		return 0, errors.New("no rows")
	}
	return rows[len(rows)-1].N, nil
}

// The base URL a typed handler closure captured is configuration: silent.
func linkTool(base string) mcp.ToolHandlerFor[in, out] {
	return func(ctx context.Context, req *mcp.CallToolRequest, args in) (*mcp.CallToolResult, out, error) {
		if base == "" {
			return nil, out{}, errors.New("base URL is not configured")
		}
		return nil, out{Items: []item{{ID: base + "/" + args.Env}}}, nil
	}
}
