package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

func decode(res *mcp.CallToolResult) (out map[string]any) {
	text := res.Content[0].(mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &out) // finding: textjson
	return out
}

// main decodes a result another program printed: a received result.
func main() {
	var res mcp.CallToolResult
	if err := json.NewDecoder(os.Stdin).Decode(&res); err != nil || res.IsError {
		return
	}
	fmt.Println(decode(&res))
}
