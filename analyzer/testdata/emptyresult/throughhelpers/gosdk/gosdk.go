// Package gosdkhelpers: go-sdk typed handlers that return, as their error,
// a helper's Go error on empty data (one or two calls deep), or answer
// through the package's own error-result wrapper.
package gosdkhelpers

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Org string `json:"org"`
}

type row struct{ Name string }

type out struct {
	Rows []row `json:"rows"`
}

type searcher interface{ search(org string) []row }

type backend struct {
	rows  map[string][]row
	index searcher
}

var db = &backend{}

// errorResult wraps the error-result literal of the go-sdk.
func errorResult(format string, args ...any) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf(format, args...)}}}
}

// --- positives ---

func wrapped(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	rows := db.rows[input.Org]
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return errorResult("no rows for %s", input.Org), out{}, nil
	}
	return nil, out{Rows: rows}, nil
}

func (b *backend) search(org string) ([]row, error) {
	rows := b.rows[org]
	if len(rows) < 1 { // want `empty answer returned as a tool error`
		return nil, errors.New("nothing found")
	}
	return rows, nil
}

func (b *backend) searchAll(orgs []string) ([]row, error) {
	var all []row
	for _, org := range orgs {
		rows, err := b.search(org)
		if err != nil {
			return nil, err
		}
		all = append(all, rows...)
	}
	return all, nil
}

func typed(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	rows, err := db.searchAll([]string{input.Org})
	if err != nil {
		return nil, out{}, fmt.Errorf("search: %w", err)
	}
	return nil, out{Rows: rows}, nil
}

// --- negatives ---

func (b *backend) count(org string) (int, error) {
	rows := b.rows[org]
	if rows == nil { // the count is not the data tested: rows is not returned
		return 0, errors.New("unknown org")
	}
	return len(rows), nil
}

// The handler answers the helper's failure with an empty success.
func (b *backend) firstRows(org string) ([]row, error) {
	rows := b.rows[org]
	if len(rows) == 0 { // its only caller answers the failure as a success
		return nil, errors.New("none")
	}
	return rows, nil
}

func emptySuccess(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	rows, err := db.firstRows(input.Org)
	if err != nil {
		return nil, out{Rows: []row{}}, nil
	}
	return nil, out{Rows: rows}, nil
}

func counted(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	n, err := db.count(input.Org)
	if err != nil {
		return nil, out{}, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(n)}}}, out{}, nil
}

// The receiver's dependency is tested, not the answer, although the
// answer is read from the receiver's other fields.
func (b *backend) indexed(org string) ([]row, error) {
	if b.index == nil { // is the server configured? not an empty answer
		return nil, errors.New("index not configured")
	}
	rows := b.rows[org]
	return rows, nil
}

func fromIndex(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	rows, err := db.indexed(input.Org)
	if err != nil {
		return nil, out{}, err
	}
	return nil, out{Rows: rows}, nil
}
