// Package golangci registers the mcpresult checks as golangci-lint v2
// module plugins: one linter per check of analyzer.Suite, so that
// golangci-lint names the check of each finding, knows //nolint:<check>,
// and applies its per-linter limits and switches to each check; and one
// more, mcpresult, which holds the settings the checks share and reports
// nothing itself.
//
// Build a custom golangci-lint with it (see .custom-gcl.yml and
// docs/integrations/golangci-lint.md), then declare the linters in
// .golangci.yml, every check of the suite under its name (the page's
// config adds a description and a link to each, and the issues: settings
// that show every finding):
//
//	linters:
//	  settings:
//	    custom:
//	      mcpresult:
//	        type: module
//	        settings:
//	          result-types:
//	            - example.com/fork/mcp.CallToolResult
//	      textjson: {type: module}
//	      onechannel: {type: module}
//	      emptyresult: {type: module}
//	      errmessage: {type: module}
//	      outputschema: {type: module}
//	      textonly: {type: module}
//	      structuredonly: {type: module}
//	      ptrcontent: {type: module}
//	      retry: {type: module}
//	issues:
//	  max-same-issues: 0
//	  max-issues-per-linter: 0
//	  uniq-by-line: false
package golangci

import (
	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

// SettingsName is the linter that holds the shared settings, and the name
// under which //nolint:mcpresult silences every check.
const SettingsName = "mcpresult"

// suite is what the linters of one golangci-lint run share: one
// configuration and one set of checks built on one model analyzer, so that
// golangci-lint, which runs the analyzers of all its linters together,
// computes the model and its facts once per package.
type suite struct {
	cfg    config.Config
	checks []*analysis.Analyzer
}

// newSuite builds the checks on cfg. The model reads cfg when analysis
// starts, so the mcpresult linter may be built after the checks: golangci-lint
// builds its custom linters in no fixed order.
func newSuite() *suite {
	s := new(suite)
	// golangci-lint applies //nolint and //nolint:<check> itself, and
	// nolintlint must see the findings they silence.
	s.cfg.NolintByDriver = true
	s.checks = analyzer.Suite(&s.cfg)
	return s
}

func init() {
	shared := newSuite()
	register.Plugin(SettingsName, shared.newSettingsLinter)
	for _, check := range shared.checks {
		register.Plugin(check.Name, shared.newCheckLinter(check))
	}
}

// linter is a module plugin as golangci-lint sees it: the analyzers whose
// findings it reports under its name.
type linter struct {
	analyzers []*analysis.Analyzer
}

func (l linter) BuildAnalyzers() ([]*analysis.Analyzer, error) { return l.analyzers, nil }

// GetLoadMode asks for type information: the checks need types and facts.
func (linter) GetLoadMode() string { return register.LoadModeTypesInfo }
