// Package fork is a look-alike of mcp-go's mcp package, as a fork or an
// in-house wrapper would be: it is an MCP package only when configured.
package fork

type Content interface{ isContent() }

type TextContent struct {
	Type string
	Text string
}

func (TextContent) isContent() {}

type CallToolResult struct {
	Content              []Content
	StructuredContent    any
	RawStructuredContent []byte
	IsError              bool
}

func AsTextContent(c any) (*TextContent, bool) {
	tc, ok := c.(TextContent)
	return &tc, ok
}

// LegacyResult is a result type without the raw payload bytes, as mcp-go's
// before v0.56.
type LegacyResult struct {
	Content           []Content
	StructuredContent any
	IsError           bool
}
