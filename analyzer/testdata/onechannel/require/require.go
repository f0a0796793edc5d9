// Package require stands in for testify's require (the fixture module does
// not depend on testify): an IsError read passed to an assertion is a check
// whatever the assertion's package.
package require

import "testing"

// False fails the test now when value is true.
func False(t testing.TB, value bool, msgAndArgs ...any) {
	t.Helper()
	if value {
		t.Fatal(msgAndArgs...)
	}
}

// NoError fails the test now when err is not nil.
func NoError(t testing.TB, err error, msgAndArgs ...any) {
	t.Helper()
	if err != nil {
		t.Fatal(append([]any{err}, msgAndArgs...)...)
	}
}
