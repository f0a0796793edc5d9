package golangci

// TestGolangciLintOfflineBuild adds this file to a checkout's
// plugin/golangci: its init runs after the plugin's own and registers the
// check linters again, with analyzers of the same names (on which
// golangci-lint keys its cache of results) that report nothing.

import (
	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"
)

type silent struct{ check *analysis.Analyzer }

func (s silent) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return []*analysis.Analyzer{s.check}, nil
}

func (silent) GetLoadMode() string { return register.LoadModeTypesInfo }

func init() {
	for _, name := range []string{"textjson", "onechannel", "emptyresult", "errmessage"} {
		check := &analysis.Analyzer{
			Name: name,
			Doc:  "reports nothing",
			Run:  func(*analysis.Pass) (any, error) { return nil, nil },
		}
		register.Plugin(name, func(any) (register.LinterPlugin, error) { return silent{check}, nil })
	}
}
