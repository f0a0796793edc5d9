// Package optimizer: an in-process tool finder behind an interface (as
// toolhive's), whose one implementation returns an output or an error on
// every path, never (nil, nil); and a store whose Get answers an unknown id
// with (nil, nil).
package optimizer

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

type Tool struct{ Name string }

type FindOutput struct {
	Tools []Tool
}

type Optimizer interface {
	FindTool(ctx context.Context, query string) (*FindOutput, error)
}

type finder struct{ tools []Tool }

func (f *finder) FindTool(ctx context.Context, query string) (*FindOutput, error) {
	if query == "" {
		return nil, errors.New("query is required")
	}
	matches, err := f.search(query)
	if err != nil {
		return nil, err
	}
	out := &FindOutput{Tools: matches}
	return out, nil
}

func (f *finder) search(q string) ([]Tool, error) { return f.tools, nil }

func New() Optimizer { return &finder{} }

type Entry struct{ Key, Value string }

type Store interface {
	Get(ctx context.Context, key string) (*Entry, error)
}

type memStore struct{ m map[string]*Entry }

// Get answers an unknown key with (nil, nil): nil can come.
func (s *memStore) Get(ctx context.Context, key string) (*Entry, error) {
	e, ok := s.m[key]
	if !ok {
		return nil, nil
	}
	return e, nil
}

func NewStore() Store { return &memStore{} }

// Text is a success wrapper: the package uses MCP.
func Text(s string) *mcp.CallToolResult { // want Text:`mcpsuccessresult\(params \[0\]\)`
	return mcp.NewToolResultText(s)
}
