// Package replies wraps a tool result into a reply type of its own, for
// other packages (replyuser) to read: the reply's text methods are text
// helpers by fact, and a client wrapper returning a reply hands on the
// received result inside it.
package replies

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Reply embeds the received result.
type Reply struct {
	*mcp.CallToolResult
	Tool string
}

// Body joins the text blocks of the embedded result.
func (r Reply) Body() string {
	var parts []string
	for _, c := range r.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// Name returns a field unrelated to the result's text.
func (r Reply) Name() string { return r.Tool }

// Summary returns a text of its own making.
func (r Reply) Summary() string { return "reply of " + r.Tool }

// Answer holds the received result in a named field.
type Answer struct {
	Result *mcp.CallToolResult
	Note   string
}

// Text returns the first block's text of the held result.
func (a *Answer) Text() string {
	if tc, ok := a.Result.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// Comment returns a field unrelated to the result's text.
func (a *Answer) Comment() string { return a.Note }

// Client is a client wrapper whose methods return replies.
type Client struct{ cs *mcp.ClientSession }

// Ask returns the received result inside a reply.
func (c *Client) Ask(ctx context.Context, tool string) (Reply, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: tool})
	if err != nil {
		return Reply{}, err
	}
	return Reply{CallToolResult: res, Tool: tool}, nil
}

// AskFor returns the received result inside an answer.
func (c *Client) AskFor(ctx context.Context, tool string) (*Answer, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: tool})
	if err != nil {
		return nil, err
	}
	return &Answer{Result: res}, nil
}

// Wrap wraps a result the caller got.
func Wrap(res *mcp.CallToolResult, tool string) Reply { return Reply{CallToolResult: res, Tool: tool} }
