// Package assertions is a client whose tests read payloads after fatal
// assertions about them.
package assertions

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "count"})
}
