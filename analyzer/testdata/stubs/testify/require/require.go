// Package require stands in for testify's require: its assertions end the
// test when they fail.
package require

// TestingT is what the assertions need of a test.
type TestingT interface {
	Errorf(format string, args ...any)
	FailNow()
}

func fail(t TestingT, msg string) {
	t.Errorf("%s", msg)
	t.FailNow()
}

// NotNil ends the test when object is nil.
func NotNil(t TestingT, object any, msgAndArgs ...any) {
	if object == nil {
		fail(t, "expected not nil")
	}
}

// NotEmpty ends the test when object is empty.
func NotEmpty(t TestingT, object any, msgAndArgs ...any) {
	if object == nil {
		fail(t, "expected not empty")
	}
}

// True ends the test when value is false.
func True(t TestingT, value bool, msgAndArgs ...any) {
	if !value {
		fail(t, "expected true")
	}
}

// False ends the test when value is true.
func False(t TestingT, value bool, msgAndArgs ...any) {
	if value {
		fail(t, "expected false")
	}
}

// NoError ends the test when err is not nil.
func NoError(t TestingT, err error, msgAndArgs ...any) {
	if err != nil {
		fail(t, err.Error())
	}
}

// Assertions are require's assertions bound to one test.
type Assertions struct{ t TestingT }

// New binds the assertions to t.
func New(t TestingT) *Assertions { return &Assertions{t: t} }

// NotNil ends the test when object is nil.
func (a *Assertions) NotNil(object any, msgAndArgs ...any) { NotNil(a.t, object, msgAndArgs...) }

// NoError ends the test when err is not nil.
func (a *Assertions) NoError(err error, msgAndArgs ...any) { NoError(a.t, err, msgAndArgs...) }
