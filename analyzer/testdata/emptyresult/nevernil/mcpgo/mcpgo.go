// Package mcpgo: nil tests of pointers (issue 19's toolhive optimizer, a
// store's Get for an unknown key, an interface nobody implements in
// sight). Before issue 28 a nil that could come was an empty answer and
// one that could not (every implementation in sight returns non-nil) a
// guard; since issue 28 a pointer is one entity, or an upstream's nil
// reply, and every test here is silent by type — the rule that told the
// two apart (nevernil.go) is gone. The collection beside it
// (len(output.Tools) == 0) is still reported in ../../replies.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/emptyresult/nevernil/optimizer"
	"example.com/fixtures/emptyresult/nevernil/optimizer/mocks"
	"example.com/fixtures/emptyresult/nevernil/telemetry"
)

// Silent: the optimizers in sight (the package's finder, the telemetry
// decorator; the mock under mocks/ aside) never return (nil, nil).
func findTool(opt optimizer.Optimizer) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		output, err := opt.FindTool(ctx, req.GetString("query", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if output == nil {
			return mcp.NewToolResultError("find_tool: optimizer returned nil result"), nil
		}
		b, err := json.Marshal(output)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Silent since issue 28: the store's Get gives nil for an unknown key, one
// entity the request names (reported before the spec change).
func getEntry(store optimizer.Store) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		entry, err := store.Get(ctx, req.GetString("key", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		if entry == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
			return mcp.NewToolResultError("no such key"), nil
		}
		return mcp.NewToolResultText(entry.Value), nil
	}
}

type Doc struct{ Title string }

// Fetcher is implemented nowhere in sight: nil may come, but one document
// by id is a single entity (silent since issue 28).
type Fetcher interface {
	Fetch(ctx context.Context, id string) (*Doc, error)
}

func getDoc(f Fetcher) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		doc, err := f.Fetch(ctx, req.GetString("id", ""))
		if err != nil {
			return nil, err
		}
		if doc == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
			return mcp.NewToolResultError("no such document"), nil
		}
		return mcp.NewToolResultJSON(doc)
	}
}

// A function of the package that builds its answer or fails: silent; one
// that may give (nil, nil): reported.
func build(id string) (*Doc, error) {
	if id == "" {
		return nil, nil
	}
	return &Doc{Title: id}, nil
}

func compose(id string) (*Doc, error) {
	d, err := parse(id)
	if err != nil {
		return nil, err
	}
	return d, nil
}

func parse(id string) (*Doc, error) {
	d := new(Doc)
	d.Title = id
	return d, nil
}

func buildDoc(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	doc, err := build(req.GetString("id", ""))
	if err != nil {
		return nil, err
	}
	if doc == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return mcp.NewToolResultError("nothing built"), nil
	}
	composed, err := compose(req.GetString("title", ""))
	if err != nil {
		return nil, err
	}
	if composed == nil {
		return mcp.NewToolResultError("nothing composed"), nil
	}
	return mcp.NewToolResultJSON([]*Doc{doc, composed})
}

func register() {
	_ = findTool(&telemetry.Traced{Inner: optimizer.New()})
	_ = findTool(&mocks.MockOptimizer{})
}
