// Package refusalfilters // want package:"mcprelevant"
//
// Package refusalfilters holds client wrappers that other packages call:
// refusal filters, which hand on a result or its text only when IsError is
// false (mcpfilter facts), text helpers that hand on a refusal's text
// unread (mcptextunread), and their look-alikes.
package refusalfilters

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Summary hands on the text of what Daily gave, declared before Daily and
// the filters Daily calls: every filter is known before a text helper is
// asked whether it hands a refusal on unread.
func (c *Client) Summary(ctx context.Context) (string, error) { // want Summary:`mcptext\(result 0\)` Summary:`mcpfilter\(text 0\)`
	res, err := c.Daily(ctx)
	if err != nil {
		return "", err
	}
	return joined(res), nil
}

// Daily hands on what Forecast gave: four deep.
func (c *Client) Daily(ctx context.Context) (*mcp.CallToolResult, error) { // want Daily:`mcpclientwrapper\(result 0\)` Daily:`mcpfilter\(result 0\)`
	return c.Forecast(ctx)
}
