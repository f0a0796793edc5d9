// Package conditions holds IsError checks inside && and || conditions: a
// check guards what follows only when every path there evaluated it.
package conditions

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errRefused = errors.New("tool refused")

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
}

// --- positives: the check is skipped on some path to the read ---

func strictAnd(ctx context.Context, s *mcp.ClientSession, strict bool) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if strict && res.IsError { // evaluated only when strict holds
		return nil, errRefused
	}
	return json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
}

func orIntoBody(ctx context.Context, s *mcp.ClientSession, lenient bool) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if lenient || !res.IsError { // lenient enters without looking
		return json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	}
	return nil, errRefused
}

func conditionalFlag(ctx context.Context, s *mcp.ClientSession, verbose bool) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	failed := verbose && res.IsError // false whenever verbose is, refusal or not
	if failed {
		return nil, errRefused
	}
	return json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
}

func loopStrict(ctx context.Context, s *mcp.ClientSession, results []*mcp.CallToolResult, onlyStrict bool) []map[string]any {
	var out []map[string]any
	for _, r := range results {
		if onlyStrict && r.IsError {
			continue
		}
		out = append(out, r.StructuredContent.(map[string]any)) // want `StructuredContent read without checking IsError`
	}
	return out
}

// refusalIfVerbose reads IsError only when verbose holds: it is not a
// check its callers can rely on.
func refusalIfVerbose(res *mcp.CallToolResult, verbose bool) error {
	if verbose && res.IsError {
		return errRefused
	}
	return nil
}

func throughConditionalHelper(ctx context.Context, s *mcp.ClientSession) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if err := refusalIfVerbose(res, false); err != nil {
		return nil, err
	}
	return json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
}

// --- negatives: every path to the read evaluated the check ---

func orGuard(ctx context.Context, s *mcp.ClientSession, skip bool) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if skip || res.IsError { // the fall-through path is skip false, IsError false
		return nil, errRefused
	}
	return json.Marshal(res.StructuredContent)
}

func errOrRefusal(ctx context.Context, s *mcp.ClientSession) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil || res.IsError { // the usual one-line guard
		return nil, errRefused
	}
	return json.Marshal(res.StructuredContent)
}

func presenceAnd(ctx context.Context, s *mcp.ClientSession) ([]byte, error) {
	res, _ := call(ctx, s)
	if res != nil && res.IsError { // a nil res would panic at the read anyway
		return nil, errRefused
	}
	return json.Marshal(res.StructuredContent)
}

func andIntoBody(ctx context.Context, s *mcp.ClientSession, wanted bool) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if wanted && !res.IsError { // the body runs only after the check
		return json.Marshal(res.StructuredContent)
	}
	return nil, errRefused
}

func sameCondition(ctx context.Context, s *mcp.ClientSession) bool {
	res, err := call(ctx, s)
	// the read is evaluated only once IsError was found false
	return err == nil && !res.IsError && res.StructuredContent.(map[string]any)["ok"] == true
}

func loopSkip(results []*mcp.CallToolResult, skip func(*mcp.CallToolResult) bool) []map[string]any {
	var out []map[string]any
	for _, r := range results {
		if skip(r) || r.IsError {
			continue
		}
		out = append(out, r.StructuredContent.(map[string]any))
	}
	return out
}

// refusal reads IsError on every path that returns nil.
func refusal(res *mcp.CallToolResult) error {
	if res == nil || res.IsError {
		return errRefused
	}
	return nil
}

func throughHelper(ctx context.Context, s *mcp.ClientSession) ([]byte, error) {
	res, err := call(ctx, s)
	if err != nil {
		return nil, err
	}
	if err := refusal(res); err != nil {
		return nil, err
	}
	return json.Marshal(res.StructuredContent)
}
