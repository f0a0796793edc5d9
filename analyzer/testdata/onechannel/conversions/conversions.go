// Package conversions: a function that converts a received result into a
// type of its own, carrying IsError along with the payload, hands the
// refusal on; its caller decides.
package conversions

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Content struct{ Text string }

type ToolCallResult struct {
	Content           []Content
	StructuredContent map[string]any
	IsError           bool
}

// IsError travels with the payload: silent.
func fromMCP(r *mcp.CallToolResult) *ToolCallResult {
	structured, _ := r.StructuredContent.(map[string]any)
	return &ToolCallResult{StructuredContent: structured, IsError: r.IsError}
}

// The same, assigning field by field: silent.
func fromMCPFields(r *mcp.CallToolResult) ToolCallResult {
	var out ToolCallResult
	out.StructuredContent, _ = r.StructuredContent.(map[string]any)
	out.IsError = r.IsError
	return out
}

// The payload is converted but IsError is dropped: the refusal is lost.
func dropsIsError(r *mcp.CallToolResult) *ToolCallResult {
	structured, _ := r.StructuredContent.(map[string]any) // want "StructuredContent read without checking IsError"
	return &ToolCallResult{StructuredContent: structured}
}

// IsError of another result does not carry this one's refusal.
func otherResult(ctx context.Context, s *mcp.ClientSession, prev *mcp.CallToolResult) *ToolCallResult {
	r, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "x"})
	if err != nil {
		return nil
	}
	structured, _ := r.StructuredContent.(map[string]any) // want "StructuredContent read without checking IsError"
	return &ToolCallResult{StructuredContent: structured, IsError: prev.IsError}
}
