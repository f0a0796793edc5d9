// Package gosdk: a search's found flag in go-sdk typed handlers.
package gosdk

import (
	"context"
	"errors"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/emptyresult/foundflags/lib"
)

type in struct {
	Query string `json:"query"`
}

type out struct {
	Policies []lib.Policy `json:"policies"`
}

type source struct{ all []lib.Policy }

func (s *source) All(ctx context.Context) []lib.Policy { return s.all }

var src = &source{}

// Silent, a known limit: the flag is set over a call's result that no
// variable holds, so the answer cannot be followed back to it (the rows
// of the second loop are the answer).
func search(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	var o out
	found := false
	for _, p := range src.All(ctx) {
		if strings.EqualFold(p.Effect, input.Query) {
			o.Policies = append(o.Policies, p)
			found = true
		}
	}
	all := src.All(ctx)
	for _, p := range all {
		if strings.Contains(p.Name, input.Query) {
			o.Policies = append(o.Policies, p)
		}
	}
	if !found {
		return nil, out{}, errors.New("no policies with that effect")
	}
	return nil, o, nil
}

// Reported: the rows the flag is set over are named, and answered.
func byName(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	all := src.All(ctx)
	var o out
	found := false
	for _, p := range all {
		if p.Name == input.Query {
			o.Policies = append(o.Policies, p)
			found = true
		}
	}
	if !found { // want `empty answer returned as a tool error`
		return nil, out{}, errors.New("no policy with that name")
	}
	return nil, o, nil
}

// By fact, the typed handler's error: reported at the return's test.
func matching(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	store := &lib.Store{}
	policies, err := store.Search(ctx, input.Query)
	if err != nil { // want `empty answer of Search returned as a tool error`
		return nil, out{}, err
	}
	return nil, out{Policies: policies}, nil
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
	mcp.AddTool(s, &mcp.Tool{Name: "by_name"}, byName)
	mcp.AddTool(s, &mcp.Tool{Name: "matching"}, matching)
}
