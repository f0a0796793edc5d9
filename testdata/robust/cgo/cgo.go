// Package cgo mixes cgo with MCP code.
package cgo

/*
static int twice(int x) { return 2 * x; }
*/
import "C"

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

func Twice(x int) int { return int(C.twice(C.int(x))) }

func decode(res *mcp.CallToolResult) (out any) {
	text := res.Content[0].(mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &out) // finding: textjson
	return out
}
