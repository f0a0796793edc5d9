package analyzer_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/renametest"
)

// Findings must not change when user identifiers are renamed (the
// project's rule: decide from types and value flow, never from names).
// This test runs the whole suite over every package of the fixture module,
// then over the same module with every user identifier renamed (see
// package renametest for what is renamed and what keeps its name), and
// compares the findings: same check, file, line, column and message (the
// renamed code's message with the original names put back).
//
// Any change fails the test: a rule that decides on a name must be
// rewritten to decide from a type, a qualified name or value flow (issue
// 19; the name probes of TestNameProbes are the shapes that flipped).
// MCPRESULT_RENAME_DIR=<dir> keeps the renamed module there, to read or
// build it by hand.

// forks are the fixture packages that stand for a fork of an SDK,
// configured with -resulttypes (as textjson's TestConfiguredFork and
// TestConfiguredFlatContent do): their names are the SDK's, so they are
// dependencies of the renamed module, not renamed.
const (
	fork     = checktest.FixtureModule + "/textjson/fork"
	flatFork = checktest.FixtureModule + "/textjson/flatfork"
)

var forkConfig = &config.Config{ResultTypes: []config.TypeName{
	{Path: fork, Name: "CallToolResult"}, {Path: fork, Name: "LegacyResult"}, {Path: flatFork, Name: "CallToolResult"},
}}

func TestRenameInvariance(t *testing.T) {
	t.Parallel()
	pkgs, err := checktest.Fixtures()
	if err != nil {
		t.Fatal(err)
	}
	r, err := renametest.Rename(pkgs, renametest.Module{Path: checktest.FixtureModule, Dependencies: []string{fork, flatFork}})
	if err != nil {
		t.Fatal(err)
	}
	dir := os.Getenv("MCPRESULT_RENAME_DIR")
	if dir == "" {
		dir = t.TempDir()
	}
	if err := r.WriteModule(dir); err != nil {
		t.Fatal(err)
	}
	renamedPkgs, err := r.Load(dir)
	if err != nil {
		t.Fatalf("the renamed module does not type-check (a name the renaming must keep?):\n%v", err)
	}
	original := findings(t, r, r.Packages(), r.Dir())
	renamed := findings(t, r, renamedPkgs, dir)
	t.Logf("%s; findings per check: %s", r, perCheck(original))
	t.Logf("method names kept: %s", strings.Join(r.PinnedMethods(), " "))
	if len(original) == 0 {
		t.Fatal("no finding on the fixture module: the suite did not run")
	}

	var changed []string
	for _, d := range renametest.Compare(original, renamed) {
		changed = append(changed, r.Describe(d))
	}
	if len(changed) > 0 {
		t.Errorf("%d findings change when identifiers are renamed (a rule decides on a name):\n%s", len(changed), strings.Join(changed, "\n"))
	}
}

// findings runs the suite over pkgs and returns its findings, placed in the
// original module.
func findings(t *testing.T, r *renametest.Renaming, pkgs []*packages.Package, dir string) []renametest.Finding {
	t.Helper()
	graph, err := checker.Analyze(analyzer.Suite(forkConfig), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	list, err := r.Findings(graph, dir)
	if err != nil {
		t.Fatal(err)
	}
	return list
}

// perCheck counts the findings of each check.
func perCheck(list []renametest.Finding) string {
	counts := make(map[string]int)
	for _, f := range list {
		counts[f.Check]++
	}
	var out []string
	for check, n := range counts {
		out = append(out, fmt.Sprintf("%s %d", check, n))
	}
	slices.Sort(out)
	return strings.Join(out, ", ")
}
