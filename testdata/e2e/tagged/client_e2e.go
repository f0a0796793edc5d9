//go:build e2e

package tagged

import (
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Reading is what the sensor tool answers.
type Reading struct {
	Value float64 `json:"value"`
}

// Read decodes the text of a sensor tool's result.
func Read(res *mcp.CallToolResult) (r Reading, err error) {
	if res.IsError {
		return r, errors.New("sensor tool failed")
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &r) // want textjson
	return r, err
}
