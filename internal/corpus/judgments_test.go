package corpus

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestParseJudgmentRejectsBadRows(t *testing.T) {
	base := []string{"textjson", "o/r", "a.go", "3", "4", "msg"}
	for _, tc := range []struct {
		name   string
		tail   []string
		errHas string
	}{
		{"verdict", []string{"maybe", "-", "why"}, "neither right nor wrong"},
		{"right with a kind", []string{"right", "2", "why"}, `kind "-"`},
		{"wrong without a known kind", []string{"wrong", "7", "why"}, "not 1-6"},
		{"no reason", []string{"wrong", "2", " "}, "no reason"},
		{"missing field", []string{"wrong", "2"}, "fields, want 9"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseJudgment(append(append([]string{}, base...), tc.tail...))
			if err == nil || !strings.Contains(err.Error(), tc.errHas) {
				t.Fatalf("error %v, want one containing %q", err, tc.errHas)
			}
		})
	}
	for _, ok := range [][]string{{"right", "-", "why"}, {"wrong", "3", "why"}, {"wrong", "other: x", "why"}} {
		if _, err := parseJudgment(append(append([]string{}, base...), ok...)); err != nil {
			t.Errorf("%v: %v", ok, err)
		}
	}
}

func TestCompareCountsAndLists(t *testing.T) {
	f := func(check string, line int, msg string) finding {
		return finding{Check: check, Repo: "o/r", Path: "a.go", Line: line, Col: 1, Message: msg}
	}
	findings := []finding{f("textjson", 1, "m"), f("textjson", 2, "m"), f("emptyresult", 3, "new wording"), f("emptyresult", 4, "m")}
	judgments := []judgment{
		{finding: f("textjson", 1, "m"), Verdict: "right", Kind: "-", Why: "x"},
		{finding: f("textjson", 2, "m"), Verdict: "wrong", Kind: "1", Why: "x"},
		{finding: f("emptyresult", 3, "old wording"), Verdict: "wrong", Kind: "2", Why: "x"},
		{finding: f("onechannel", 9, "m"), Verdict: "right", Kind: "-", Why: "x"},
	}
	c := compare(findings, judgments)
	if got, want := *c.perCheck["textjson"], (tally{Findings: 2, Right: 1, Wrong: 1}); got != want {
		t.Errorf("textjson %+v, want %+v", got, want)
	}
	if got, want := *c.perCheck["emptyresult"], (tally{Findings: 2, Wrong: 1, Unjudged: 1}); got != want {
		t.Errorf("emptyresult %+v, want %+v", got, want)
	}
	if got := c.total.precision(); got != "0.33" {
		t.Errorf("precision %s, want 0.33 (1 right of 3 judged)", got)
	}
	if len(c.unjudged) != 1 || c.unjudged[0].Line != 4 {
		t.Errorf("unjudged %v, want the finding on line 4", c.unjudged)
	}
	if len(c.gone) != 1 || c.gone[0].Check != "onechannel" {
		t.Errorf("gone %v, want the onechannel judgment", c.gone)
	}
	if len(c.reworded) != 1 || c.reworded[0].judged.Line != 3 || c.reworded[0].message != "new wording" {
		t.Errorf("reworded %v, want the judgment on line 3, now worded \"new wording\"", c.reworded)
	}
	if len(c.wrong) != 2 {
		t.Errorf("wrong %v, want the two wrong judgments still found", c.wrong)
	}
	if got := (tally{Findings: 2, Unjudged: 2}).precision(); got != "-" {
		t.Errorf("precision with nothing judged %q, want -", got)
	}
}

func TestWriteFindingsKeepsOnlyListedReposThatDidNotRun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "findings.tsv")
	old := []finding{
		{Check: "textjson", Repo: "a/ran", Path: "x.go", Line: 1, Col: 1, Message: "old"},
		{Check: "textjson", Repo: "b/skipped", Path: "y.go", Line: 2, Col: 1, Message: "kept"},
		{Check: "textjson", Repo: "c/unlisted", Path: "z.go", Line: 3, Col: 1, Message: "dropped"},
	}
	if err := writeFindings(path, old, map[string]bool{"a/ran": true, "b/skipped": true, "c/unlisted": true}); err != nil {
		t.Fatal(err)
	}
	fresh := []finding{
		{Check: "emptyresult", Repo: "a/ran", Path: "x.go", Line: 5, Col: 2, Message: "new"},
		{Check: "emptyresult", Repo: "a/ran", Path: "x.go", Line: 5, Col: 2, Message: "new"},
	}
	keep := map[string]bool{"a/ran": false, "b/skipped": true}
	if err := writeFindings(path, fresh, keep); err != nil {
		t.Fatal(err)
	}
	got, err := readFindings(path)
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, f := range got {
		msgs = append(msgs, f.Message)
	}
	if strings.Join(msgs, ",") != "new,kept" {
		t.Errorf("messages %v, want [new kept]: fresh findings once, sorted by check, the skipped repo's kept", msgs)
	}
}

func TestReadFindingsNamesTheBadLine(t *testing.T) {
	path := filepath.Join(t.TempDir(), "findings.tsv")
	if err := writeTSV(path, findingHeader, [][]string{{"textjson", "o/r", "a.go", "x", "1", "m"}}); err != nil {
		t.Fatal(err)
	}
	_, err := readFindings(path)
	if err == nil || !strings.Contains(err.Error(), "findings.tsv:2:") {
		t.Fatalf("error %v, want one naming findings.tsv:2", err)
	}
}

// The committed files must stay readable by the scale command.
func TestCommittedScaleFilesParse(t *testing.T) {
	repos, err := loadScaleRepos("scale/repos.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(repos) < 24 {
		t.Errorf("%d repositories pinned, want at least 24", len(repos))
	}
	if _, err := readFindings("scale/findings.tsv"); err != nil {
		t.Error(err)
	}
	if _, err := readJudgments("scale/judgments.tsv"); err != nil {
		t.Error(err)
	}
}
