// Package wrongwants is checktest's own fixture of expectations that do
// not hold: checktest_test.go asserts that each one is reported.
package wrongwants

func probe(int) {}

func fixed(int) {}

func cases() {
	probe(1) // a diagnostic nobody expects
	_ = 2    // want "probed"
	probe(3) // want "something else"
}
