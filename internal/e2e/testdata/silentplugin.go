package golangci

// TestGolangciLintOfflineBuild adds this file to a checkout's
// plugin/golangci: its init runs after the plugin's own and registers the
// check linters again, with analyzers of the same names (on which
// golangci-lint keys its cache of results) that report nothing. The names
// are the suite's, so every check the plugin registers is replaced.

import (
	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

type silent struct{ check *analysis.Analyzer }

func (s silent) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{s.check}, nil
}

func (silent) GetLoadMode() string { return register.LoadModeTypesInfo }

func init() {
	for _, a := range analyzer.Suite(new(config.Config)) {
		check := &analysis.Analyzer{
			Name: a.Name,
			Doc:  "reports nothing",
			Run:  func(*analysis.Pass) (any, error) { return nil, nil },
		}
		register.Plugin(check.Name, func(any) (register.LinterPlugin, error) { return silent{check}, nil })
	}
}
