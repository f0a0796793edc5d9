// Package gosdk holds emptyresult's name probes on go-sdk (issue 19,
// "Names can decide findings"): pairs of functions that differ only in
// what the user called a function, a method, a type or a field, and must
// get the same finding. The wants say what the spec asks for; where one
// side of a pair has no finding today, a rule keyed on a name decides it.
// Not registered in emptyresult's own tests: the rename-invariance test
// (analyzer/renameinvariance_test.go) runs them.
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type deployment struct{ Name, Env string }

type fleet struct{ deployments []deployment }

func (f *fleet) in(env string) []deployment { return f.deployments }

var cluster = &fleet{}

type envIn struct {
	Env string `json:"env"`
}

type listOut struct {
	Deployments []deployment `json:"deployments"`
}

// Pair 1 — a helper given the whole request that does the tool's work
// returns the answer, whatever its name: "listTargets" holds "arg", an
// argument parser's word (knowledge.NamesArgumentParser).

func listDeployments(ctx context.Context, req *mcp.CallToolRequest) ([]deployment, error) {
	var in envIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	return cluster.in(in.Env), nil
}

func listTargets(ctx context.Context, req *mcp.CallToolRequest) ([]deployment, error) {
	var in envIn
	if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
		return nil, err
	}
	return cluster.in(in.Env), nil
}

func deploymentsHandler(ctx context.Context, req *mcp.CallToolRequest, in envIn) (*mcp.CallToolResult, listOut, error) {
	list, err := listDeployments(ctx, req)
	if err != nil {
		return nil, listOut{}, err
	}
	if len(list) == 0 { // want `empty answer returned as a tool error`
		return nil, listOut{}, fmt.Errorf("no deployments in %s", in.Env)
	}
	return nil, listOut{Deployments: list}, nil
}

func targetsHandler(ctx context.Context, req *mcp.CallToolRequest, in envIn) (*mcp.CallToolResult, listOut, error) {
	list, err := listTargets(ctx, req)
	if err != nil {
		return nil, listOut{}, err
	}
	if len(list) == 0 { // want `empty answer returned as a tool error`
		return nil, listOut{}, fmt.Errorf("no deployments in %s", in.Env)
	}
	return nil, listOut{Deployments: list}, nil
}

// Pair 2 — the users of a team, none found, are an empty collection that
// is the answer, whatever their type is called: "UserResult" ends like a
// reply envelope (emptyresult's replySuffixes). (Before issue 28 the pair
// was one nil entity by id, which is silent now whatever its name.)

type User struct{ ID, Name string }

type UserResult struct{ ID, Name string }

type idIn struct {
	ID string `json:"id"`
}

type userOut struct {
	Users []*User `json:"users"`
}

type userResultOut struct {
	Users []*UserResult `json:"users"`
}

type directory struct {
	users   map[string][]*User
	results map[string][]*UserResult
}

var people = &directory{}

func getUser(ctx context.Context, req *mcp.CallToolRequest, in idIn) (*mcp.CallToolResult, userOut, error) {
	u := people.users[in.ID]
	if len(u) == 0 { // want `empty answer returned as a tool error`
		return nil, userOut{}, fmt.Errorf("user %q not found", in.ID)
	}
	return nil, userOut{Users: u}, nil
}

func getUserResult(ctx context.Context, req *mcp.CallToolRequest, in idIn) (*mcp.CallToolResult, userResultOut, error) {
	u := people.results[in.ID]
	if len(u) == 0 { // want `empty answer returned as a tool error`
		return nil, userResultOut{}, fmt.Errorf("user %q not found", in.ID)
	}
	return nil, userResultOut{Users: u}, nil
}

// Pair 3 — caching the answer after the emptiness test does not make it
// the target of an action, whatever the cache's method is called:
// "SetCache" starts with a mutating verb (knowledge.StartsWithMutatingVerb).

type row struct{ Name string }

type queryIn struct {
	Query string `json:"query"`
}

type rowsOut struct {
	Rows []row `json:"rows"`
}

type store struct {
	rows  []row
	cache map[string][]row
}

func (s *store) search(q string) []row { return s.rows }

func (s *store) Remember(q string, rows []row) { s.cache[q] = rows }

func (s *store) SetCache(q string, rows []row) { s.cache[q] = rows }

var st = &store{}

func rememberedSearch(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, rowsOut, error) {
	rows := st.search(in.Query)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, fmt.Errorf("no rows match %q", in.Query)
	}
	st.Remember(in.Query, rows)
	return nil, rowsOut{Rows: rows}, nil
}

func cachedSearch(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, rowsOut, error) {
	rows := st.search(in.Query)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, fmt.Errorf("no rows match %q", in.Query)
	}
	st.SetCache(in.Query, rows)
	return nil, rowsOut{Rows: rows}, nil
}

// Pair 4 — the rows a query call returns are the answer, whatever verb the
// call's name starts with: "Submit" is an action's verb, "Send" a
// transport's (knowledge.StartsWithActionVerb, transportVerbs).

type broker struct{ rows []row }

func (b *broker) SendQuery(q string) ([]row, error) { return b.rows, nil }

func (b *broker) SubmitQuery(q string) ([]row, error) { return b.rows, nil }

var brk = &broker{}

func sentQuery(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, rowsOut, error) {
	rows, err := brk.SendQuery(in.Query)
	if err != nil {
		return nil, rowsOut{}, err
	}
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, fmt.Errorf("no rows match %q", in.Query)
	}
	return nil, rowsOut{Rows: rows}, nil
}

func submittedQuery(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, rowsOut, error) {
	rows, err := brk.SubmitQuery(in.Query)
	if err != nil {
		return nil, rowsOut{}, err
	}
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, fmt.Errorf("no rows match %q", in.Query)
	}
	return nil, rowsOut{Rows: rows}, nil
}

// Pair 5 — rows fetched for a job the handler started are its answer,
// whatever the fetching function is called: "awaitRows" starts like a
// reader of replies (emptyresult's replyReaders).

type jobID string

func (b *broker) StartJob(q string) (jobID, error) { return jobID(q), nil }

func (b *broker) awaitRows(id jobID) []row { return b.rows }

func (b *broker) rowsOf(id jobID) []row { return b.rows }

func awaitedJob(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, rowsOut, error) {
	id, err := brk.StartJob(in.Query)
	if err != nil {
		return nil, rowsOut{}, err
	}
	rows := brk.awaitRows(id)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, fmt.Errorf("job %s found nothing", id)
	}
	return nil, rowsOut{Rows: rows}, nil
}

func fetchedJob(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, rowsOut, error) {
	id, err := brk.StartJob(in.Query)
	if err != nil {
		return nil, rowsOut{}, err
	}
	rows := brk.rowsOf(id)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, fmt.Errorf("job %s found nothing", id)
	}
	return nil, rowsOut{Rows: rows}, nil
}

// Pair 6 — a generated client's reply that implements error carries its
// data in Payload, whatever the reply type is called: "ListThingsOK" ends
// in a 2xx status (knowledge.NamesSuccessReply).

type thing struct{ ID string }

type thingsOut struct {
	Things []thing `json:"things"`
}

type ListThingsOK struct{ Payload []thing }

func (o *ListThingsOK) Error() string { return "[GET /things][200] OK" }

type ListThingsBody struct{ Payload []thing }

func (o *ListThingsBody) Error() string { return "[GET /things][200] body" }

var (
	listThingsOK   func(ctx context.Context, q string) (*ListThingsOK, error)
	listThingsBody func(ctx context.Context, q string) (*ListThingsBody, error)
)

func thingsOK(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, thingsOut, error) {
	resp, err := listThingsOK(ctx, in.Query)
	if err != nil {
		return nil, thingsOut{}, err
	}
	if len(resp.Payload) == 0 { // want `empty answer returned as a tool error`
		return nil, thingsOut{}, fmt.Errorf("no things match %q", in.Query)
	}
	return nil, thingsOut{Things: resp.Payload}, nil
}

func thingsBody(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, thingsOut, error) {
	resp, err := listThingsBody(ctx, in.Query)
	if err != nil {
		return nil, thingsOut{}, err
	}
	if len(resp.Payload) == 0 { // want `empty answer returned as a tool error`
		return nil, thingsOut{}, fmt.Errorf("no things match %q", in.Query)
	}
	return nil, thingsOut{Things: resp.Payload}, nil
}

// Pair 7 — a reply's count of what it matched, compared with zero, tests
// the answer for emptiness whatever the count's field is called: "Total"
// is in knowledge.IsAnswerCount's list, "Matched" is not. (A field name,
// which the rename-invariance test leaves alone: this pair alone shows it.)

type totalReply struct {
	Total int
	Items []thing
}

type matchedReply struct {
	Matched int
	Items   []thing
}

func searchTotal(q string) (*totalReply, error) { return &totalReply{}, nil }

func searchMatched(q string) (*matchedReply, error) { return &matchedReply{}, nil }

func countedTotal(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, thingsOut, error) {
	res, err := searchTotal(in.Query)
	if err != nil {
		return nil, thingsOut{}, err
	}
	if res.Total == 0 { // want `empty answer returned as a tool error`
		return nil, thingsOut{}, fmt.Errorf("nothing matched %q", in.Query)
	}
	return nil, thingsOut{Things: res.Items}, nil
}

func countedMatched(ctx context.Context, req *mcp.CallToolRequest, in queryIn) (*mcp.CallToolResult, thingsOut, error) {
	res, err := searchMatched(in.Query)
	if err != nil {
		return nil, thingsOut{}, err
	}
	if res.Matched == 0 { // want `empty answer returned as a tool error`
		return nil, thingsOut{}, fmt.Errorf("nothing matched %q", in.Query)
	}
	return nil, thingsOut{Things: res.Items}, nil
}

// Pair 8 — a client that exits on an empty answer through its own logger
// fails, whatever the logger's method is called: any function named Fatalf
// exits (knowledge.ExitOf's loggerFatals), "die" does too, by its body.

type console struct{}

func (console) Fatalf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format, args...)
	os.Exit(1)
}

func (console) die(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format, args...)
	os.Exit(1)
}

var out console

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
}

func rowsOrFatalf(ctx context.Context, s *mcp.ClientSession) []any {
	res, err := call(ctx, s)
	if err != nil || res.IsError {
		return nil
	}
	rows, _ := res.StructuredContent.([]any)
	if len(rows) == 0 { // want `empty tool result treated as an error`
		out.Fatalf("no rows\n")
	}
	return rows
}

func rowsOrDie(ctx context.Context, s *mcp.ClientSession) []any {
	res, err := call(ctx, s)
	if err != nil || res.IsError {
		return nil
	}
	rows, _ := res.StructuredContent.([]any)
	if len(rows) == 0 { // want `empty tool result treated as an error`
		out.die("no rows\n")
	}
	return rows
}
