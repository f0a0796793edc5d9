// Package buildtags has files for several build configurations.
package buildtags

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

func common(res *mcp.CallToolResult) (out any) {
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &out) // finding: textjson
	return out
}
