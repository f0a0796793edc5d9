// Package countsmcpgo: handlers that test a count of their answer
// (x.TotalCount == 0) rather than its length.
package countsmcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

type item struct{ ID, Title string }

// reply counts what it matched, as a GraphQL connection does.
type reply struct {
	TotalCount int
	Items      []item
}

type summary struct{ Total int }

type listArgs struct {
	Count int `json:"count"`
}

func search(q string) (*reply, error) { return &reply{}, nil }

func indexSummary() summary { return summary{} }

// --- positives ---

func searchItems(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := search(req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if res.TotalCount == 0 { // want `empty answer returned as a tool error; an empty answer is a success, return it as one`
		return mcp.NewToolResultError("nothing matched"), nil
	}
	return mcp.NewToolResultJSON(res.Items)
}

func searchTitles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, _ := search(req.GetString("q", ""))
	if 1 > res.TotalCount { // want `empty answer returned as a tool error`
		return nil, errors.New("no titles")
	}
	var titles []string
	for _, it := range res.Items {
		titles = append(titles, it.Title)
	}
	return mcp.NewToolResultText(fmt.Sprint(titles)), nil
}

// findItems is a helper whose count test a handler turns into an error.
func findItems(q string) ([]item, error) {
	res, err := search(q)
	if err != nil {
		return nil, err
	}
	if res.TotalCount <= 0 { // want `empty answer returned as a tool error`
		return nil, fmt.Errorf("no items for %q", q)
	}
	return res.Items, nil
}

func listItems(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	items, err := findItems(req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(items)
}

// A count known by its type, whatever it is called: an integer beside the
// list it counts.
type found struct {
	Matched int
	Items   []item
}

type tally struct{ Matched int }

func lookup(q string) found { return found{} }

func tallyOf() tally { return tally{} }

func matched(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := lookup(req.GetString("q", ""))
	if res.Matched == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("nothing matched"), nil
	}
	return mcp.NewToolResultJSON(res.Items)
}

// --- negatives ---

// The same name in a struct without a list counts nothing the answer
// holds.
func tallied(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if t := tallyOf(); t.Matched == 0 {
		return mcp.NewToolResultError("the index is empty"), nil
	}
	return mcp.NewToolResultJSON(lookup(req.GetString("q", "")).Items)
}

// The count is the index's, not the answer's.
func searchWithSummary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s := indexSummary(); s.Total == 0 {
		return mcp.NewToolResultError("the index is empty"), nil
	}
	res, _ := search(req.GetString("q", ""))
	return mcp.NewToolResultJSON(res.Items)
}

// The count is a request argument: validation.
func listPage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args listArgs
	if err := req.BindArguments(&args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if args.Count == 0 {
		return mcp.NewToolResultError("count is required"), nil
	}
	res, _ := search("")
	return mcp.NewToolResultJSON(res.Items[:args.Count])
}

// A zero count answered as an empty success.
func searchOrEmpty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, _ := search(req.GetString("q", ""))
	if res.TotalCount == 0 {
		return mcp.NewToolResultText("no items matched"), nil
	}
	return mcp.NewToolResultJSON(res.Items)
}
