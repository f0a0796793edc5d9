package mcpgo

import (
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

func TestTool(t *testing.T) {
	res := mcp.NewToolResultText(`{"temperatureC": 3}`)
	var w weather
	if err := json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &w); err != nil { // want `decoding tool result text as JSON`
		t.Fatal(err)
	}
}
