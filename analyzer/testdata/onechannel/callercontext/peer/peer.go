// Package peer holds an exported helper that its own package never calls:
// its callers are in other packages, out of sight, so the helper is judged
// on its own, as before caller contexts (issue 24, item 1).
package peer

import (
	"encoding/json"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Forecast struct {
	TempC float64 `json:"tempC"`
}

// Reported: a caller in another package checks IsError, but no call here
// says so.
func Decode(res *mcp.CallToolResult) (f Forecast, err error) {
	b, err := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	if err != nil {
		return f, err
	}
	err = json.Unmarshal(b, &f)
	return f, err
}

// Reported: the same, for mcp-go.
func DecodeRaw(res *mcpgo.CallToolResult) (f Forecast, err error) {
	err = json.Unmarshal(res.RawStructuredContent, &f) // want `RawStructuredContent read without checking IsError`
	return f, err
}
