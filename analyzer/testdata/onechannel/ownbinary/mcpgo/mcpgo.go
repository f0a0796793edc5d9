// Package mcpgo is a command's package whose tests run the test binary
// itself as an MCP server over mcp-go's stdio client.
package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// List is the command's client code.
func List(ctx context.Context, c *client.Client) (int, error) {
	res, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		return 0, err
	}
	return len(res.Tools), nil
}
