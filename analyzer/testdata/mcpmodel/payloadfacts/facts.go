// Package modelfacts // want package:"mcprelevant"
//
// Package modelfacts exercises the IsErrorChecker facts.
package modelfacts

import (
	"errors"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Checked checks IsError of its second parameter.
func Checked(n int, res *mcp.CallToolResult) error { // want Checked:"mcpiserror\\(params \\[1\\]\\)"
	if res.IsError {
		return errors.New("refused")
	}
	return nil
}

// Through checks through Checked.
func Through(res *mcp.CallToolResult) { // want Through:"mcpiserror\\(params \\[0\\]\\)"
	_ = Checked(0, res)
}

// Wrapper embeds a result; its method checks the receiver.
type Wrapper struct{ *mcpgo.CallToolResult }

// Failed checks the receiver.
func (w Wrapper) Failed() bool { // want Failed:"mcpiserror\\(receiver, params \\[\\]\\)"
	return w.IsError
}

// NotChecker reads the payload only.
func NotChecker(res *mcp.CallToolResult) any { return res.StructuredContent }
