// Package testcontext holds the helpers of a server's integration tests in
// a non-test file: methods of a test context that holds a *testing.T are
// test helpers, and trust the results they are given (their callers assert
// IsError), as a helper taking a *testing.T does.
package testcontext

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type TestContext struct {
	ctx context.Context
	t   *testing.T
}

// Silent: a test context's helper given a result.
func (tc *TestContext) ParseJSONResponse(res *mcp.CallToolResult, v any) {
	tc.t.Helper()
	text, ok := mcp.AsTextContent(res.Content[0])
	if !ok {
		tc.t.Fatalf("expected text, got %T", res.Content[0])
	}
	if err := json.Unmarshal([]byte(text.Text), v); err != nil {
		tc.t.Fatalf("parse: %v", err)
	}
}

// SessionContext holds a testing.TB: its methods are test helpers too.
type SessionContext struct {
	tb testing.TB
}

// Silent: a test context's helper given a go-sdk result.
func (sc SessionContext) Decode(res *gosdk.CallToolResult, v any) {
	if err := json.Unmarshal([]byte(res.Content[0].(*gosdk.TextContent).Text), v); err != nil {
		sc.tb.Fatal(err)
	}
}

// Decoder holds no testing value: a production type, whose method given
// a result is checked as any other function.
type Decoder struct {
	name string
}

// Reported: not a test helper.
func (d *Decoder) Decode(res *mcp.CallToolResult, v any) error {
	return json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), v) // want `decoding tool result text as JSON`
}
