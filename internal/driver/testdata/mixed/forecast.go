package mixed

import (
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forecast decodes the text of a result whose IsError it checked.
func Forecast(res *mcp.CallToolResult) (f map[string]any, err error) {
	if res.IsError {
		return nil, errors.New("forecast tool failed")
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &f) // finding: textjson
	return f, err
}
