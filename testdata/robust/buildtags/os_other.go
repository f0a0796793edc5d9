//go:build !linux

package buildtags

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

func onOther(res *mcp.CallToolResult) (out any) {
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &out) // finding: textjson (!linux)
	return out
}
