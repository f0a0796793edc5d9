// Package helpers holds helpers that check IsError, used from other
// packages through facts.
package helpers

import (
	"errors"
	"testing"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// CheckResult fails the test when the go-sdk result is a refusal.
func CheckResult(t testing.TB, res *gosdk.CallToolResult) {
	t.Helper()
	if res.IsError {
		t.Fatalf("tool refused: %v", res.Content)
	}
}

// Refusal returns an error when the mcp-go result is a refusal.
func Refusal(res *mcpgo.CallToolResult) error {
	if res.IsError {
		return errors.New("tool refused")
	}
	return nil
}

// MustSucceed checks through another checker.
func MustSucceed(res *mcpgo.CallToolResult) {
	if err := Refusal(res); err != nil {
		panic(err)
	}
}
