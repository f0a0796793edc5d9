// Package conditions holds emptiness tests inside conjunctions: each
// operand of && is a condition of the branch, so an emptiness test there
// still treats an empty answer as a failure.
package conditions

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type row struct {
	Name string `json:"name"`
}

var errEmpty = errors.New("empty answer")

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
}

// --- positives ---

// proxy forwards an upstream tool's answer; an upstream success with no
// content is an empty answer, not a failure.
func proxy(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	up, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if !up.IsError && len(up.Content) == 0 { // want `empty tool result treated as an error; an empty answer is a success`
		return nil, errEmpty
	}
	return up, nil
}

func decodedRowsAnd(ctx context.Context, s *mcp.ClientSession, strict bool) ([]row, error) {
	res, err := call(ctx, s)
	if err != nil || res.IsError {
		return nil, errors.New("refused")
	}
	var rows []row
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &rows); err != nil {
		return nil, err
	}
	if strict && len(rows) == 0 { // want `empty tool result treated as an error`
		return nil, errEmpty
	}
	return rows, nil
}

// --- negatives ---

func contentPresence(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	up, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if len(up.Content) == 0 { // a malformed reply: constructors always send a block
		return nil, errors.New("malformed reply")
	}
	return up, nil
}

func refusalWithoutMessage(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	up, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if up.IsError && len(up.Content) == 0 { // a refusal that carries no message
		return nil, errors.New("refused without a message")
	}
	return up, nil
}

func emptySuccess(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	up, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if !up.IsError && len(up.Content) == 0 { // answered as an empty success
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "[]"}}}, nil
	}
	return up, nil
}

func otherResult(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	first, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	second, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if !first.IsError && len(second.Content) == 0 { // IsError of another result: second may be a refusal
		return nil, errors.New("malformed reply")
	}
	return second, nil
}

func emptyAndError(ctx context.Context, s *mcp.ClientSession) ([]row, error) {
	res, err := call(ctx, s)
	var rows []row
	if err == nil && !res.IsError {
		b, _ := json.Marshal(res.StructuredContent)
		_ = json.Unmarshal(b, &rows)
	}
	if len(rows) == 0 && err != nil { // the error decides: a failure, not an empty answer
		return nil, fmt.Errorf("search: %w", err)
	}
	return rows, nil
}
