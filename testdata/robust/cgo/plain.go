package cgo

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

func decodePlain(res *mcp.CallToolResult) (out any) {
	_ = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &out) // finding: textjson
	return out
}
