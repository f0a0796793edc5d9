package gosdk

import (
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestDecodeText(t *testing.T) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{}`}}}
	var w weather
	if err := json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		t.Fatal(err)
	}
}
