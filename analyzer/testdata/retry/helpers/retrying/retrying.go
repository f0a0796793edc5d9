// Package retrying is a module's own retry helpers, in a package that
// uses no MCP: they are known by what they do with the function they are
// given, and their summaries reach the packages that call them as facts.
package retrying

import "time"

// Do calls fn until it succeeds, attempts times at most.
func Do[T any](attempts int, fn func() (T, error)) (T, error) { // want Do:"retryHelper.op 1, error true, refusal false, bound parameter 0.0 attempts."
	var last error
	for i := 0; i < attempts; i++ {
		v, err := fn()
		if err == nil {
			return v, nil
		}
		last = err
		time.Sleep(time.Duration(i) * time.Second)
	}
	var zero T
	return zero, last
}

// Forever calls fn until it succeeds.
func Forever[T any](fn func() (T, error)) T { // want Forever:"retryHelper.op 0, error true, refusal false, bound none."
	for {
		if v, err := fn(); err == nil {
			return v
		}
	}
}

// Twice and Five hand fn on to Do.
func Twice[T any](fn func() (T, error)) (T, error) { return Do(2, fn) } // want Twice:"retryHelper.op 0, error true, refusal false, bound 2 attempts."

func Five[T any](fn func() (T, error)) (T, error) { return Do(5, fn) } // want Five:"retryHelper.op 0, error true, refusal false, bound 5 attempts."

// Each calls fn once per item and stops at the first failure: no retry.
func Each(items []string, fn func(string) error) error {
	for _, it := range items {
		if err := fn(it); err != nil {
			return err
		}
	}
	return nil
}
