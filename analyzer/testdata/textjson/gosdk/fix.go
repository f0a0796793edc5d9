package gosdk

import (
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func fixInline(res *mcp.CallToolResult) (w weather, err error) {
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	return w, err
}

func fixDecoder(res *mcp.CallToolResult) (w weather, err error) {
	err = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&w) // want `decoding tool result text as JSON`
	_ = strings.ToUpper("keeps the strings import in use")
	return w, err
}

func fixLocalStillUsed(res *mcp.CallToolResult) (w weather, text string) {
	text = res.Content[0].(*mcp.TextContent).Text
	if err := json.Unmarshal([]byte(text), &w); err != nil { // want `decoding tool result text as JSON`
		return w, text
	}
	return w, ""
}
