package driver

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer/config"
)

func TestVetInvocation(t *testing.T) {
	for args, want := range map[string]bool{
		"-json /tmp/go-build1/b001/vet.cfg": true,
		"-flags":                            true,
		"-V=full":                           true,
		"./...":                             false,
		"-json ./...":                       false,
		"-version":                          false,
	} {
		if got := vetInvocation(strings.Fields(args)); got != want {
			t.Errorf("vetInvocation(%s) = %v", args, got)
		}
	}
}

// flagArgs picks the suite's flags out of a vet tool command line, in
// every form the go command passes on.
func TestFlagArgs(t *testing.T) {
	fs := flag.NewFlagSet("", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	new(config.Config).RegisterFlags(fs)
	args := strings.Fields("-textjson=false -resulttypes=a.com/m.R -json --resulttypes b.com/n.S -c 3 --resulttypes=c.com/o.T x.cfg")
	got := flagArgs(args, fs)
	want := strings.Fields("-resulttypes=a.com/m.R --resulttypes b.com/n.S --resulttypes=c.com/o.T")
	if !slices.Equal(got, want) {
		t.Errorf("flagArgs = %q, want %q", got, want)
	}
}

// Of the processes of one go vet run, only the first to ask for a key gets
// it; a config file outside the go command's layout always does.
func TestFirstInVetRun(t *testing.T) {
	work := t.TempDir()
	cfg := func(unit string) string {
		path := filepath.Join(work, unit, "vet.cfg")
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		return path
	}
	if !firstInVetRun(cfg("b001"), "flag-error") {
		t.Error("the first process is not first")
	}
	if firstInVetRun(cfg("b002"), "flag-error") {
		t.Error("a second process is first too")
	}
	if !firstInVetRun(cfg("b003"), "resulttypes") {
		t.Error("another key is taken")
	}
	other := filepath.Join(t.TempDir(), "unit.cfg")
	if !firstInVetRun(other, "flag-error") || !firstInVetRun(other, "flag-error") {
		t.Error("outside the go command's layout, a process is not first")
	}
}

func TestImportPathOf(t *testing.T) {
	for id, want := range map[string]string{
		"example.com/m/p":                             "example.com/m/p",
		"example.com/m/p [example.com/m/p.test]":      "example.com/m/p",
		"example.com/m/p_test [example.com/m/p.test]": "example.com/m/p",
	} {
		pkgPath, _, _ := strings.Cut(id, " ")
		if got := importPathOf(&packages.Package{ID: id, PkgPath: pkgPath}); got != want {
			t.Errorf("importPathOf(%q) = %q, want %q", id, got, want)
		}
	}
}

// Under the vet tool protocol each finding's message ends with its check's
// name, and a check's findings are reported in position order.
func TestVetChecks(t *testing.T) {
	check := &analysis.Analyzer{
		Name: "textjson",
		Doc:  "report things",
		Run: func(pass *analysis.Pass) (any, error) {
			pass.Report(analysis.Diagnostic{Pos: 20, Message: "second"})
			pass.Report(analysis.Diagnostic{Pos: 10, Message: "first"})
			return nil, nil
		},
	}
	var got []string
	pass := &analysis.Pass{Report: func(d analysis.Diagnostic) { got = append(got, d.Message) }}
	if _, err := vetChecks([]*analysis.Analyzer{check})[0].Run(pass); err != nil {
		t.Fatal(err)
	}
	if want := []string{"first (textjson)", "second (textjson)"}; !slices.Equal(got, want) {
		t.Errorf("reported %q, want %q", got, want)
	}
}
