// Package backoff stands for github.com/cenkalti/backoff/v5: the
// signatures the fixtures call.
package backoff

import (
	"context"
	"time"
)

type Operation[T any] func() (T, error)

type RetryOption func(*retryOptions)

type retryOptions struct {
	MaxTries       uint
	MaxElapsedTime time.Duration
}

func Retry[T any](ctx context.Context, operation Operation[T], opts ...RetryOption) (T, error) {
	var zero T
	return zero, nil
}

func WithMaxTries(n uint) RetryOption { return func(o *retryOptions) { o.MaxTries = n } }

func WithMaxElapsedTime(d time.Duration) RetryOption {
	return func(o *retryOptions) { o.MaxElapsedTime = d }
}

type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }

func Permanent(err error) error { return &PermanentError{Err: err} }
