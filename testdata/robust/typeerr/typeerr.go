// Package typeerr does not type-check: mcpresult must print the compiler's
// error with its position and exit non-zero, without crashing.
package typeerr

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

func decode(res *mcp.CallToolResult) (out map[string]any) {
	text := res.Content[0].(mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &out)
	return undefinedHelper(out)
}

func mismatch(res *mcp.CallToolResult) int {
	return res.IsError // bool is not int
}
