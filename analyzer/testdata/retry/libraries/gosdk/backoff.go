// Package gosdk retries go-sdk tool calls with cenkalti/backoff (v4, v5).
package gosdk

import (
	"context"
	"errors"
	"time"

	"github.com/cenkalti/backoff/v4"
	backoffv5 "github.com/cenkalti/backoff/v5"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

var errRefused = errors.New("refused")

var params = &mcp.CallToolParams{Name: "forecast"}

// Positives.

// A ConstantBackOff never stops.
func constant(ctx context.Context, s *mcp.ClientSession) error {
	return backoff.Retry(func() error { // want `tool call retried after a request error with no bound`
		_, err := s.CallTool(ctx, params)
		return err
	}, backoff.NewConstantBackOff(time.Second))
}

// An ExponentialBackOff literal without MaxElapsedTime never stops.
func literal(ctx context.Context, s *mcp.ClientSession) error {
	b := &backoff.ExponentialBackOff{InitialInterval: time.Second}
	return backoff.Retry(func() error { // want `tool call retried after a refusal or a request error with no bound`
		res, err := s.CallTool(ctx, params)
		if err != nil {
			return err
		}
		if res.IsError {
			return errRefused
		}
		return nil
	}, b)
}

// NewExponentialBackOff's MaxElapsedTime set to zero: no bound.
func zeroElapsed(ctx context.Context, s *mcp.ClientSession) error {
	b := backoff.NewExponentialBackOff()
	b.MaxElapsedTime = 0
	op := func() error {
		_, err := s.CallTool(ctx, params)
		return err
	}
	return backoff.Retry(op, b) // want `tool call retried after a request error with no bound`
}

// The default policy stops after 15 minutes: a refusal is retried blindly
// many times.
func blindDefault(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return backoff.RetryWithData(func() (*mcp.CallToolResult, error) { // want `tool call retried until a time limit after a refusal, reading nothing the server categorised`
		res, err := s.CallTool(ctx, params)
		if err != nil {
			return nil, err
		}
		if res.IsError {
			return nil, errRefused
		}
		return res, nil
	}, backoff.NewExponentialBackOff())
}

// v5 with no time limit and a context that never ends.
func v5Forever(s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	ctx := context.Background()
	return backoffv5.Retry(ctx, func() (*mcp.CallToolResult, error) { // want `tool call retried after a request error with no bound`
		return s.CallTool(ctx, params)
	}, backoffv5.WithMaxElapsedTime(0))
}

// v5 with ten tries, retrying refusals.
func v5Blind(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return backoffv5.Retry(ctx, func() (*mcp.CallToolResult, error) { // want `tool call retried up to 9 times after a refusal`
		res, err := s.CallTool(ctx, params)
		if err == nil && res.IsError {
			return nil, errRefused
		}
		return res, err
	}, backoffv5.WithMaxTries(10))
}

// Negatives.

// WithMaxRetries bounds a ConstantBackOff: request errors within a bound.
func maxRetries(ctx context.Context, s *mcp.ClientSession) error {
	return backoff.Retry(func() error {
		_, err := s.CallTool(ctx, params)
		return err
	}, backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 3))
}

// A refusal stops the retries: backoff.Permanent.
func permanent(ctx context.Context, s *mcp.ClientSession) error {
	return backoff.Retry(func() error {
		res, err := s.CallTool(ctx, params)
		if err != nil {
			return err
		}
		if res.IsError {
			return backoff.Permanent(errRefused)
		}
		return nil
	}, backoff.NewExponentialBackOff())
}

// One retry of a refusal.
func v5Once(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return backoffv5.Retry(ctx, func() (*mcp.CallToolResult, error) {
		res, err := s.CallTool(ctx, params)
		if err == nil && res.IsError {
			return nil, errRefused
		}
		return res, err
	}, backoffv5.WithMaxTries(2))
}

// v5's default time limit bounds request errors.
func v5Default(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return backoffv5.Retry(ctx, func() (*mcp.CallToolResult, error) {
		return s.CallTool(ctx, params)
	})
}

// A policy the caller configured.
func configured(ctx context.Context, s *mcp.ClientSession, b backoff.BackOff) error {
	return backoff.Retry(func() error {
		_, err := s.CallTool(ctx, params)
		return err
	}, b)
}

// A loop driven by a policy's NextBackOff: WithMaxRetries ends it.
func nextBackOff(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	b := backoff.WithMaxRetries(backoff.NewConstantBackOff(time.Second), 3)
	for {
		res, err := s.CallTool(ctx, params)
		if err == nil {
			return res, nil
		}
		next := b.NextBackOff()
		if next == backoff.Stop {
			return nil, err
		}
		time.Sleep(next)
	}
}

// A method named as the operation.
type pinger struct{ s *mcp.ClientSession }

func (p *pinger) ping() error {
	res, err := p.s.CallTool(context.Background(), params)
	if err != nil {
		return err
	}
	if res.IsError {
		return errRefused
	}
	return nil
}

func (p *pinger) waitUp() error {
	return backoff.Retry(p.ping, &backoff.ZeroBackOff{}) // want `tool call retried after a refusal or a request error with no bound`
}
