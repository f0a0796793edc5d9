// Package gosdk holds pairs that differ only in a name: a retry helper
// called withRetry or process, a verdict field called IsRetryable or Flag
// (its JSON key decides), and a field called IsRetryable whose JSON key is
// another.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errRefused = errors.New("refused")

var params = &mcp.CallToolParams{Name: "forecast"}

func withRetry(fn func() (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	for attempt := 0; attempt < 5; attempt++ {
		if res, err := fn(); err == nil && !res.IsError {
			return res, nil
		}
	}
	return nil, errRefused
}

func process(fn func() (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	for attempt := 0; attempt < 5; attempt++ {
		if res, err := fn(); err == nil && !res.IsError {
			return res, nil
		}
	}
	return nil, errRefused
}

func viaWithRetry(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return withRetry(func() (*mcp.CallToolResult, error) { return s.CallTool(ctx, params) }) // want `tool call retried up to 4 times after a refusal`
}

func viaProcess(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return process(func() (*mcp.CallToolResult, error) { return s.CallTool(ctx, params) }) // want `tool call retried up to 4 times after a refusal`
}

type verdictNamed struct {
	IsRetryable bool `json:"isRetryable"`
}

type verdictFlag struct {
	Flag bool `json:"isRetryable"`
}

// A Go name that says retryable, with another JSON key: no verdict.
type notVerdict struct {
	IsRetryable bool `json:"transientHint"`
}

func decode[T any](res *mcp.CallToolResult) (T, error) {
	var v T
	b, err := json.Marshal(res.StructuredContent)
	if err == nil {
		err = json.Unmarshal(b, &v)
	}
	return v, err
}

// Gated on the verdict, whatever the field is called: silent.
func gatedNamed(ctx context.Context, s *mcp.ClientSession) error {
	for attempt := 0; attempt < 5; attempt++ {
		res, err := s.CallTool(ctx, params)
		if err != nil {
			return err
		}
		if !res.IsError {
			return nil
		}
		v, _ := decode[verdictNamed](res)
		if !v.IsRetryable {
			return errRefused
		}
	}
	return errRefused
}

func gatedFlag(ctx context.Context, s *mcp.ClientSession) error {
	for attempt := 0; attempt < 5; attempt++ {
		res, err := s.CallTool(ctx, params)
		if err != nil {
			return err
		}
		if !res.IsError {
			return nil
		}
		v, _ := decode[verdictFlag](res)
		if !v.Flag {
			return errRefused
		}
	}
	return errRefused
}

// Gated on a field whose JSON key is no verdict: a blind retry.
func gatedOther(ctx context.Context, s *mcp.ClientSession) error {
	for attempt := 0; attempt < 5; attempt++ {
		res, err := s.CallTool(ctx, params) // want `tool call retried up to 4 times after a refusal`
		if err != nil {
			return err
		}
		if !res.IsError {
			return nil
		}
		v, _ := decode[notVerdict](res)
		if !v.IsRetryable {
			continue
		}
	}
	return errRefused
}
