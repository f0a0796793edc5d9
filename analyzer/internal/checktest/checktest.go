// Package checktest runs a check's `// want` cases on the fixture module
// analyzer/testdata, which compiles against the real SDK modules.
//
// The module is loaded once per test binary (fixtures.go) and every case
// analyses the packages it names on that one load, so cases are cheap and
// may run in parallel. The expectations are analysistest's: `// want
// "rx"` for a diagnostic, name:"rx" for a fact (expectations.go), and a
// .golden file per file a fix edits (golden.go).
package checktest

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/internal/fixagreement"
)

// Check builds a check on a model analyzer (each check's New).
type Check func(model *analysis.Analyzer) *analysis.Analyzer

// Run checks the `// want` expectations of the fixture packages.
func Run(t *testing.T, check Check, pkgs ...string) {
	t.Helper()
	RunAnalyzer(t, newCheck(check), pkgs...)
}

// RunWithFixes also applies the suggested fixes and compares the result
// with each file's .golden file.
func RunWithFixes(t *testing.T, check Check, pkgs ...string) {
	t.Helper()
	runWithFixes(t, newCheck(check), pkgs)
}

// RunConfigured is Run with the configuration cfg.
func RunConfigured(t *testing.T, cfg *config.Config, check Check, pkgs ...string) {
	t.Helper()
	RunAnalyzer(t, check(mcpmodel.NewAnalyzer(cfg)), pkgs...)
}

// RunConfiguredWithFixes is RunWithFixes with the configuration cfg.
func RunConfiguredWithFixes(t *testing.T, cfg *config.Config, check Check, pkgs ...string) {
	t.Helper()
	runWithFixes(t, check(mcpmodel.NewAnalyzer(cfg)), pkgs)
}

// RunAnalyzer runs any analyzer (a check, the model, a probe) on the
// fixture packages, checks their `// want` expectations and returns the
// actions of the packages named, for a test that looks further.
func RunAnalyzer(t *testing.T, a *analysis.Analyzer, pkgs ...string) []*checker.Action {
	t.Helper()
	return runAnalyzer(t, a, pkgs)
}

func runAnalyzer(t testing.TB, a *analysis.Analyzer, pkgs []string) []*checker.Action {
	t.Helper()
	roots, err := rootsOf(pkgs)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range roots {
		for _, err := range p.Errors {
			t.Log(err)
		}
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{a}, roots, &checker.Options{SanityCheck: true})
	if err != nil {
		t.Fatalf("Analyze: %v", err)
	}
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Errorf("error analyzing %s: %v", act, act.Err)
			continue
		}
		checkExpectations(t, act)
	}
	return graph.Roots
}

func runWithFixes(t testing.TB, a *analysis.Analyzer, pkgs []string) {
	t.Helper()
	acts := runAnalyzer(t, a, pkgs)
	agreed := fixagreement.New()
	for _, act := range acts {
		for _, d := range act.Diagnostics {
			agreed.Add(findingKey(act, d), len(d.SuggestedFixes) > 0)
		}
	}
	for _, act := range acts {
		if act.Err == nil {
			checkGolden(t, act, agreed)
		}
	}
}

// newCheck builds the check on a fresh model with the default configuration.
func newCheck(check Check) *analysis.Analyzer {
	return check(mcpmodel.NewAnalyzer(&config.Config{}))
}
