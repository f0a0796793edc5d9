// Package gosdkclient is a client of the code's own, in a package of its
// own: its CallTool hands the SDK's error on with %w.
package gosdkclient

import (
	"context"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Client struct {
	session *mcp.ClientSession
}

func (c *Client) CallTool(ctx context.Context, name string) (*mcp.CallToolResult, error) { // want CallTool:`mcprequesterror\(go-sdk CallTool\)`
	if c.session == nil {
		return nil, errors.New("client not connected")
	}
	res, err := c.session.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, fmt.Errorf("tool %s: %w", name, err)
	}
	return res, nil
}
