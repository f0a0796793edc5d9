// Package payloadtests holds tests of the payload itself (a comma-ok
// assertion, a nil or length test) that stand where an IsError check should:
// on a refusal they fail with a misleading error and lose the message.
package payloadtests

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errRefused = errors.New("tool refused")

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
}

func textOf(res *mcp.CallToolResult) string {
	if len(res.Content) == 0 {
		return ""
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text
	}
	return ""
}

// --- positives: the payload test's failure branch is where a refusal goes ---

func commaOkFails(ctx context.Context, s *mcp.ClientSession) (map[string]any, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	m, ok := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	if !ok {
		return nil, errors.New("unexpected payload")
	}
	return m, nil
}

func commaOkInit(ctx context.Context, s *mcp.ClientSession) (map[string]any, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if m, ok := res.StructuredContent.(map[string]any); !ok { // want `StructuredContent read without checking IsError`
		return nil, fmt.Errorf("unexpected payload %T", res.StructuredContent)
	} else {
		return m, nil
	}
}

func commaOkElseFails(ctx context.Context, s *mcp.ClientSession) (map[string]any, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	m, ok := res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
	if ok {
		return m, nil
	} else {
		return nil, errors.New("no structured content")
	}
}

func nilTestThenRead(ctx context.Context, s *mcp.ClientSession) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if res.StructuredContent == nil { // not an IsError check: a refusal gets "no payload"
		return nil, errors.New("no payload")
	}
	return json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
}

// --- negatives ---

func commaOkAfterIsError(ctx context.Context, s *mcp.ClientSession) (map[string]any, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if res.IsError { // the refusal is handled first
		return nil, fmt.Errorf("%w: %s", errRefused, textOf(res))
	}
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		return nil, errors.New("unexpected payload")
	}
	return m, nil
}

func commaOkFallsBack(ctx context.Context, s *mcp.ClientSession) any {
	res, err := call(ctx, s)
	if err != nil {
		return nil
	}
	// no structured payload: the text is returned, the refusal's message with it
	if m, ok := res.StructuredContent.(map[string]any); ok {
		return m
	}
	return textOf(res)
}

func commaOkLogged(ctx context.Context, s *mcp.ClientSession) map[string]any {
	res, _ := call(ctx, s)
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		fmt.Println("no map payload:", textOf(res)) // not a failure exit
	}
	return m
}

func typeSwitchDefaultFails(ctx context.Context, s *mcp.ClientSession) (int, error) {
	res, err := call(ctx, s)
	if err != nil {
		return 0, err
	}
	switch v := res.StructuredContent.(type) { // want `StructuredContent read without checking IsError`
	case map[string]any:
		return len(v), nil
	default:
		return 0, fmt.Errorf("unexpected payload %T", v)
	}
}

func typeSwitchNilFails(ctx context.Context, s *mcp.ClientSession) int {
	res, _ := call(ctx, s)
	switch v := res.StructuredContent.(type) { // want `StructuredContent read without checking IsError`
	case nil:
		panic("no payload")
	case map[string]any:
		return len(v)
	}
	return 0
}

func typeSwitchDefaultFallsBack(ctx context.Context, s *mcp.ClientSession) any {
	res, _ := call(ctx, s)
	switch v := res.StructuredContent.(type) {
	case map[string]any:
		return v
	default: // the text, with a refusal's message
		return textOf(res)
	}
}

func reusedOk(ctx context.Context, s *mcp.ClientSession, v any) (string, any) {
	name, ok := v.(string)
	if !ok {
		panic("not a name") // about v, not the payload
	}
	res, _ := call(ctx, s)
	m, ok := res.StructuredContent.(map[string]any)
	if !ok {
		return name, textOf(res) // the payload's own ok: a fallback
	}
	return name, m
}
