package clientwrappers

import (
	"context"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Reply is a result wrapper type: it embeds the received result.
type Reply struct {
	*mcp.CallToolResult
	Tool string
}

// Body joins the embedded result's text blocks: a text helper of its
// receiver.
func (r Reply) Body() string { // want Body:`mcptext\(result 0 of receiver\)`
	var b strings.Builder
	for _, c := range r.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// Name returns a field unrelated to the text: no fact.
func (r Reply) Name() string { return r.Tool }

// Ask returns the received result inside a reply: a client wrapper.
func (c *Client) Ask(ctx context.Context, name string) (*Reply, error) { // want Ask:`mcpclientwrapper\(result 0\)`
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	return &Reply{CallToolResult: res, Tool: name}, nil
}

// Local wraps a result of its own: a builder, not a client wrapper.
func Local(text string) Reply { // want Local:`mcpbuilder`
	return Reply{CallToolResult: &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}}
}
