// Package peer holds exported helpers that their own package never calls:
// their callers are in other packages, out of sight (issue 24, item 1).
package peer

import (
	"encoding/json"
	"errors"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type APIError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

// Reported: its callers in another package decode a refusal, but no call
// here says so.
func RefusalCode(res *mcp.CallToolResult) error {
	var e APIError
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &e) // want `decoding tool result text as JSON; read StructuredContent instead`
	return errors.New(e.Code)
}

// Reported: the same, for mcp-go.
func RefusalCodeRaw(res *mcpgo.CallToolResult) error {
	var e APIError
	_ = json.Unmarshal([]byte(mcpgo.GetTextFromContent(res.Content[0])), &e) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return errors.New(e.Code)
}
