package mcpmodel

import "testing"

// conditionsSrc holds checks inside && and || conditions: read(true) marks
// a point every path to which evaluated a check() call.
const conditionsSrc = `package p

func check(...any) bool      { return true }
func kill()                  {}
func read(guarded bool) bool { return true }
func cond() bool             { return false }

func strictAnd(strict bool) {
	if strict && check() {
		return
	}
	read(false)
}

func orContinue(skip bool) {
	for cond() {
		if skip || check() {
			continue
		}
		read(true)
	}
}

func andBody(wanted bool) {
	if wanted && !check() {
		read(true)
	} else {
		read(false)
	}
}

func orBody(lenient bool) {
	if lenient || !check() {
		read(false)
	} else {
		read(true)
	}
}

func negatedOr(x bool) {
	if !(x || check()) {
		read(true)
	}
}

func nilPresence(p *int) {
	if p != nil && check(p) {
		return
	}
	read(true)
}

func nilAbsence(p *int) {
	if p == nil || check(p) {
		return
	}
	read(true)
}

func otherNil(p, q *int) {
	if q != nil && check(p) {
		return
	}
	read(false)
}

func flag(verbose bool) {
	failed := verbose && check()
	if failed {
		return
	}
	read(false)
}

func sameExpression(x bool) {
	_ = x && check() && read(true)
	_ = x || check() && read(true)
	_ = (x && check()) || read(false)
	_ = check() || read(true)
}

func elseIfChain(x bool) {
	if x && check() {
		return
	} else if cond() {
		return
	}
	read(false)
}

func bothBranchesLeave(x bool) {
	if x || check() {
		return
	} else if cond() {
		panic("no")
	} else {
		read(true)
	}
}
`

func TestConditionsGuarded(t *testing.T) { checkGuardedCases(t, conditionsSrc) }
