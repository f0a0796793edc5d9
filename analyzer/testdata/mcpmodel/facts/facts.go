// Package facts // want package:"mcprelevant" package:"mcpserver"
//
// Package facts checks the text-helper facts the model exports: only for
// exported functions, which other packages can call.
package facts

import (
	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type Wrapper struct{ *mcp.CallToolResult }

func Text(prefix string, r *gosdk.CallToolResult) (int, string) { // want Text:`mcptext\(result 1 of param 1\)`
	return len(prefix), r.Content[0].(*gosdk.TextContent).Text
}

func BlockText(c mcp.Content) string { // want BlockText:`mcptext\(result 0 of param 0\)`
	if tc, ok := c.(mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

func (w Wrapper) Text() string { // want Text:`mcptext\(result 0 of receiver\)`
	return mcp.GetTextFromContent(w.Content[0])
}

// Fetch obtains a result itself: its text is always a result's, and it
// never reads IsError: a refusal comes out as the text (unread).
func Fetch(call func() (*mcp.CallToolResult, error)) (string, error) { // want Fetch:`mcptextunread\(result 0\)`
	res, err := call()
	if err != nil {
		return "", err
	}
	return Trimmed(res), nil
}

func Trimmed(r *mcp.CallToolResult) string { // want Trimmed:`mcptext\(result 0 of param 0\)`
	return unexported(r)
}

func unexported(r *mcp.CallToolResult) string {
	return mcp.GetTextFromContent(r.Content[0])
}

// Block returns a text content block, not its text.
func Block(r *gosdk.CallToolResult) *gosdk.TextContent { // want Block:`mcptextblock\(result 0 of param 0\)`
	tc, _ := r.Content[0].(*gosdk.TextContent)
	return tc
}

// NewWeather is the server's own result constructor: a builder.
func NewWeather(city string) *mcp.CallToolResult { // want NewWeather:`mcpbuilder` NewWeather:`mcpresultsite\(text\(param 0\)\)`
	return mcp.NewToolResultText(city)
}

// Weather builds through NewWeather: a builder too.
func Weather() *mcp.CallToolResult { // want Weather:`mcpbuilder` Weather:`mcpresultsite\(text\)`
	return NewWeather("Oslo")
}

// NotAHelper returns text it built.
func NotAHelper(r *mcp.CallToolResult) string { // want NotAHelper:`mcpiserror`
	if r.IsError {
		return "error"
	}
	return "ok"
}
