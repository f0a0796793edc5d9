package driver

import (
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// go vet -json prints one object per vetted package; a package with tests
// is vetted as its test variant. The findings read from it are those of
// the in-process analysis: once each, under the package's import path,
// the message without the " (check)" the vet tool adds, and the positions
// and fixes as they were.
func TestParseVetJSON(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.go")
	if err := os.WriteFile(file, []byte("package a\n\nvar x = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := `{
	"example.com/a [example.com/a.test]": {
		"textjson": [
			{
				"posn": "` + file + `:3:5",
				"end": "` + file + `:3:6",
				"message": "decoding tool result text as JSON; read StructuredContent instead (textjson)",
				"suggested_fixes": [{"message": "Decode", "edits": [{"filename": "` + file + `", "start": 15, "end": 16, "new": "y"}]}]
			}
		]
	}
}
{}
{
	"example.com/a_test [example.com/a.test]": {
		"textjson": [
			{
				"posn": "` + file + `:3:5",
				"end": "` + file + `:3:6",
				"message": "decoding tool result text as JSON; read StructuredContent instead (textjson)",
				"suggested_fixes": [{"message": "Decode", "edits": [{"filename": "` + file + `", "start": 15, "end": 16, "new": "y"}]}]
			}
		]
	}
}
`
	findings, err := parseVetJSON([]byte(out), make(sources))
	if err != nil {
		t.Fatal(err)
	}
	if len(findings) != 1 {
		t.Fatalf("%d findings, want one: %+v", len(findings), findings)
	}
	f := findings[0]
	if f.pkg != "example.com/a" || f.check != "textjson" || f.message != "decoding tool result text as JSON; read StructuredContent instead" {
		t.Errorf("finding %+v", f)
	}
	if want := (token.Position{Filename: file, Offset: 15, Line: 3, Column: 5}); f.posn != want {
		t.Errorf("posn %+v, want %+v", f.posn, want)
	}
	if !f.fixable() || f.fixes[0].edits[0] != (textEdit{filename: file, start: 15, end: 16, new: "y"}) {
		t.Errorf("fixes %+v", f.fixes)
	}

	// A build that reports the finding without the fix withholds it
	// (fixagreement): the test build saw a use the fix would break.
	withheld := strings.Replace(out, `"message": "decoding tool result text as JSON; read StructuredContent instead (textjson)",
				"suggested_fixes": [{"message": "Decode", "edits": [{"filename": "`+file+`", "start": 15, "end": 16, "new": "y"}]}]
			}
		]
	}
}
`, `"message": "decoding tool result text as JSON; read StructuredContent instead (textjson)"
			}
		]
	}
}
`, 1)
	if withheld == out {
		t.Fatal("the test's JSON has no second fix to drop")
	}
	if findings, err := parseVetJSON([]byte(withheld), make(sources)); err != nil || len(findings) != 1 || findings[0].fixable() {
		t.Errorf("a fix one build withholds is kept: %+v, %v", findings, err)
	}

	if _, err := parseVetJSON([]byte(`{"example.com/b": {"textjson": {"error": "analysis skipped"}}}`), make(sources)); err == nil {
		t.Errorf("a check that did not run is no error: the in-process analysis would not say why")
	}
	if _, err := parseVetJSON([]byte("# example.com/b\nvet: broken\n"), make(sources)); err == nil {
		t.Errorf("output that is not JSON is no error")
	}
}

func TestParsePosition(t *testing.T) {
	for in, want := range map[string]token.Position{
		"/a/b.go:3:5":    {Filename: "/a/b.go", Line: 3, Column: 5},
		`C:\a\b.go:12:1`: {Filename: `C:\a\b.go`, Line: 12, Column: 1},
		"/a/b.go:7":      {Filename: "/a/b.go", Line: 7},
		"/a/b.go":        {Filename: "/a/b.go"},
		"/a:x/b.go:1:2":  {Filename: "/a:x/b.go", Line: 1, Column: 2},
	} {
		if got := parsePosition(in); got != want {
			t.Errorf("parsePosition(%q) = %+v, want %+v", in, got, want)
		}
	}
}

// -cache needs a go whose go vet passes the tool's JSON through (1.26).
func TestGoVersionAtLeast(t *testing.T) {
	for v, want := range map[string]bool{
		"go1.26.0":                true,
		"go1.26.8":                true,
		"go1.27rc1":               true,
		"go2.0":                   true,
		"devel go1.27-abcdef Mon": true,
		"go1.25.5":                false,
		"go1.9":                   false,
		"":                        false,
		"gccgo":                   false,
	} {
		if got := goVersionAtLeast(v, 1, 26); got != want {
			t.Errorf("goVersionAtLeast(%q, 1, 26) = %v, want %v", v, got, want)
		}
	}
}

// The vet command of -cache passes the tags, the switches and the suite's
// flags as the user gave them, then the patterns.
func TestVetArgs(t *testing.T) {
	off := setFalse
	opts := &options{
		tags:       "e2e",
		checks:     map[string]*triState{"textjson": &off},
		configArgs: []string{"-resulttypes=a.com/m.R"},
		patterns:   []string{"./...", "./x"},
	}
	got := vetArgs("/bin/mcpresult", opts)
	want := []string{"vet", "-vettool=/bin/mcpresult", "-json", "-tags=e2e", "-textjson=false", "-resulttypes=a.com/m.R", "./...", "./x"}
	if !slices.Equal(got, want) {
		t.Errorf("vetArgs = %q, want %q", got, want)
	}
}
