// Package mcpgo: emptyresult as source to sink (issue 19), in mcp-go
// servers. A tested value is reported when it is (part of) the answer and
// not the request's arguments, nor a precondition of what the handler does
// next; what the code's names say never decides (the probes below come in
// pairs that differ only in names and get one verdict).
package mcpgo

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/go-openapi/runtime"
	"github.com/go-openapi/strfmt"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/fixtures/emptyresult/sourcesink/lib"
	"example.com/fixtures/emptyresult/sourcesink/library"
)

type item struct{ ID, Name string }

type backend struct{ items []item }

func (b *backend) query(q string) []item { return b.items }

var db = &backend{}

// --- probes: the same handler under other names, one verdict ---

func listDeployments(ctx context.Context, req mcp.CallToolRequest) ([]item, error) {
	return db.query(req.GetString("env", "")), nil
}

func listTargets(ctx context.Context, req mcp.CallToolRequest) ([]item, error) {
	return db.query(req.GetString("env", "")), nil
}

func deployments(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	found, err := listDeployments(ctx, req)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no deployments"), nil
	}
	return mcp.NewToolResultJSON(found)
}

func targets(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	found, err := listTargets(ctx, req)
	if err != nil {
		return nil, err
	}
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no targets"), nil
	}
	return mcp.NewToolResultJSON(found)
}

type User struct {
	Name  string
	Roles []string
}

type UserResult struct {
	Name  string
	Roles []string
}

type directory struct{}

func (directory) User(ctx context.Context, id string) (*User, error)             { return nil, nil }
func (directory) UserResult(ctx context.Context, id string) (*UserResult, error) { return nil, nil }

var dir directory

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := dir.User(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, err
	}
	if u == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return mcp.NewToolResultError("no such user"), nil
	}
	return mcp.NewToolResultJSON(u)
}

func getUserResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := dir.UserResult(ctx, req.GetString("id", ""))
	if err != nil {
		return nil, err
	}
	if u == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return mcp.NewToolResultError("no such user"), nil
	}
	return mcp.NewToolResultJSON(u)
}

// A cache given the rows on the side: the rows stay the answer, whatever
// the cache's method is called.
type memo struct{}

func (memo) Remember(q string, rows []item) {}
func (memo) SetCache(q string, rows []item) {}

var st memo

func remembered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	rows := db.query(q)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("nothing found"), nil
	}
	st.Remember(q, rows)
	return mcp.NewToolResultJSON(rows)
}

func cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	rows := db.query(q)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("nothing found"), nil
	}
	st.SetCache(q, rows)
	return mcp.NewToolResultJSON(rows)
}

// A call that must succeed for the handler to go on makes the rows its
// target, whatever it is called: silent both.
type ledger struct{}

func (ledger) Remember(q string, rows []item) error { return nil }
func (ledger) SetCache(q string, rows []item) error { return nil }

var books ledger

func archiveRemembered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	rows := db.query(q)
	if len(rows) == 0 {
		return mcp.NewToolResultError("nothing to archive"), nil
	}
	if err := books.Remember(q, rows); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("archived %v", rows)), nil
}

func archiveCached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("q", "")
	rows := db.query(q)
	if len(rows) == 0 {
		return mcp.NewToolResultError("nothing to archive"), nil
	}
	if err := books.SetCache(q, rows); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("archived %v", rows)), nil
}

// --- a legacy handler shape adapted into a tool by a helper ---

// LegacyHandler is the server's old handler shape: the arguments alone.
type LegacyHandler func(arguments map[string]interface{}) (*mcp.CallToolResult, error)

// adapt turns a legacy handler into an SDK one.
func adapt(h LegacyHandler) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return h(req.GetArguments())
	}
}

type store struct{ db *sql.DB }

var items = &store{}

// A list the handler builds from a query, then tests: reported.
func handleListItems(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	owner, _ := arguments["owner"].(string)
	rows, err := items.db.Query("SELECT id, name FROM items WHERE owner = ?", owner)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var list []item
	for rows.Next() {
		var it item
		if err := rows.Scan(&it.ID, &it.Name); err != nil {
			return nil, err
		}
		list = append(list, it)
	}
	if len(list) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError(fmt.Sprintf("no items for %s", owner)), nil
	}
	var b strings.Builder
	for _, it := range list {
		fmt.Fprintf(&b, "%s: %s\n", it.ID, it.Name)
	}
	return mcp.NewToolResultText(b.String()), nil
}

// Its validation of an argument: silent.
func handleGetItem(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	id, _ := arguments["id"].(string)
	if id == "" {
		return mcp.NewToolResultError("id is required"), nil
	}
	return mcp.NewToolResultText(id), nil
}

// The same shape never given to an adapter: no handler, silent.
func notAdapted(arguments map[string]interface{}) (*mcp.CallToolResult, error) {
	var list []item
	list = append(list, db.query("")...)
	if len(list) == 0 {
		return mcp.NewToolResultError("no items"), nil
	}
	return mcp.NewToolResultJSON(list)
}

var _ = notAdapted

func registerLegacy(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_items"), adapt(handleListItems))
	s.AddTool(mcp.NewTool("get_item"), adapt(handleGetItem))
}

// --- request arguments through a parsing helper or decoded by hand ---

// parseItems turns one argument into a list: computed from its input
// alone.
func parseItems(v any) []string {
	list, _ := v.([]any)
	var out []string
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, strings.TrimSpace(s))
		}
	}
	return out
}

type api struct{ Name string }

func (b *backend) apis(names []string) []api { return nil }

func describeAPIs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	names := parseItems(args["apis"])
	if len(names) == 0 { // silent: a required argument, parsed
		return mcp.NewToolResultError("apis is required"), nil
	}
	var filters map[string]string
	raw, _ := args["filters"].(string)
	if err := json.Unmarshal([]byte(raw), &filters); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(filters) == 0 { // silent: one argument decoded by hand
		return mcp.NewToolResultError("filters are required"), nil
	}
	found := db.apis(names)
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no such apis"), nil
	}
	return mcp.NewToolResultJSON(map[string]any{"apis": found, "filters": filters})
}

// A helper of the package given the request that fetches: its answer is
// data (look-alike of parseItems).
func fetchNamed(names []string) []api { return db.apis(names) }

func fetchAPIs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	found := fetchNamed(parseItems(req.GetArguments()["apis"]))
	if len(found) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no such apis"), nil
	}
	return mcp.NewToolResultJSON(found)
}

// A method of the server parsing the request without its receiver
// computes from the request alone, known by its body: silent (a parser of
// another package that takes a dependency is named by configuration,
// ../configured). One reading the server's own state is data: reported.
type srv struct{ names []string }

type listArgs struct{ Names []string }

func (srv) parse(ctx context.Context, req mcp.CallToolRequest) (listArgs, error) {
	var a listArgs
	err := req.BindArguments(&a)
	return a, err
}

func (s srv) listNames(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	a, err := s.parse(ctx, req)
	if err != nil {
		return nil, err
	}
	if len(a.Names) == 0 { // silent: validation
		return mcp.NewToolResultError("names are required"), nil
	}
	return mcp.NewToolResultText(strings.Join(a.Names, ",")), nil
}

func (s srv) matching(ctx context.Context, req mcp.CallToolRequest) ([]string, error) {
	prefix := req.GetString("prefix", "")
	var out []string
	for _, n := range s.names {
		if strings.HasPrefix(n, prefix) {
			out = append(out, n)
		}
	}
	return out, nil
}

func (s srv) listOwnNames(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names, err := s.matching(ctx, req)
	if err != nil {
		return nil, err
	}
	if len(names) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no names"), nil
	}
	return mcp.NewToolResultText(strings.Join(names, ",")), nil
}

// --- preconditions ---

type Hit struct{ ID string }

type multiReply struct {
	Responses []struct{ Hits []Hit }
}

func (b *backend) msearch(ctx context.Context, q string) (multiReply, error) {
	return multiReply{}, nil
}

// A reply wrapper whose first element is copied whole before use: silent.
func searchHits(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reply, err := db.msearch(ctx, req.GetString("q", ""))
	if err != nil {
		return nil, err
	}
	if len(reply.Responses) == 0 {
		return mcp.NewToolResultError("no responses from _msearch"), nil
	}
	first := reply.Responses[0]
	return mcp.NewToolResultJSON(first.Hits)
}

// The look-alike that answers the list whole: reported.
func allResponses(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	reply, err := db.msearch(ctx, req.GetString("q", ""))
	if err != nil {
		return nil, err
	}
	if len(reply.Responses) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no responses"), nil
	}
	return mcp.NewToolResultJSON(reply.Responses)
}

type point struct {
	Value float64
	Time  string
}

func (b *backend) series(ctx context.Context, metric string) ([]point, error) { return nil, nil }

// The latest point, taken apart: its fields are the answer. Reported in
// issue 24, silent since issue 28: one element taken from a list is not
// the list ("the latest pipeline of a project with none") (issue 24: value flow
// replaces the rule that took an element indexed after the test for a
// precondition). Reported.
func latest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	series, err := db.series(ctx, req.GetString("metric", ""))
	if err != nil {
		return nil, err
	}
	if len(series) == 0 { // not reported (issue 28): one element taken from the list, not the list, is the answer
		return mcp.NewToolResultError("no data points"), nil
	}
	last := series[len(series)-1]
	return mcp.NewToolResultText(fmt.Sprintf("%v at %s", last.Value, last.Time)), nil
}

// The series answered whole: reported.
func history(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	series, err := db.series(ctx, req.GetString("metric", ""))
	if err != nil {
		return nil, err
	}
	if len(series) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no data points"), nil
	}
	return mcp.NewToolResultJSON(series)
}

type repo struct{ Name string }

func (b *backend) reposOf(ctx context.Context, userID string) ([]repo, error) { return nil, nil }

// The subject looked up to act on: the repositories are fetched for it,
// and that call must succeed. Silent.
func userRepos(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := dir.User(ctx, req.GetString("user", ""))
	if err != nil {
		return nil, err
	}
	if u == nil {
		return mcp.NewToolResultError("no such user"), nil
	}
	repos, err := db.reposOf(ctx, u.Name)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultJSON(map[string]any{"user": u, "repos": repos})
}

// --- a go-swagger client's reply, known by type ---

type Thing struct{ Name string }

// GetThingsSuccess is a go-swagger response (read from the go-openapi
// runtime), named without a status: it implements error, but a client
// method returns it as its value, so its Payload is the reply's data.
type GetThingsSuccess struct{ Payload []Thing }

func (o *GetThingsSuccess) Error() string { return "[GET /things][200]" }

func (o *GetThingsSuccess) readResponse(response runtime.ClientResponse, consumer runtime.Consumer, formats strfmt.Registry) error {
	return nil
}

// GetThingsOK implements error and is no generated response; returned as
// a call's value it is still the reply, returned as its error a failure.
type GetThingsOK struct{ Payload []Thing }

func (o *GetThingsOK) Error() string { return "things" }

type thingsAPI struct{}

func (thingsAPI) GetThings(ctx context.Context) (*GetThingsSuccess, error) { return nil, nil }
func (thingsAPI) GetThingsOK(ctx context.Context) (*GetThingsOK, error)    { return nil, nil }

var things thingsAPI

func listThings(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := things.GetThings(ctx)
	if err != nil {
		return nil, err
	}
	if len(resp.Payload) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no things"), nil
	}
	return mcp.NewToolResultJSON(resp.Payload)
}

func listThingsOK(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := things.GetThingsOK(ctx)
	if err != nil {
		return nil, err
	}
	if len(resp.Payload) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no things"), nil
	}
	return mcp.NewToolResultJSON(resp.Payload)
}

func thingsFailure(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := things.GetThings(ctx)
	if failure, ok := err.(*GetThingsOK); ok && len(failure.Payload) == 0 { // silent: the payload of the call's error
		return mcp.NewToolResultError("no things"), nil
	}
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultJSON(resp.Payload)
}

// --- client side ---

type batch struct {
	ID   string   `json:"id"`
	Rows []string `json:"rows"`
}

// The id correlates rows with the caller's requests: a precondition,
// silent; the rows are the answer: reported.
func collect(ctx context.Context, c interface {
	CallTool(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)
}, pending map[string][]string) error {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return errors.New("call failed")
	}
	var b batch
	if err := json.Unmarshal(res.RawStructuredContent, &b); err != nil {
		return err
	}
	if b.ID == "" {
		return errors.New("batch without id")
	}
	if _, known := pending[b.ID]; !known {
		return fmt.Errorf("unknown batch %s", b.ID)
	}
	if len(b.Rows) == 0 { // want `empty tool result treated as an error`
		return errors.New("empty batch")
	}
	pending[b.ID] = b.Rows
	return nil
}

// --- helpers of other packages given request data alone ---

// lib.SearchDocs searches (its fact says so): reported. lib.ParseTerms
// parses: silent.
func searchDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	query := req.GetString("query", "")
	if terms := lib.ParseTerms(query); len(terms) == 0 { // silent: validation
		return mcp.NewToolResultError("query has no terms"), nil
	}
	docs, err := lib.SearchDocs(query, req.GetInt("limit", 5))
	if err != nil {
		return nil, err
	}
	if len(docs) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no documents"), nil
	}
	return mcp.NewToolResultJSON(docs)
}

// library.GetIndex returns a handle (a pointer to a type with methods):
// what it finds is data, reported; library.ParseFormat parses: silent.
func searchIndex(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	format, err := library.ParseFormat(req.GetString("format", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if format == "" { // silent: validation
		return mcp.NewToolResultError("format is required"), nil
	}
	idx := library.GetIndex(format)
	results := idx.Search(req.GetString("query", ""), 3)
	if len(results) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no documents found"), nil
	}
	return mcp.NewToolResultText(strings.Join(results, "\n")), nil
}

// --- the handler's environment ---

// The URL the tool was registered with is configuration the closure
// captured: silent. The rows the closure fetches with the captured
// backend are data: reported.
func dashboardTool(dashboardURL string, b *backend) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if dashboardURL == "" {
			return mcp.NewToolResultError("dashboard URL is not configured"), nil
		}
		rows := b.query(req.GetString("q", ""))
		if len(rows) == 0 { // want `empty answer returned as a tool error`
			return mcp.NewToolResultError("no rows"), nil
		}
		return mcp.NewToolResultText(fmt.Sprintf("%s/rows?q=%s: %v", dashboardURL, req.GetString("q", ""), rows)), nil
	}
}
