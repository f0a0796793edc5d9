package gosdk

import (
	"bytes"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The fix removes the local and the import that only the text read used.
func fixUnusedImport(res *mcp.CallToolResult) (w weather, err error) {
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.NewDecoder(bytes.NewReader([]byte(text))).Decode(&w) // want `decoding tool result text as JSON`
	return w, err
}
