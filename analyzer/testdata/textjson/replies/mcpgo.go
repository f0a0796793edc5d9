package replies

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Response embeds a received mcp-go result (by value).
type Response struct {
	mcp.CallToolResult
	Server string
}

// Body returns the text of the first block.
func (r *Response) Body() string { return mcp.GetTextFromContent(r.Content[0]) }

// Origin returns a field unrelated to the result's text.
func (r *Response) Origin() string { return r.Server }

// Gateway is a client wrapper of mcp-go.
type Gateway struct{ c *client.Client }

// Call returns the received result inside a response.
func (g *Gateway) Call(ctx context.Context, req mcp.CallToolRequest) (*Response, error) {
	res, err := g.c.CallTool(ctx, req)
	if err != nil {
		return nil, err
	}
	return &Response{CallToolResult: *res, Server: "upstream"}, nil
}
