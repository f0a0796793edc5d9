package gosdk

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/retry/helpers/retrying"
)

var errRefused = errors.New("refused")

var params = &mcp.CallToolParams{Name: "forecast"}

// Positives: the helper in another package.

func five(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return retrying.Do(5, func() (*mcp.CallToolResult, error) { // want `tool call retried up to 4 times after a refusal, reading nothing the server categorised`
		res, err := s.CallTool(ctx, params)
		if err != nil {
			return nil, err
		}
		if res.IsError {
			return nil, errRefused
		}
		return res, nil
	})
}

func forever(ctx context.Context, s *mcp.ClientSession) *mcp.CallToolResult {
	return retrying.Forever(func() (*mcp.CallToolResult, error) { // want `tool call retried after a request error with no bound`
		return s.CallTool(ctx, params)
	})
}

// Three deep: fiveTimes hands its function to retrying.Five, which hands
// it to retrying.Do.
func fiveTimes(fn func() (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	return retrying.Five(fn)
}

func chained(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	op := func() (*mcp.CallToolResult, error) {
		res, err := s.CallTool(ctx, params)
		if err == nil && res.IsError {
			err = errRefused
		}
		return res, err
	}
	return fiveTimes(op) // want `tool call retried up to 4 times after a refusal`
}

// Positive: a helper of this package that checks IsError itself.
func withRetry(ctx context.Context, fn func() (*mcp.CallToolResult, error)) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	var err error
	for attempt := 0; attempt < 4; attempt++ {
		res, err = fn()
		if err != nil {
			continue
		}
		if !res.IsError {
			return res, nil
		}
	}
	return res, err
}

func local(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return withRetry(ctx, func() (*mcp.CallToolResult, error) { // want `tool call retried up to 3 times after a refusal`
		return s.CallTool(ctx, params)
	})
}

// Negatives.

// One retry.
func twice(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return retrying.Twice(func() (*mcp.CallToolResult, error) {
		res, err := s.CallTool(ctx, params)
		if err == nil && res.IsError {
			return nil, errRefused
		}
		return res, err
	})
}

// A refusal is handed on as the result: Do retries only errors.
func transportOnly(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return retrying.Do(5, func() (*mcp.CallToolResult, error) {
		return s.CallTool(ctx, params)
	})
}

// The budget is the caller's.
func configured(ctx context.Context, s *mcp.ClientSession, attempts int) (*mcp.CallToolResult, error) {
	return retrying.Do(attempts, func() (*mcp.CallToolResult, error) {
		res, err := s.CallTool(ctx, params)
		if err == nil && res.IsError {
			return nil, errRefused
		}
		return res, err
	})
}

// A helper that calls each tool once.
func each(ctx context.Context, s *mcp.ClientSession) error {
	return retrying.Each([]string{"a", "b"}, func(name string) error {
		_, err := s.CallTool(ctx, &mcp.CallToolParams{Name: name})
		return err
	})
}
