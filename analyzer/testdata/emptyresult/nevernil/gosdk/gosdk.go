// Package gosdk: the optimizer's nil in a go-sdk typed handler: a pointer,
// silent by type since issue 28.
package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/emptyresult/nevernil/optimizer"
)

type in struct {
	Query string `json:"query"`
}

type out struct {
	Tools []optimizer.Tool `json:"tools"`
	Entry *optimizer.Entry `json:"entry,omitempty"`
	Price float64          `json:"price,omitempty"`
}

type server struct {
	opt    optimizer.Optimizer
	store  optimizer.Store
	quotes quoter
}

// quoter is the package's own data client. Its one implementation in
// production never answers (nil, nil); the test double of gosdk_test.go
// answers whatever a test gives it, and production code never meets it.
type quoter interface {
	Quote(ctx context.Context, symbol string) (*quote, error)
}

type quote struct {
	Price float64 `json:"price"`
}

type apiQuoter struct{}

func (apiQuoter) Quote(ctx context.Context, symbol string) (*quote, error) {
	if symbol == "" {
		return nil, errors.New("no symbol")
	}
	return &quote{Price: 1}, nil
}

// Silent: the nil tested cannot come from the quoter production uses.
func (s *server) price(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	q, err := s.quotes.Quote(ctx, input.Query)
	if err != nil {
		return nil, out{}, err
	}
	if q == nil {
		return nil, out{}, errors.New("quoter returned nil")
	}
	return nil, out{Price: q.Price}, nil
}

// Silent: the optimizer never returns (nil, nil).
func (s *server) find(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	output, err := s.opt.FindTool(ctx, input.Query)
	if err != nil {
		return nil, out{}, err
	}
	if output == nil {
		return nil, out{}, errors.New("optimizer returned nil")
	}
	return nil, out{Tools: output.Tools}, nil
}

// Silent since issue 28: the store gives nil for an unknown key, one
// entity the request names (reported before the spec change).
func (s *server) get(ctx context.Context, req *mcp.CallToolRequest, input in) (*mcp.CallToolResult, out, error) {
	entry, err := s.store.Get(ctx, input.Query)
	if err != nil {
		return nil, out{}, err
	}
	if entry == nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return nil, out{}, errors.New("no such key")
	}
	return nil, out{Entry: entry}, nil
}

func register(s *mcp.Server, srv *server) {
	mcp.AddTool(s, &mcp.Tool{Name: "find"}, srv.find)
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, srv.get)
	mcp.AddTool(s, &mcp.Tool{Name: "price"}, srv.price)
}
