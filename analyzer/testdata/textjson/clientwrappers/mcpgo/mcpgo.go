// Package mcpgo decodes texts that mcp-go client wrappers of another
// package handed on.
package mcpgo

import (
	"context"
	"encoding/json"

	"example.com/fixtures/mcpmodel/clientwrappers"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type route struct {
	Distance float64 `json:"distance"`
}

func wrapperText(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (r route) {
	text, err := clientwrappers.InvokeText(ctx, c, req)
	if err != nil {
		return r
	}
	_ = json.Unmarshal([]byte(text), &r) // want `decoding tool result text as JSON; read the structured content instead`
	return r
}

// The wrapper turns transport errors into isError results, but its success
// text is the server's.
func invokeResultText(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (r route) {
	res, err := clientwrappers.Invoke(ctx, c, req)
	if err != nil {
		return r
	}
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &r) // want `decoding tool result text as JSON`
	return r
}

// Silent: the text of the other package's own handler.
func handlerText(ctx context.Context, req mcp.CallToolRequest) (r route) {
	res, _ := clientwrappers.Handle(ctx, req)
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &r)
	return r
}
