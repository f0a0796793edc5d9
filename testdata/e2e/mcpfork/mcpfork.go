// Package mcpfork stands for a fork or vendored copy of an MCP SDK under
// another import path. mcpresult knows it only when told:
// -resulttypes=example.com/e2e/mcpfork.CallToolResult.
package mcpfork

// Content is a content block.
type Content interface{ isContent() }

// TextContent is a text block.
type TextContent struct {
	Text string
}

func (*TextContent) isContent() {}

// CallToolResult is the fork's tool result.
type CallToolResult struct {
	Content           []Content
	StructuredContent any
	IsError           bool
}
