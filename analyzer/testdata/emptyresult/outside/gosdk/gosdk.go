// Package outsidegosdk: go-sdk typed handlers returning, as their error,
// the error of a backend helper (a package without MCP) that fails on an
// empty answer.
package outsidegosdk

import (
	"context"
	"errors"

	"example.com/fixtures/emptyresult/outside/backend"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Org string `json:"org"`
}

type out struct {
	Teams []backend.Team `json:"teams"`
}

var client = &backend.Client{}

func listTeams(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	teams, err := client.ListTeams(input.Org)
	if err != nil { // want `empty answer of ListTeams returned as a tool error`
		return nil, out{}, err
	}
	return nil, out{Teams: teams}, nil
}

// The handler tells the backend's failure apart before answering.
func listTeamsInspected(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	teams, err := client.ListTeams(input.Org)
	if errors.Is(err, backend.ErrUnavailable) {
		return nil, out{}, err
	}
	return nil, out{Teams: teams}, nil
}

type projectOut struct {
	Project *backend.Project `json:"project"`
}

type idIn struct {
	ID string `json:"id"`
}

// A mutation's reply without the project is a failed creation: silent.
func createProject(ctx context.Context, req *mcp.CallToolRequest, input idIn) (*mcp.CallToolResult, projectOut, error) {
	p, err := client.CreateProject(input.ID)
	if err != nil {
		return nil, projectOut{}, err
	}
	return nil, projectOut{Project: p}, nil
}

// A query's reply without the project: one entity by id, silent since
// issue 28 (reported before the spec change).
func findProject(ctx context.Context, req *mcp.CallToolRequest, input idIn) (*mcp.CallToolResult, projectOut, error) {
	p, err := client.FindProject(input.ID)
	if err != nil { // not reported (issue 28): one project by id is a single entity, a JSON object (map[string]any), not a collection
		return nil, projectOut{}, err
	}
	return nil, projectOut{Project: p}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "teams"}, listTeams)
	mcp.AddTool(s, &mcp.Tool{Name: "teams_inspected"}, listTeamsInspected)
	mcp.AddTool(s, &mcp.Tool{Name: "create_project"}, createProject)
	mcp.AddTool(s, &mcp.Tool{Name: "find_project"}, findProject)
}
