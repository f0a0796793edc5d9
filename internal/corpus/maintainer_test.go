package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeDir(t *testing.T, findings [][]string, judgments [][]string) string {
	t.Helper()
	dir := t.TempDir()
	if err := writeTSV(filepath.Join(dir, "findings.tsv"), findingHeader, findings); err != nil {
		t.Fatal(err)
	}
	if err := writeTSV(filepath.Join(dir, "maintainer.tsv"), maintainerHeader, judgments); err != nil {
		t.Fatal(err)
	}
	return dir
}

// A finding held by two data directories counts once; debatable is not
// right; a finding nobody judged is listed.
func TestJudgeFindingsKeptShare(t *testing.T) {
	a := writeDir(t,
		[][]string{{"emptyresult", "o/r", "a.go", "1", "2", "m"}, {"emptyresult", "o/r", "b.go", "3", "4", "m"}},
		[][]string{{"emptyresult", "o/r", "a.go", "1", "2", "m", "right", "an empty list answered as an error"}})
	b := writeDir(t,
		[][]string{{"emptyresult", "o/r", "a.go", "1", "2", "m"}, {"emptyresult", "o/s", "c.go", "5", "6", "m"}},
		[][]string{{"emptyresult", "o/s", "c.go", "5", "6", "m", "debatable", "the answer may be one entity"}})
	r, err := judgeFindings([]string{a, b})
	if err != nil {
		t.Fatal(err)
	}
	got := *r.perCheck["emptyresult"]
	want := keptTally{findings: 3, right: 1, debatable: 1, unjudged: 1}
	if got != want {
		t.Errorf("tally %+v, want %+v", got, want)
	}
	if got.share() != "0.50" {
		t.Errorf("kept share %s, want 0.50: debatable counts as not right", got.share())
	}
	if len(r.unjudged) != 1 || r.unjudged[0].Path != "b.go" || len(r.notKept) != 1 {
		t.Errorf("unjudged %v, not kept %v", r.unjudged, r.notKept)
	}
}

func TestMaintainerJudgmentsRejectBadRows(t *testing.T) {
	for name, row := range map[string][]string{
		"verdict": {"textjson", "o/r", "a.go", "1", "2", "m", "maybe", "why"},
		"why":     {"textjson", "o/r", "a.go", "1", "2", "m", "right", " "},
		"fields":  {"textjson", "o/r", "a.go", "1", "2", "m", "right"},
	} {
		path := filepath.Join(t.TempDir(), "maintainer.tsv")
		if err := os.WriteFile(path, []byte(strings.Join(row, "\t")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := readMaintainerJudgments(path); err == nil {
			t.Errorf("%s: a bad row was accepted", name)
		}
	}
}

// The committed maintainer judgments must stay readable.
func TestCommittedMaintainerJudgmentsParse(t *testing.T) {
	for _, dir := range []string{"scale", "../recall"} {
		if _, err := readMaintainerJudgments(filepath.Join(dir, "maintainer.tsv")); err != nil {
			t.Error(err)
		}
	}
}
