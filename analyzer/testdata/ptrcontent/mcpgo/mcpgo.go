// Package mcpgo is a client of mcp-go: the results it reads were decoded by
// the client, so their blocks are values.
package mcpgo

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func call(ctx context.Context, c *client.Client) (*mcp.CallToolResult, error) {
	return c.CallTool(ctx, mcp.CallToolRequest{})
}

// commaOK asserts the pointer type, then reads only fields: fixable.
func commaOK(ctx context.Context, c *client.Client) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return ""
	}
	for _, block := range res.Content {
		if tc, ok := block.(*mcp.TextContent); ok { // want `type assertion to \*mcp.TextContent never matches a received block, which mcp-go decodes as a value; assert mcp.TextContent`
			return tc.Text
		}
	}
	return ""
}

// direct reads a field of the asserted block at once: fixable.
func direct(ctx context.Context, c client.MCPClient) string {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return ""
	}
	return res.Content[0].(*mcp.TextContent).Text // want `type assertion to \*mcp.TextContent never matches`
}

// image asserts another block type, through a client wrapper.
func image(ctx context.Context, c *client.Client) string {
	res, _ := call(ctx, c)
	img, ok := res.Content[0].(*mcp.ImageContent) // want `type assertion to \*mcp.ImageContent never matches`
	if !ok {
		return ""
	}
	return img.MIMEType
}

// keepsPointer passes the asserted pointer on: asserting the value type
// would not compile there, so no fix.
func keepsPointer(ctx context.Context, c *client.Client) *mcp.TextContent {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	tc, _ := res.Content[0].(*mcp.TextContent) // want `type assertion to \*mcp.TextContent never matches`
	return tc
}

// pointerSwitch has only the pointer cases.
func pointerSwitch(ctx context.Context, c *client.Client) {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	for _, block := range res.Content {
		switch b := block.(type) {
		case *mcp.TextContent: // want `case \*mcp.TextContent never matches a received block, which mcp-go decodes as a value; use case mcp.TextContent`
			fmt.Println(b.Text)
		case *mcp.EmbeddedResource, *mcp.ResourceLink: // want `case \*mcp.EmbeddedResource never matches` `case \*mcp.ResourceLink never matches`
			fmt.Println("resource", b)
		case mcp.AudioContent:
			fmt.Println(b.MIMEType)
		}
	}
}

// switchKeepsPointer stores the case's variable: no fix.
func switchKeepsPointer(ctx context.Context, c *client.Client) []*mcp.TextContent {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	var texts []*mcp.TextContent
	for _, block := range res.Content {
		switch b := block.(type) {
		case *mcp.TextContent: // want `case \*mcp.TextContent never matches`
			texts = append(texts, b)
		}
	}
	return texts
}

// helperOfAddress gives mcp.AsTextContent the address of the block: the
// helper asserts the value type, so it never matches.
func helperOfAddress(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	if tc, ok := mcp.AsTextContent(&res.Content[0]); ok { // want `mcp.AsTextContent given a pointer never matches, as it asserts the value type mcp.TextContent; pass the block itself`
		return tc.Text
	}
	return ""
}

// helperOfPointer gives the helper a pointer it cannot dereference safely:
// no fix.
func helperOfPointer(tc *mcp.TextContent) bool {
	_, ok := mcp.AsTextContent(tc) // want `mcp.AsTextContent given a pointer never matches`
	return ok
}

// Look-alikes that must stay silent.

// valueAssertions assert the value types: right.
func valueAssertions(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	for _, block := range res.Content {
		switch b := block.(type) {
		case mcp.TextContent:
			return b.Text
		case mcp.ImageContent:
			return b.Data
		}
		if tc, ok := mcp.AsTextContent(block); ok {
			return tc.Text
		}
	}
	return res.Content[0].(mcp.TextContent).Text
}

// bothCases handles the value and the pointer type: defensive code, which
// also reads results a server built with pointer blocks.
func bothCases(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	for _, block := range res.Content {
		switch b := block.(type) {
		case mcp.TextContent:
			return b.Text
		case *mcp.TextContent:
			return b.Text
		}
	}
	return ""
}

// bothAssertions tries the value, then the pointer, on the same block.
func bothAssertions(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	block := res.Content[0]
	if tc, ok := block.(mcp.TextContent); ok {
		return tc.Text
	}
	if tc, ok := block.(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// ownResult reads back a result it built with a pointer block: mcp-go
// accepts pointer blocks in the results a server builds.
func ownResult() string {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Type: "text", Text: "hi"}}}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// ownConstructor reads back an SDK constructor's result.
func ownConstructor() string {
	res := mcp.NewToolResultText("hi")
	switch b := res.Content[0].(type) {
	case *mcp.TextContent:
		return b.Text
	}
	return ""
}

// unknownBlock is given a block of unknown origin: its callers decide.
func unknownBlock(block mcp.Content) string {
	if tc, ok := block.(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// notABlock asserts a pointer on something that is no result's block.
func notABlock(v any) string {
	if tc, ok := v.(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// reply keeps a received result in a field.
type reply struct{ res *mcp.CallToolResult }

// throughField reads a block of a result kept in a struct field.
func throughField(ctx context.Context, c *client.Client) string {
	var r reply
	r.res, _ = c.CallTool(ctx, mcp.CallToolRequest{})
	for _, block := range r.res.Content {
		if tc, ok := block.(*mcp.TextContent); ok { // want `type assertion to \*mcp.TextContent never matches`
			return tc.Text
		}
	}
	return ""
}

// suppressed says why the pointer is expected.
func suppressed(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	//lint:ignore ptrcontent the proxy in front rewrites blocks in process
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}
