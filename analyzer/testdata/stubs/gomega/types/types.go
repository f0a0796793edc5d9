// Package types stands in for gomega's types.
package types

// GomegaMatcher matches a value.
type GomegaMatcher interface {
	Match(actual any) (bool, error)
}

// Assertion is a value under test; its methods fail the test (ending it)
// when the matcher does not match.
type Assertion interface {
	To(matcher GomegaMatcher, optionalDescription ...any) bool
	NotTo(matcher GomegaMatcher, optionalDescription ...any) bool
	ToNot(matcher GomegaMatcher, optionalDescription ...any) bool
	Should(matcher GomegaMatcher, optionalDescription ...any) bool
	ShouldNot(matcher GomegaMatcher, optionalDescription ...any) bool
}
