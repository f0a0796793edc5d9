// Package fixbehaviour holds the behavioural test of the suite's suggested
// fixes (fixbehaviour_test.go): fixture clients and tool handlers, before
// and after -fix, run against in-process servers of both SDKs.
package fixbehaviour
