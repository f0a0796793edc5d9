// Package retry stands for github.com/avast/retry-go (v3): the signatures
// the fixtures call.
package retry

type RetryableFunc func() error

type Config struct{ attempts uint }

type Option func(*Config)

func Do(retryableFunc RetryableFunc, opts ...Option) error { return nil }

func Attempts(attempts uint) Option { return func(c *Config) { c.attempts = attempts } }

func Unrecoverable(err error) error { return err }
