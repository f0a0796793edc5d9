package gosdk

import (
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Each fix alone would leave the strings import used by the other decode;
// both together (as -fix applies them) would not: neither gets a fix.

func noFixSharedImport(res *mcp.CallToolResult) (w weather) {
	_ = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&w) // want `decoding tool result text as JSON`
	return w
}

func noFixSharedImportToo(res *mcp.CallToolResult) (w weather) {
	_ = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&w) // want `decoding tool result text as JSON`
	return w
}
