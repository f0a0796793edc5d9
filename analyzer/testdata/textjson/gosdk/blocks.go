package gosdk

import (
	"encoding/json"

	"example.com/fixtures/textjson/helpers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// firstBlock returns a result's text content block, not its text.
func firstBlock(r *mcp.CallToolResult) *mcp.TextContent {
	tc, _ := r.Content[0].(*mcp.TextContent)
	return tc
}

func viaBlockHelper(res *mcp.CallToolResult) (w weather) {
	tc := firstBlock(res)
	if err := json.Unmarshal([]byte(tc.Text), &w); err != nil { // want `decoding tool result text as JSON`
		return weather{}
	}
	return w
}

func viaOtherPackageBlockHelper(res *mcp.CallToolResult) (w weather) {
	_ = json.Unmarshal([]byte(helpers.Block(res).Text), &w) // want `decoding tool result text as JSON`
	return w
}

// A block the code built itself, returned by a helper: not reported.
func ownBlock() *mcp.TextContent { return &mcp.TextContent{Text: `{}`} }

func viaOwnBlock() (w weather) {
	_ = json.Unmarshal([]byte(ownBlock().Text), &w)
	return w
}
