// Package suppressed decodes content text as JSON on purpose, and says so
// with each suppression comment mcpresult honours.
package suppressed

import (
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Legacy is what an old server sends as text.
type Legacy struct {
	Version int `json:"version"`
}

// NolintSuite is silenced by the suite's name.
func NolintSuite(res *mcp.CallToolResult) (l Legacy, err error) {
	if res.IsError {
		return l, errors.New("tool failed")
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &l) //nolint:mcpresult // the legacy server has no structured output
	return l, err
}

// NolintCheck is silenced by the check's name, on the line above.
func NolintCheck(res *mcp.CallToolResult) (l Legacy, err error) {
	if res.IsError {
		return l, errors.New("tool failed")
	}
	//nolint:textjson // the legacy server has no structured output
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &l)
	return l, err
}

// LintIgnore uses staticcheck's form, which needs a reason.
func LintIgnore(res *mcp.CallToolResult) (l Legacy, err error) {
	if res.IsError {
		return l, errors.New("tool failed")
	}
	//lint:ignore textjson the legacy server has no structured output
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &l)
	return l, err
}
