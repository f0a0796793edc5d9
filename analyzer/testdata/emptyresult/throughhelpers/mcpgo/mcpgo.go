// Package mcpgohelpers: mcp-go handlers that answer "nothing found" through
// the package's own error-result wrappers, or through helpers (one or two
// calls deep, in this package or another) that return a Go error on empty
// data which the handler turns into an error result.
package mcpgohelpers

import (
	"context"
	"errors"
	"fmt"
	"log"

	"example.com/fixtures/emptyresult/throughhelpers/lib"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var logger = log.Default()

type team struct{ Name string }

type user struct{ ID, Name string }

type store struct {
	teams   map[string][]team
	users   map[string]*user
	servers map[string]*team
}

var db = &store{}

// toolError is a tuple wrapper: return toolError("…") returns an error result.
func toolError(msg string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(msg), nil
}

// --- own wrappers of an error-result constructor: positives ---

func listTeamsWrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	org := req.GetString("org", "")
	teams := db.teams[org]
	if len(teams) == 0 { // want `empty answer returned as a tool error; an empty answer is a success, return it as one`
		return lib.ToolErrorf(logger, "no teams in %q", org), nil
	}
	return mcp.NewToolResultJSON(teams)
}

func listUsersTuple(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var names []string
	for _, u := range db.users {
		names = append(names, u.Name)
	}
	if len(names) == 0 { // want `empty answer returned as a tool error`
		return toolError("no users")
	}
	return mcp.NewToolResultText(fmt.Sprint(names)), nil
}

// --- own wrappers: negatives ---

// The wrapper answers a validation failure: the org is an input.
func wrapperValidates(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	org := req.GetString("org", "")
	if org == "" {
		return lib.ToolErrorf(logger, "org is required"), nil
	}
	return mcp.NewToolResultJSON(db.teams[org])
}

// lib.Result may answer a success: it is no error wrapper.
func mixedHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	teams := db.teams[req.GetString("org", "")]
	if len(teams) == 0 {
		return lib.Result(nil, "no teams"), nil
	}
	return mcp.NewToolResultJSON(teams)
}

// --- helpers returning a Go error on empty data: positives ---

func (s *store) findTeams(org string) ([]team, error) {
	teams := s.teams[org]
	if len(teams) == 0 { // want `empty answer returned as a tool error`
		return nil, fmt.Errorf("no teams in %q", org)
	}
	return teams, nil
}

func listTeams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	teams, err := db.findTeams(req.GetString("org", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(teams)
}

var errNoUser = errors.New("no such user")

func (s *store) lookupUser(id string) (*user, error) {
	u := s.users[id]
	if u == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return nil, errNoUser
	}
	return u, nil
}

// userProfile is the second call deep: it passes lookupUser's error on.
func (s *store) userProfile(id string) (*user, error) {
	u, err := s.lookupUser(id)
	if err != nil {
		return nil, fmt.Errorf("profile: %w", err)
	}
	return u, nil
}

func getUser(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	u, err := db.userProfile(req.GetString("id", ""))
	if err != nil {
		return lib.ToolErrorf(logger, "get user: %v", err), nil
	}
	return mcp.NewToolResultStructuredOnly(u), nil
}

// A helper of another package: reported at the handler's error test,
// naming the helper, since its emptiness test is not in this package.
func listProjects(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	c := &lib.Client{}
	projects, err := c.ListProjects(req.GetString("org", ""))
	if err != nil { // want `empty answer of ListProjects returned as a tool error; an empty answer is a success, return it as one`
		return nil, err
	}
	return mcp.NewToolResultJSON(projects)
}

func (s *store) membersOf(org string) ([]user, error) {
	var members []user
	for _, u := range s.users {
		members = append(members, *u)
	}
	if len(members) == 0 { // want `empty answer returned as a tool error`
		return nil, fmt.Errorf("no members in %q", org)
	}
	return members, nil
}

// A closure handler passed to AddTool.
func register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("members"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		members, err := db.membersOf(req.GetString("org", ""))
		if err != nil {
			return toolError(err.Error())
		}
		return mcp.NewToolResultJSON(members)
	})
}

// --- helpers returning a Go error on empty data: negatives ---

func (s *store) requireTeams(org string) ([]team, error) {
	teams := s.teams[org]
	if len(teams) == 0 { // its only caller does not answer with the teams
		return nil, fmt.Errorf("no teams in %q", org)
	}
	return teams, nil
}

// The helper's data is not the answer: the handler only checks that the
// organisation has teams, then answers something else.
func precondition(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	org := req.GetString("org", "")
	if _, err := db.requireTeams(org); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("org " + org + " is ready"), nil
}

// The helper validates its parameter: input, not an answer.
func validated(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := lib.Normalize(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(name), nil
}

func (s *store) findServer(name string) (*team, error) {
	srv := s.servers[name]
	if srv == nil { // only the target of an action below: invalid input
		return nil, fmt.Errorf("server %q not found", name)
	}
	return srv, nil
}

func (s *store) DeleteServer(name string) error { return nil }

func deleteServer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	srv, err := db.findServer(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := db.DeleteServer(srv.Name); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("deleted " + srv.Name), nil
}

func (s *store) teamsOrError(org string) ([]team, error) {
	teams := s.teams[org]
	if len(teams) == 0 { // the only handler below answers the empty case as a success
		return nil, errNoUser
	}
	return teams, nil
}

// The handler tells the empty case apart and answers it as a success.
func distinguishes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	teams, err := db.teamsOrError(req.GetString("org", ""))
	if errors.Is(err, errNoUser) {
		return mcp.NewToolResultText("no teams"), nil
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(teams)
}

func (s *store) usersOrError() ([]*user, error) {
	var all []*user
	for _, u := range s.users {
		all = append(all, u)
	}
	if len(all) == 0 { // only called outside handlers
		return nil, errNoUser
	}
	return all, nil
}

func printUsers() error {
	users, err := db.usersOrError()
	if err != nil {
		return err
	}
	fmt.Println(users)
	return nil
}
