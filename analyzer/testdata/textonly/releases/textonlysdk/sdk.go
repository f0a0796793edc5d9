// Package textonlysdk stands for an SDK release whose results carry no
// structured content (mcp-go v0.28.0's mcp package, configured with
// -resulttypes): a CallToolResult without StructuredContent.
package textonlysdk

type Content interface{ isContent() }

type TextContent struct {
	Type string
	Text string
}

func (TextContent) isContent() {}

type CallToolRequest struct {
	Params struct {
		Name      string
		Arguments map[string]any
	}
}

type CallToolResult struct {
	Content []Content
	IsError bool
}

func NewToolResultText(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{TextContent{Type: "text", Text: text}}}
}

func NewToolResultError(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{TextContent{Type: "text", Text: text}}, IsError: true}
}
