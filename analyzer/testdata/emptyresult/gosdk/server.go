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

// Request arguments decoded by hand are inputs (negatives).

type createIn struct {
	Name    string   `json:"name"`
	Servers []string `json:"servers"`
}

func parseArguments(req *mcp.CallToolRequest, into any) error {
	return json.Unmarshal(req.Params.Arguments, into)
}

func unmarshalledArguments(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args createIn
	if err := json.Unmarshal(req.Params.Arguments, &args); err != nil {
		return nil, err
	}
	if len(args.Servers) == 0 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "servers are required"}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: strings.Join(args.Servers, ", ")}}}, nil
}

func parsedByHelper(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args createIn
	if err := parseArguments(req, &args); err != nil {
		return nil, err
	}
	if args.Name == "" {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "name is required"}}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("hello %s", args.Name)}}}, nil
}

// The target of an action (negative) and a get that answers with what it
// found (positive).

type mcpServer struct {
	Name    string `json:"name"`
	Enabled bool   `json:"enabled"`
}

type serverStore struct{ byName map[string]*mcpServer }

func (s *serverStore) find(name string) *mcpServer { return s.byName[name] }
func (s *serverStore) DeleteServer(name string) error {
	delete(s.byName, name)
	return nil
}

var servers = &serverStore{}

type nameIn struct {
	Name string `json:"name"`
}

type serverOut struct {
	Server *mcpServer `json:"server"`
}

func deleteServer(ctx context.Context, req *mcp.CallToolRequest, in nameIn) (*mcp.CallToolResult, serverOut, error) {
	srv := servers.find(in.Name)
	if srv == nil {
		return nil, serverOut{}, fmt.Errorf("server %q not found", in.Name)
	}
	if err := servers.DeleteServer(srv.Name); err != nil {
		return nil, serverOut{}, err
	}
	return nil, serverOut{Server: srv}, nil
}

func getServer(ctx context.Context, req *mcp.CallToolRequest, in nameIn) (*mcp.CallToolResult, serverOut, error) {
	srv := servers.find(in.Name)
	if srv == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return nil, serverOut{}, fmt.Errorf("server %q not found", in.Name)
	}
	return nil, serverOut{Server: srv}, nil
}

// A precondition of an action through a value made from the looked-up data
// (negative): the profile is built from the servers, then created.

type profileSet struct {
	Name    string
	Servers []*mcpServer
}

func (s *serverStore) CreateProfile(p profileSet) error { return nil }
func (p profileSet) record() profileSet                 { return p }

func createProfile(ctx context.Context, req *mcp.CallToolRequest, in nameIn) (*mcp.CallToolResult, serverOut, error) {
	var all []*mcpServer
	for _, srv := range servers.byName {
		all = append(all, srv)
	}
	if len(all) == 0 {
		return nil, serverOut{}, errors.New("no servers to put in the profile")
	}
	ws := profileSet{Name: in.Name, Servers: all}
	if err := servers.CreateProfile(ws.record()); err != nil {
		return nil, serverOut{}, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("created %s with %v", in.Name, all)}}}, serverOut{}, nil
}
