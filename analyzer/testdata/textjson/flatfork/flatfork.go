// Package flatfork is a result type of a project's own, configured with
// -resulttypes, whose content blocks are one struct of the wire shape (a
// type and a text field for every kind of block), as nanobot's are.
package flatfork

type Content struct {
	Type string `json:"type"`
	Text string `json:"text,omitempty"`
	Name string `json:"name,omitempty"`
}

type CallToolResult struct {
	IsError           bool           `json:"isError"`
	Content           []Content      `json:"content"`
	StructuredContent map[string]any `json:"structuredContent,omitempty"`
}

// Client calls tools over a session of its own.
type Client interface {
	Call(tool string) (*CallToolResult, error)
}
