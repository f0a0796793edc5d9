package sarifschema

import (
	"strings"
	"testing"
)

// The validator accepts a minimal log and rejects logs that break the
// schema in the ways a writer could: a wrong version, a result without a
// message, a line number below 1.
func TestValidate(t *testing.T) {
	const valid = `{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}},
		"results": [{"ruleId": "r", "message": {"text": "m"},
		"locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.go"}, "region": {"startLine": 1}}}]}]}]}`
	if err := Validate([]byte(valid)); err != nil {
		t.Fatalf("a valid log: %v", err)
	}
	for name, bad := range map[string]string{
		"version":   strings.Replace(valid, `"2.1.0"`, `"2.0.0"`, 1),
		"message":   strings.Replace(valid, `"message": {"text": "m"},`, ``, 1),
		"startLine": strings.Replace(valid, `"startLine": 1`, `"startLine": 0`, 1),
		"not JSON":  valid[:20],
	} {
		if err := Validate([]byte(bad)); err == nil {
			t.Errorf("%s: an invalid log passes", name)
		}
	}
}
