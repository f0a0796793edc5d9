// Package gosdk holds errmessage's name probes on go-sdk (issue 19,
// "Names can decide findings"): pairs that differ only in what the user
// called a type, or in a wording's letters, and must get the same finding.
// The wants say what the spec asks for; where one side of a pair has no
// finding today, a rule keyed on a name or a substring decides it. Not
// registered in errmessage's own tests: the rename-invariance test
// (analyzer/renameinvariance_test.go) runs them.
package gosdk

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Pair 1 — a struct with a message and a Type is an error object (the
// spec's code-like fields include Type and Kind), whatever the struct is
// called: "QuotaFault" says it is an error ("fault", mcpmodel's
// callsItselfError), "QuotaNotice" does not. Both are decoded from a tool
// result's payload, as the error part of an envelope.

type QuotaFault struct {
	Type    string `json:"type"`
	Message string `json:"message"`
}

type QuotaNotice struct {
	Type    string `json:"type"`
	Message string `json:"message"`
}

type faultEnvelope struct {
	Result json.RawMessage `json:"result"`
	Error  *QuotaFault     `json:"error"`
}

type noticeEnvelope struct {
	Result json.RawMessage `json:"result"`
	Error  *QuotaNotice    `json:"error"`
}

func faultRetry(res *mcp.CallToolResult) bool {
	var env faultEnvelope
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &env); err != nil || env.Error == nil {
		return false
	}
	if env.Error.Message == "quota exceeded" { // want `branching on the error message; its wording is not a contract: branch on Type`
		return true
	}
	return false
}

func noticeRetry(res *mcp.CallToolResult) bool {
	var env noticeEnvelope
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &env); err != nil || env.Error == nil {
		return false
	}
	if env.Error.Message == "quota exceeded" { // want `branching on the error message; its wording is not a contract: branch on Type`
		return true
	}
	return false
}

// Pair 2 — a server's wording in a CallTool error (a JSON-RPC error, with a
// code errors.As reaches) is no contract, whatever letters it holds:
// "author not found" holds "auth", one of the transport wordings
// (errmessage's transportWords), "writer not found" does not.

func authorMissing(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "author"})
	return err != nil && strings.Contains(err.Error(), "author not found") // want `branching on the text of a CallTool error`
}

func writerMissing(ctx context.Context, s *mcp.ClientSession) bool {
	_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "writer"})
	return err != nil && strings.Contains(err.Error(), "writer not found") // want `branching on the text of a CallTool error`
}
