// Package gosdk is a command's package whose tests run the test binary
// itself as an MCP server (gopls' mcp subcommand): the package builds no
// result and imports no server package, yet its tests read their own
// server's answers.
package gosdk

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// List is the command's client code.
func List(ctx context.Context, s *mcp.ClientSession) (int, error) {
	res, err := s.ListTools(ctx, nil)
	if err != nil {
		return 0, err
	}
	return len(res.Tools), nil
}
