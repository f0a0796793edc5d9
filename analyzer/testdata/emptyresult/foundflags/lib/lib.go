// Package lib: a policy store whose search keeps the rows it matches and
// remembers in a flag that it kept one; it fails when the flag stayed
// false. Its summary reaches the handlers of other packages as a fact.
package lib

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type Policy struct {
	Name, Effect string
}

type Store struct{ policies []Policy }

func (s *Store) list(ctx context.Context) ([]Policy, error) { return s.policies, nil }

// Search keeps the policies whose name holds q: none kept is an empty
// answer turned into an error (a fact).
func (s *Store) Search(ctx context.Context, q string) ([]Policy, error) { // want Search:`mcpemptyerror\(result 0\)`
	rows, err := s.list(ctx)
	if err != nil {
		return nil, err
	}
	var out []Policy
	found := false
	for _, p := range rows {
		if strings.Contains(p.Name, q) {
			found = true
			out = append(out, p)
		}
	}
	if !found {
		return nil, fmt.Errorf("no policies found matching %q", q)
	}
	return out, nil
}

// Matching hands Search's call on whole, one call up (a fact too).
func (s *Store) Matching(ctx context.Context, q string) ([]Policy, error) { // want Matching:`mcpemptyerror\(result 0\)`
	return s.Search(ctx, strings.ToLower(q))
}

// Validate checks the names it is given: a flag set over its input is
// validation (no fact).
func Validate(names []string) ([]string, error) {
	ok := false
	for _, n := range names {
		if n != "" {
			ok = true
		}
	}
	if !ok {
		return nil, errors.New("a name is required")
	}
	return names, nil
}

// Text is the package's success wrapper (the package uses MCP).
func Text(s string) *mcp.CallToolResult { // want Text:`mcpsuccessresult\(params \[0\]\)`
	return mcp.NewToolResultText(s)
}
