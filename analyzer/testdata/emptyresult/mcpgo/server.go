package mcpgo

import (
	"context"
	"encoding/json"
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
	if item == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
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

// Request arguments, however they were decoded, are inputs: testing them
// is validation (negatives), even when they are echoed in the answer.

type createArgs struct {
	Name    string   `json:"name"`
	Servers []string `json:"servers"`
}

func parseArguments(req mcp.CallToolRequest, into any) error {
	b, err := json.Marshal(req.GetArguments())
	if err != nil {
		return err
	}
	return json.Unmarshal(b, into)
}

func parseArgs(req mcp.CallToolRequest) (createArgs, error) {
	var args createArgs
	err := parseArguments(req, &args)
	return args, err
}

func marshalledArguments(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var params createArgs
	b, _ := json.Marshal(req.Params.Arguments)
	if err := json.Unmarshal(b, &params); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if params.Name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("hello %s", params.Name)), nil
}

func boundArguments(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args createArgs
	if err := req.BindArguments(&args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if len(args.Servers) == 0 {
		return mcp.NewToolResultError("servers are required"), nil
	}
	return mcp.NewToolResultText(strings.Join(args.Servers, ", ")), nil
}

func parsedByHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args createArgs
	if err := parseArguments(req, &args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if args.Name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	return mcp.NewToolResultText(args.Name), nil
}

func parsedAndReturned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, err := parseArgs(req)
	if err != nil {
		return nil, err
	}
	if len(args.Servers) == 0 {
		return mcp.NewToolResultError("servers are required"), nil
	}
	return mcp.NewToolResultText(strings.Join(args.Servers, ", ")), nil
}

func required(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if name == "" {
		return mcp.NewToolResultError("name is required"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("hello %s", name)), nil
}

// A list decoded from a backend's reply is the answer, however it was
// decoded (positive next to the negatives above).
func decodedAnswer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var items []row
	if err := json.Unmarshal(fetchBody(req.GetString("query", "")), &items); err != nil {
		return nil, err
	}
	if len(items) == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no items"), nil
	}
	return mcp.NewToolResultJSON(items)
}

func fetchBody(q string) []byte { return nil }

// The target of an action, or its precondition: "not found" there is
// invalid input (negatives). A get handler that answers with what it
// looked up is reported (positive).

type mcpServer struct {
	Name        string
	Quarantined bool
}

type profile struct{ Name string }

type registry struct{ byName map[string]*mcpServer }

func (r *registry) find(name string) *mcpServer { return r.byName[name] }
func (r *registry) all() []*mcpServer           { return nil }
func (r *registry) QuarantineServer(name string) error {
	return nil
}
func (r *registry) CreateProfile(name string, servers []*mcpServer) (*profile, error) {
	return &profile{Name: name}, nil
}

var reg = &registry{}

func quarantineServer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	srv := reg.find(name)
	if srv == nil {
		return mcp.NewToolResultError(fmt.Sprintf("Server '%s' not found", name)), nil
	}
	if err := reg.QuarantineServer(srv.Name); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Server '%s' quarantined", srv.Name)), nil
}

func disableServer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	srv := reg.find(req.GetString("name", ""))
	if srv == nil {
		return mcp.NewToolResultError("server not found"), nil
	}
	srv.Quarantined = true
	return mcp.NewToolResultText(fmt.Sprintf("Server '%s' disabled", srv.Name)), nil
}

func createProfile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	servers := reg.all()
	if len(servers) == 0 {
		return mcp.NewToolResultError("no servers to put in the profile"), nil
	}
	p, err := reg.CreateProfile(req.GetString("name", ""), servers)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(fmt.Sprintf("profile %s created with %v", p.Name, servers)), nil
}

func getServer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	srv := reg.find(req.GetString("name", ""))
	if srv == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return mcp.NewToolResultError("server not found"), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("%s (quarantined: %v)", srv.Name, srv.Quarantined)), nil
}
