// Package backoff stands for github.com/cenkalti/backoff/v4: the
// signatures the fixtures call.
package backoff

import (
	"context"
	"time"
)

type Operation func() error

type OperationWithData[T any] func() (T, error)

type BackOff interface {
	NextBackOff() time.Duration
	Reset()
}

const Stop time.Duration = -1

func Retry(o Operation, b BackOff) error { return nil }

func RetryWithData[T any](o OperationWithData[T], b BackOff) (T, error) {
	var zero T
	return zero, nil
}

type ExponentialBackOff struct {
	InitialInterval time.Duration
	MaxElapsedTime  time.Duration
}

func (b *ExponentialBackOff) NextBackOff() time.Duration { return 0 }
func (b *ExponentialBackOff) Reset()                     {}

type ExponentialBackOffOpts func(*ExponentialBackOff)

func NewExponentialBackOff(opts ...ExponentialBackOffOpts) *ExponentialBackOff {
	return &ExponentialBackOff{}
}

func WithMaxElapsedTime(d time.Duration) ExponentialBackOffOpts {
	return func(b *ExponentialBackOff) { b.MaxElapsedTime = d }
}

type ConstantBackOff struct{ Interval time.Duration }

func (b *ConstantBackOff) NextBackOff() time.Duration { return b.Interval }
func (b *ConstantBackOff) Reset()                     {}

func NewConstantBackOff(d time.Duration) *ConstantBackOff { return &ConstantBackOff{Interval: d} }

type ZeroBackOff struct{}

func (b *ZeroBackOff) NextBackOff() time.Duration { return 0 }
func (b *ZeroBackOff) Reset()                     {}

func WithMaxRetries(b BackOff, max uint64) BackOff { return b }

func WithContext(b BackOff, ctx context.Context) BackOff { return b }

type PermanentError struct{ Err error }

func (e *PermanentError) Error() string { return e.Err.Error() }

func Permanent(err error) error { return &PermanentError{Err: err} }
