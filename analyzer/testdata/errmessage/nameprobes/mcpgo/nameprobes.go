// Package mcpgo holds errmessage's name probes on mcp-go (issue 19,
// "Names can decide findings"): pairs that differ only in what the user
// called a type, or in a wording's letters, and must get the same finding.
// The wants say what the spec asks for; where one side of a pair has no
// finding today, a rule keyed on a name or a substring decides it. Not
// registered in errmessage's own tests: the rename-invariance test
// (analyzer/renameinvariance_test.go) runs them.
package mcpgo

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// Pair 1 — a struct with a message and a Kind is an error object (the
// spec's code-like fields include Type and Kind), whatever the struct is
// called: "QuotaFault" says it is an error ("fault", mcpmodel's
// callsItselfError), "QuotaNotice" does not. Both are decoded from a tool
// result's payload, as the error part of an envelope.

type QuotaFault struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
}

type QuotaNotice struct {
	Kind    string `json:"kind"`
	Message string `json:"message"`
}

type faultEnvelope struct {
	Result any         `json:"result"`
	Error  *QuotaFault `json:"error"`
}

type noticeEnvelope struct {
	Result any          `json:"result"`
	Error  *QuotaNotice `json:"error"`
}

func faultRetry(res *mcp.CallToolResult) bool {
	var env faultEnvelope
	if err := json.Unmarshal(res.RawStructuredContent, &env); err != nil || env.Error == nil {
		return false
	}
	if strings.Contains(env.Error.Message, "quota") { // want `branching on the error message; its wording is not a contract: branch on Kind`
		return true
	}
	return false
}

func noticeRetry(res *mcp.CallToolResult) bool {
	var env noticeEnvelope
	if err := json.Unmarshal(res.RawStructuredContent, &env); err != nil || env.Error == nil {
		return false
	}
	if strings.Contains(env.Error.Message, "quota") { // want `branching on the error message; its wording is not a contract: branch on Kind`
		return true
	}
	return false
}

// Pair 2 — a server's wording in a CallTool error (a JSON-RPC error, which
// mcp-go's sentinels match) is no contract, whatever letters it holds:
// "author not found" holds "auth", one of the transport wordings
// (errmessage's transportWords), "writer not found" does not.

func authorMissing(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	return err != nil && strings.Contains(err.Error(), "author not found") // want `branching on the text of a CallTool error`
}

func writerMissing(ctx context.Context, c *client.Client) bool {
	_, err := c.CallTool(ctx, mcp.CallToolRequest{})
	return err != nil && strings.Contains(err.Error(), "writer not found") // want `branching on the text of a CallTool error`
}
