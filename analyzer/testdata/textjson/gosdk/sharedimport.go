package gosdk

import (
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The fixes delete nothing, so two decodes using one import both get one.

func fixSharedImport(res *mcp.CallToolResult) (w weather) {
	_ = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&w) // want `decoding tool result text as JSON`
	return w
}

func fixSharedImportToo(res *mcp.CallToolResult) (w weather) {
	_ = json.NewDecoder(strings.NewReader(res.Content[0].(*mcp.TextContent).Text)).Decode(&w) // want `decoding tool result text as JSON`
	return w
}
