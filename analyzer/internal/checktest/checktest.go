// Package checktest runs a check's analysistest cases on the fixture module
// analyzer/testdata, which compiles against the real SDK modules.
package checktest

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// fixtures is the fixture module, as seen from a check's package directory.
var fixtures = filepath.Join("..", "testdata")

// Check builds a check on a model analyzer (each check's New).
type Check func(model *analysis.Analyzer) *analysis.Analyzer

// Run checks the `// want` expectations of the fixture packages.
func Run(t *testing.T, check Check, pkgs ...string) {
	t.Helper()
	analysistest.Run(t, fixtures, newCheck(check), pkgs...)
}

// RunWithFixes also applies the suggested fixes and compares the result
// with each file's .golden file.
func RunWithFixes(t *testing.T, check Check, pkgs ...string) {
	t.Helper()
	analysistest.RunWithSuggestedFixes(t, fixtures, newCheck(check), pkgs...)
}

// RunConfigured is Run with the configuration cfg.
func RunConfigured(t *testing.T, cfg *config.Config, check Check, pkgs ...string) {
	t.Helper()
	analysistest.Run(t, fixtures, check(mcpmodel.NewAnalyzer(cfg)), pkgs...)
}

// RunConfiguredWithFixes is RunWithFixes with the configuration cfg.
func RunConfiguredWithFixes(t *testing.T, cfg *config.Config, check Check, pkgs ...string) {
	t.Helper()
	analysistest.RunWithSuggestedFixes(t, fixtures, check(mcpmodel.NewAnalyzer(cfg)), pkgs...)
}

// newCheck builds the check on a fresh model with the default configuration.
func newCheck(check Check) *analysis.Analyzer {
	return check(mcpmodel.NewAnalyzer(&config.Config{}))
}
