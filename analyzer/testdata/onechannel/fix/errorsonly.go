package fix

import (
	"encoding/json"
	"errors"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
)

// A file without fmt: errors.New carries the text.
func fixedErrors(res *mcpgo.CallToolResult) (map[string]any, error) {
	if res == nil {
		return nil, errors.New("no result")
	}
	var v map[string]any
	data := []byte(mcpgo.GetTextFromContent(res.Content[0]))
	err := json.Unmarshal(data, &v) // want `tool result text decoded without checking IsError`
	return v, err
}
