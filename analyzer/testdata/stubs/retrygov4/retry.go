// Package retry stands for github.com/avast/retry-go/v4: the signatures
// the fixtures call.
package retry

import "context"

type RetryableFunc func() error

type RetryableFuncWithData[T any] func() (T, error)

type RetryIfFunc func(error) bool

type Config struct{ attempts uint }

type Option func(*Config)

func Do(retryableFunc RetryableFunc, opts ...Option) error { return nil }

func DoWithData[T any](retryableFunc RetryableFuncWithData[T], opts ...Option) (T, error) {
	var zero T
	return zero, nil
}

func Attempts(attempts uint) Option { return func(c *Config) { c.attempts = attempts } }

func UntilSucceeded() Option { return func(c *Config) { c.attempts = 0 } }

func Context(ctx context.Context) Option { return func(c *Config) {} }

func RetryIf(retryIf RetryIfFunc) Option { return func(c *Config) {} }

func Unrecoverable(err error) error { return err }
