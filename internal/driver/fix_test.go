package driver

import (
	"bytes"
	"go/token"
	"strings"
	"testing"
)

// -fix -diff prints the file headers of the patch relative to the working
// directory, as gofmt -d does; a removed line that looks like a header is
// left alone, and so is a file outside the directory.
func TestRelativeDiffPaths(t *testing.T) {
	patch := "--- /w/m/a/a.go (old)\n+++ /w/m/a/a.go (new)\n@@ -1,2 +1,2 @@\n--- /w/m/a/a.go (old)\n+x\n" +
		"--- /elsewhere/b.go (old)\n+++ /elsewhere/b.go (new)\n@@ -1 +1 @@\n"
	want := "--- a/a.go (old)\n+++ a/a.go (new)\n@@ -1,2 +1,2 @@\n--- /w/m/a/a.go (old)\n+x\n" +
		"--- /elsewhere/b.go (old)\n+++ /elsewhere/b.go (new)\n@@ -1 +1 @@\n"
	if got := string(relativeDiffPaths([]byte(patch), "/w/m")); got != want {
		t.Errorf("relativeDiffPaths:\n%s\nwant:\n%s", got, want)
	}
}

// The line after -fix's output says how many fixes were applied, and which
// findings are left and why.
func TestPrintFixSummary(t *testing.T) {
	noFix := finding{check: "emptyresult", posn: token.Position{Filename: "a.go", Line: 1}}
	withFix := finding{check: "textjson", posn: token.Position{Filename: "a.go", Line: 2}, fixes: []suggestedFix{{message: "m"}}}
	for _, tc := range []struct {
		opts options
		o    fixOutcome
		want string
	}{
		{options{}, fixOutcome{applied: 3, files: 2, left: []finding{noFix, noFix}},
			"mcpresult: applied 3 fixes in 2 files; left 2 findings that have no safe fix: fix them by hand\n"},
		{options{}, fixOutcome{applied: 1, files: 1},
			"mcpresult: applied 1 fix in 1 file\n"},
		{options{}, fixOutcome{left: []finding{noFix}},
			"mcpresult: no fix to apply; left 1 finding that has no safe fix: fix it by hand\n"},
		{options{}, fixOutcome{applied: 2, files: 1, left: []finding{withFix}},
			"mcpresult: applied 2 fixes in 1 file; 1 fix not applied, as it overlaps another fix (the lines with [fix]): run -fix again\n"},
		{options{}, fixOutcome{diff: true, applied: 2, left: []finding{noFix}},
			"mcpresult: the patch applies 2 fixes; left 1 finding that has no safe fix: fix it by hand\n"},
		{options{}, fixOutcome{}, ""},
		{options{json: true}, fixOutcome{applied: 1, files: 1}, ""},
	} {
		var stderr bytes.Buffer
		s := standalone{stderr: &stderr}
		s.printFixSummary(&tc.opts, tc.o)
		if got := stderr.String(); got != tc.want {
			t.Errorf("%+v: printed %q, want %q", tc.o, got, tc.want)
		}
		if strings.Count(stderr.String(), "\n") > 1 {
			t.Errorf("more than one line: %q", stderr.String())
		}
	}
}
