package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestScoreSites(t *testing.T) {
	s := func(id, check, verdict string, line, end int) site {
		return site{ID: id, Repo: "o/r", File: "a.go", Line: line, EndLine: end, Check: check, Verdict: verdict, Why: "w"}
	}
	f := func(check string, line int) finding {
		return finding{Check: check, Repo: "o/r", Path: "a.go", Line: line, Col: 1}
	}
	sites := []site{
		s("p1", "textjson", "positive", 10, 0),    // found on its line
		s("p2", "onechannel", "positive", 20, 24), // found inside its range
		s("p3", "textjson", "positive", 30, 0),    // missed: a finding of another check there
		s("n1", "errmessage", "negative", 40, 41), // reported: wrong
		s("n2", "emptyresult", "negative", 50, 0), // silent: right
	}
	findings := []finding{f("textjson", 10), f("onechannel", 23), f("errmessage", 30), f("errmessage", 41), f("emptyresult", 60)}
	sc := scoreSites(sites, findings)
	if len(sc.truePos["textjson"]) != 1 || len(sc.truePos["onechannel"]) != 1 {
		t.Errorf("true positives %v, want p1 and p2", sc.truePos)
	}
	if len(sc.misses) != 1 || sc.misses[0].ID != "p3" {
		t.Errorf("misses %v, want p3", sc.misses)
	}
	if len(sc.wrong) != 1 || sc.wrong[0].ID != "n1" {
		t.Errorf("wrong %v, want n1", sc.wrong)
	}
	if len(sc.trueNeg["emptyresult"]) != 1 {
		t.Errorf("true negatives %v, want n2", sc.trueNeg)
	}
	// errmessage at 30 and emptyresult at 60 are at no site of their check.
	if len(sc.unlabeled) != 2 {
		t.Errorf("unlabeled %v, want the findings at 30 and 60", sc.unlabeled)
	}
	var out strings.Builder
	sc.print(&out)
	if !strings.Contains(out.String(), "all                  3         2         2         1    0.67      0.67") {
		t.Errorf("summary line missing from:\n%s", out.String())
	}
}

// A site in a helper of another package is found at its handler, and
// nowhere else in the handler's file.
func TestScoreSitesAtHandler(t *testing.T) {
	s := site{ID: "h1", Repo: "o/r", File: "helper/a.go", Line: 5, Check: "emptyresult", Verdict: "positive", Why: "via tools/h.go:10-12",
		Handler: &place{File: "tools/h.go", Line: 10, EndLine: 12}}
	at := func(path string, line int) finding {
		return finding{Check: "emptyresult", Repo: "o/r", Path: path, Line: line, Col: 1}
	}
	if sc := scoreSites([]site{s}, []finding{at("tools/h.go", 11)}); len(sc.truePos["emptyresult"]) != 1 {
		t.Errorf("a finding at the handler does not find the site: %+v", sc)
	}
	if sc := scoreSites([]site{s}, []finding{at("tools/h.go", 20)}); len(sc.misses) != 1 {
		t.Errorf("a finding elsewhere in the handler's file finds the site: %+v", sc)
	}
}

func TestLoadSitesRejectsBadSites(t *testing.T) {
	for _, tc := range []struct{ name, json, errHas string }{
		{"unknown check", `{"sites":[{"id":"a","repo":"o/r","file":"a.go","line":1,"check":"x","verdict":"positive","why":"w"}]}`, "not one of"},
		{"bad verdict", `{"sites":[{"id":"a","repo":"o/r","file":"a.go","line":1,"check":"textjson","verdict":"maybe","why":"w"}]}`, "neither"},
		{"no reason", `{"sites":[{"id":"a","repo":"o/r","file":"a.go","line":1,"check":"textjson","verdict":"positive","why":" "}]}`, "no reason"},
		{"range backwards", `{"sites":[{"id":"a","repo":"o/r","file":"a.go","line":5,"end_line":4,"check":"textjson","verdict":"positive","why":"w"}]}`, "before line"},
		{"unknown field", `{"sites":[{"id":"a","rep":"o/r"}]}`, "unknown field"},
		{"handler without lines", `{"sites":[{"id":"a","repo":"o/r","file":"a.go","line":1,"check":"emptyresult","verdict":"positive","why":"via h.go","handler":{"file":"h.go"}}]}`, "line range"},
		{"handler the reason does not name", `{"sites":[{"id":"a","repo":"o/r","file":"a.go","line":1,"check":"emptyresult","verdict":"positive","why":"w","handler":{"file":"h.go","line":3,"end_line":4}}]}`, "not the one"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "sites.json")
			if err := os.WriteFile(path, []byte(tc.json), 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := loadSites(path); err == nil || !strings.Contains(err.Error(), tc.errHas) {
				t.Fatalf("error %v, want one containing %q", err, tc.errHas)
			}
		})
	}
}

// A site at a handler's return that calls a helper of its package is
// found at the helper when the check reports the helper's body, and not
// when the finding is in another function or another package.
func TestAtHelper(t *testing.T) {
	src := t.TempDir()
	root := filepath.Join(src, "o+r")
	write := func(name, text string) {
		path := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("tools/h.go", "package tools\n\nfunc h() any {\n\treturn toolJSON(1)\n}\n")
	write("tools/util.go", "package tools\n\nfunc toolJSON(v any) any {\n\treturn v\n}\n\nfunc other() {}\n")
	labeled := site{ID: "p", Repo: "o/r", File: "tools/h.go", Line: 4, Check: "textonly", Verdict: "positive", Why: "w"}
	at := func(path string, line int) finding {
		return finding{Check: "textonly", Repo: "o/r", Path: path, Line: line, Col: 1}
	}
	for _, c := range []struct {
		f    finding
		want int
	}{
		{at("tools/util.go", 4), 1},     // in toolJSON's body
		{at("tools/util.go", 7), 0},     // in other, which h does not call
		{at("elsewhere/util.go", 4), 0}, // another package
		{finding{Check: "textjson", Repo: "o/r", Path: "tools/util.go", Line: 4}, 0}, // another check
	} {
		findings := []finding{c.f}
		if got := scoreSites([]site{labeled}, findings).atHelper(src, findings); len(got) != c.want {
			t.Errorf("finding %v: %d sites found at a helper, want %d", c.f, len(got), c.want)
		}
	}
}
