package lint

import "golang.org/x/tools/go/analysis"

// NewCheck returns the analyzer of one mcpresult check. It requires model,
// an analyzer whose result is a *M, nil on packages the check has nothing
// to do with (run is not called there); it turns an internal panic into an
// error (Guard) and points to the check's docs page.
func NewCheck[M any](name, doc string, model *analysis.Analyzer, run func(*analysis.Pass, *M)) *analysis.Analyzer {
	return NewCheckOutside(name, doc, model, run, nil)
}

// outsider is a model that may stand for a package outside the checks'
// scope (an Outside model): run is not called there, outside is.
type outsider interface{ Outside() bool }

// NewCheckOutside is NewCheck for a check that also has work on the
// packages whose model says it is Outside the checks' scope: outside runs
// there (when not nil), to summarise what the packages' importers need.
func NewCheckOutside[M any](name, doc string, model *analysis.Analyzer, run, outside func(*analysis.Pass, *M)) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     name,
		Doc:      doc,
		URL:      "https://github.com/mcpresult/mcpresult/blob/main/docs/" + name + ".md",
		Requires: []*analysis.Analyzer{model},
		Run: Guard(func(pass *analysis.Pass) (any, error) {
			m, _ := pass.ResultOf[model].(*M)
			switch o, isOutsider := any(m).(outsider); {
			case m == nil:
			case isOutsider && o.Outside():
				if outside != nil {
					outside(pass, m)
				}
			default:
				run(pass, m)
			}
			return nil, nil
		}),
	}
}
