// Package factories registers go-sdk typed handlers built by factories
// (sisyphus' fetchHandler(f)). The package's tests call one factory's
// handler directly: after the fix that test would get a nil result and an
// error, so the test build withholds the fix and the driver applies only
// the fixes every build offers.
package factories

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	URL string `json:"url"`
}

// Page is the tools' answer.
type Page struct {
	Body string `json:"body"`
}

// Fetcher fetches a page.
type Fetcher interface {
	Fetch(ctx context.Context, url string) (string, error)
}

// fetchHandler's handler is called by the package's tests: no fix.
func fetchHandler(f Fetcher) func(context.Context, *mcp.CallToolRequest, args) (*mcp.CallToolResult, Page, error) {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Page, error) {
		if f == nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no fetcher"}}}, Page{}, nil // want `error result returned beside Out in a typed handler`
		}
		body, err := f.Fetch(ctx, in.URL)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}, Page{}, nil // want `error result returned beside Out in a typed handler`
		}
		return nil, Page{Body: body}, nil
	}
}

// headHandler's handler reaches only the SDK: fixed.
func headHandler(f Fetcher) func(context.Context, *mcp.CallToolRequest, args) (*mcp.CallToolResult, Page, error) {
	return func(ctx context.Context, _ *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Page, error) {
		if f == nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "no fetcher"}}}, Page{}, nil // want `error result returned beside Out in a typed handler`
		}
		return nil, Page{}, nil
	}
}

// Register adds the tools.
func Register(s *mcp.Server, f Fetcher) {
	mcp.AddTool(s, &mcp.Tool{Name: "fetch"}, fetchHandler(f))
	mcp.AddTool(s, &mcp.Tool{Name: "head"}, headHandler(f))
}

var errOffline = errors.New("offline")

type offline struct{}

func (offline) Fetch(context.Context, string) (string, error) { return "", errOffline }
