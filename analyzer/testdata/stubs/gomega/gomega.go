// Package gomega stands in for gomega: Expect(x).To(matcher) ends the test
// when the matcher fails.
package gomega

import "github.com/onsi/gomega/types"

type assertion struct{ actual any }

func (a assertion) match(m types.GomegaMatcher, want bool) bool {
	ok, _ := m.Match(a.actual)
	if ok != want {
		panic("gomega: assertion failed")
	}
	return true
}

func (a assertion) To(m types.GomegaMatcher, _ ...any) bool        { return a.match(m, true) }
func (a assertion) NotTo(m types.GomegaMatcher, _ ...any) bool     { return a.match(m, false) }
func (a assertion) ToNot(m types.GomegaMatcher, _ ...any) bool     { return a.match(m, false) }
func (a assertion) Should(m types.GomegaMatcher, _ ...any) bool    { return a.match(m, true) }
func (a assertion) ShouldNot(m types.GomegaMatcher, _ ...any) bool { return a.match(m, false) }

// Expect starts an assertion about actual.
func Expect(actual any, extra ...any) types.Assertion { return assertion{actual} }

type matcher func(any) bool

func (m matcher) Match(actual any) (bool, error) { return m(actual), nil }

// BeEmpty matches nil and empty values.
func BeEmpty() types.GomegaMatcher { return matcher(func(a any) bool { return a == nil }) }

// BeNil matches nil.
func BeNil() types.GomegaMatcher { return matcher(func(a any) bool { return a == nil }) }

// BeFalse matches false.
func BeFalse() types.GomegaMatcher { return matcher(func(a any) bool { return a == false }) }

// WithT binds assertions to a test (gomega.NewWithT).
type WithT struct{}

// NewWithT returns assertions that end the test t when they fail.
func NewWithT(t any) *WithT { return &WithT{} }

// Expect starts an assertion about actual.
func (g *WithT) Expect(actual any, extra ...any) types.Assertion { return assertion{actual} }

// HaveOccurred matches a non-nil error.
func HaveOccurred() types.GomegaMatcher { return matcher(func(a any) bool { return a != nil }) }
