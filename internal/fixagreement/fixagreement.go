// Package fixagreement decides which fixes a driver applies: only those
// that every build of a file agrees on.
package fixagreement

// A fix is applied only where every build of a file that reports the
// finding offers it. A package is analysed twice, alone and with its
// tests, and only the test build sees the code of the tests: a check that
// withholds a fix because a test uses what the fix would change (a test
// calling a tool handler directly gets a nil result after the fix)
// withholds it there alone, and the plain build, which cannot see that
// test, still offers it. Applying such a fix would break the test, so
// the drivers (and the fixture tests' golden files) apply only the fixes
// that every build agrees on.

// FindingKey identifies one finding across the builds of a package: its
// check, its position ("file:line:col") and its message.
type FindingKey struct {
	Check, Posn, Message string
}

// FixAgreement collects, per finding, whether each build that reports it
// offers a fix.
type FixAgreement struct {
	withFix, withoutFix map[FindingKey]bool
}

// New returns an empty FixAgreement.
func New() *FixAgreement {
	return &FixAgreement{withFix: make(map[FindingKey]bool), withoutFix: make(map[FindingKey]bool)}
}

// Add records that one build reports the finding k, with a fix or not.
func (a *FixAgreement) Add(k FindingKey, hasFix bool) {
	if hasFix {
		a.withFix[k] = true
	} else {
		a.withoutFix[k] = true
	}
}

// Withheld reports whether some build reports k without a fix: its fix,
// if another build offers one, must not be applied.
func (a *FixAgreement) Withheld(k FindingKey) bool { return a.withoutFix[k] }

// Disputed returns the findings that one build offers a fix for and
// another does not.
func (a *FixAgreement) Disputed() []FindingKey {
	var out []FindingKey
	for k := range a.withFix {
		if a.withoutFix[k] {
			out = append(out, k)
		}
	}
	return out
}
