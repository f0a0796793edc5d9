//go:build mcpcustom

package buildtags

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

func custom(res *mcp.CallToolResult) (out any) {
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &out) // finding: textjson (mcpcustom)
	return out
}
