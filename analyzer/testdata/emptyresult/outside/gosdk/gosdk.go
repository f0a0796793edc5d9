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

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "teams"}, listTeams)
	mcp.AddTool(s, &mcp.Tool{Name: "teams_inspected"}, listTeamsInspected)
}
