// Package testhelpers is a client's package whose tests get a result and
// its text from a tuple helper of their own (a client's tests: it builds
// no results, so its tests' results are received).
package testhelpers
