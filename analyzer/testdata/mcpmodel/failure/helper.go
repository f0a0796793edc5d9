package failure

import "testing"

// A test helper in a non-test file.
func Must(tb testing.TB, ok bool) { // want `test code`
	if !ok {
		tb.FailNow() // want `test failure`
	}
}

func caller(b *testing.B) { // want `test code`
	b.Fatal("x") // want `test failure`
}
