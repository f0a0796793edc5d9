// Package assert stands in for testify's assert: its assertions report a
// failure and let the test go on.
package assert

// TestingT is what the assertions need of a test.
type TestingT interface {
	Errorf(format string, args ...any)
}

// NotNil reports whether object is not nil, failing the test (not ending
// it) when it is.
func NotNil(t TestingT, object any, msgAndArgs ...any) bool {
	if object == nil {
		t.Errorf("expected not nil")
		return false
	}
	return true
}
