// Package selftest is checktest's own fixture: the probe analyzer of
// checktest_test.go reports "probed" at each call of probe, and fixes it
// into a call of fixed.
package selftest

func probe(int) {}

func fixed(int) {}

func cases() {
	probe(1) // want "probed"
	probe(2) // want "probed"
}
