// Package mcpgo tests the payload a generic mcp-go client wrapper of
// another package decoded: it is the answer's data.
package mcpgo

import (
	"context"
	"fmt"

	"example.com/fixtures/mcpmodel/clientwrappers"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type team struct {
	ID string `json:"id"`
}

func teams(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (map[string]team, error) {
	found, err := clientwrappers.Fetch[map[string]team](ctx, c, req)
	if err != nil {
		return nil, err
	}
	if len(found) < 1 { // want `empty tool result treated as an error`
		return nil, fmt.Errorf("no teams")
	}
	return found, nil
}

// Silent: the request's own argument, validated.
func teamsFor(ctx context.Context, c *client.Client, org string) (map[string]team, error) {
	if org == "" {
		return nil, fmt.Errorf("org is required")
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "teams"
	return clientwrappers.Fetch[map[string]team](ctx, c, req)
}
