// Package mcpgo is gosdk's case against mcp-go: a server whose handlers
// build the seeds' error objects, and a helper that decides on their
// message.
package mcpgo

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
)

type toolFailure struct {
	ErrorCategory string `json:"errorCategory"`
	IsRetryable   bool   `json:"isRetryable"`
	Message       string `json:"message"`
}

func refuse(f toolFailure) *mcp.CallToolResult {
	res := mcp.NewToolResultError(f.Message)
	res.StructuredContent = f
	return res
}

// classify picks the category from the wording it was meant to carry.
func classify(f *toolFailure) string {
	if strings.HasPrefix(f.Message, "invalid") { // want `^branching on the error message; its wording is not a contract: branch on ErrorCategory$`
		return "validation"
	}
	return f.ErrorCategory
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f := toolFailure{ErrorCategory: "validation", Message: "invalid city"}
	f.ErrorCategory = classify(&f)
	return refuse(f), nil
}

// Silent: an error of another service of the same code-and-message shape.
type providerError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func overloaded(e *providerError) bool {
	return strings.Contains(e.Message, "overloaded")
}
