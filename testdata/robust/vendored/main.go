package main

import (
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
)

func decode(res *mcp.CallToolResult) (out map[string]any) {
	text := res.Content[0].(mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &out) // finding: textjson
	return out
}

func main() {
	fmt.Println(decode(mcp.NewToolResultText(`{"ok":true}`)))
}
