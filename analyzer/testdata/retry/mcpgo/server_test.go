package mcpgo

import (
	"context"
	"testing"

	"github.com/mark3labs/mcp-go/client"
)

// A server's test waits for its own tool: the results are its own.
func TestStatus(t *testing.T, c *client.Client) {
	req := request("status")
	for {
		res, err := c.CallTool(context.Background(), req)
		if err == nil && !res.IsError {
			return
		}
	}
}
