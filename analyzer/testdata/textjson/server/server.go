// Package server answers tools with results built by another package.
package server

import (
	"context"

	"example.com/fixtures/textjson/results"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Search is a tool body of this server.
func Search(ctx context.Context, q string) (*mcp.CallToolResult, any, error) {
	return results.JSON(`{"hits": []}`), nil, nil
}
