package fixagreement

import "testing"

func TestWithheldWhereABuildOffersNoFix(t *testing.T) {
	a := New()
	both := FindingKey{Check: "outputschema", Posn: "a.go:3:5", Message: "m"}
	one := FindingKey{Check: "outputschema", Posn: "a.go:9:5", Message: "m"}
	none := FindingKey{Check: "textjson", Posn: "a.go:12:2", Message: "n"}
	a.Add(both, true)
	a.Add(both, true)
	a.Add(one, true)
	a.Add(one, false) // the test build saw a use the fix would break
	a.Add(none, false)
	if a.Withheld(both) {
		t.Error("a fix every build offers is withheld")
	}
	if !a.Withheld(one) || !a.Withheld(none) {
		t.Error("a finding some build reports without a fix keeps it")
	}
	if got := a.Disputed(); len(got) != 1 || got[0] != one {
		t.Errorf("disputed %v, want only %v", got, one)
	}
}
