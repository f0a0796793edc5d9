// Package aliases names tool results through type aliases, including a
// generic alias and an alias of a pointer.
package aliases

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type Result = mcp.CallToolResult
type ResultPtr = *gosdk.CallToolResult
type Text = mcp.TextContent
type List[T any] = []T

func viaAlias(r *Result) (out any) {
	_ = json.Unmarshal([]byte(r.Content[0].(Text).Text), &out) // finding: textjson
	return out
}

func viaPointerAlias(r ResultPtr) (out any) {
	_ = json.Unmarshal([]byte(r.Content[0].(*gosdk.TextContent).Text), &out) // finding: textjson
	return out
}

func viaGenericAlias(rs List[*Result]) (out any) {
	for _, r := range rs {
		_ = json.Unmarshal([]byte(mcp.GetTextFromContent(r.Content[0])), &out) // finding: textjson
	}
	return out
}

// Named is a defined type (not an alias) over the result: still a result
// in shape, but a different type the user would name by -resulttypes.
type Named mcp.CallToolResult

func notAnAlias(r *Named, s string) (out any) {
	_ = json.Unmarshal([]byte(s), &out)
	return out
}
