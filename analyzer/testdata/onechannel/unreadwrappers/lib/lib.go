// Package lib has exported wrappers that hand a result's text on without
// reading IsError to other packages: reported here, at the wrapper, since
// the callers (package consumer) cannot check and this package cannot see
// them.
package lib

import (
	"context"
	"fmt"
	"strings"

	mcpgo "github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client calls tools through a go-sdk session.
type Client struct{ CS *gosdk.ClientSession }

// Ask hands on the joined text and never reads IsError.
func (c *Client) Ask(ctx context.Context, name string) (string, error) {
	res, err := c.CS.CallTool(ctx, &gosdk.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	var parts []string
	for _, block := range res.Content {
		if tc, ok := block.(*gosdk.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, ""), nil // want `tool result text handed on without checking IsError`
}

// AskChecked checks IsError: silent.
func (c *Client) AskChecked(ctx context.Context, name string) (string, error) {
	res, err := c.CS.CallTool(ctx, &gosdk.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("tool %s refused", name)
	}
	return res.Content[0].(*gosdk.TextContent).Text, nil
}

// Query hands on the first text of an mcp-go result unread.
func Query(ctx context.Context, c *mcpgo.Client, name string) (string, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	return mcp.GetTextFromContent(res.Content[0]), nil // want `tool result text handed on without checking IsError`
}

// Payload hands on the structured payload unread to other packages.
func (c *Client) Payload(ctx context.Context, name string) (any, error) {
	res, err := c.CS.CallTool(ctx, &gosdk.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	return res.StructuredContent, nil // want `StructuredContent handed on without checking IsError`
}
