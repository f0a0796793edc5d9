// Package fieldonlysdk stands for an SDK release whose results carry
// structured content but which has no NewToolResultStructured (a fork,
// configured with -resulttypes).
package fieldonlysdk

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
	Content           []Content
	StructuredContent any
	IsError           bool
}

func NewToolResultText(text string) *CallToolResult {
	return &CallToolResult{Content: []Content{TextContent{Type: "text", Text: text}}}
}
