package lint

import "golang.org/x/tools/go/analysis"

// NewCheck returns the analyzer of one mcpresult check. It requires model,
// an analyzer whose result is a *M, nil on packages the check has nothing
// to do with (run is not called there); it turns an internal panic into an
// error (Guard) and points to the check's docs page.
func NewCheck[M any](name, doc string, model *analysis.Analyzer, run func(*analysis.Pass, *M)) *analysis.Analyzer {
	return NewCheckOutside(name, doc, model, run, nil)
}

// NewCheckOutside is NewCheck for a check that also has work on the
// packages where the model is nil: outside runs there (when not nil), to
// summarise what the packages' importers need.
func NewCheckOutside[M any](name, doc string, model *analysis.Analyzer, run func(*analysis.Pass, *M), outside func(*analysis.Pass)) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     name,
		Doc:      doc,
		URL:      "https://github.com/mcpresult/mcpresult/blob/main/docs/" + name + ".md",
		Requires: []*analysis.Analyzer{model},
		Run: Guard(func(pass *analysis.Pass) (any, error) {
			if m, _ := pass.ResultOf[model].(*M); m != nil {
				run(pass, m)
			} else if outside != nil {
				outside(pass)
			}
			return nil, nil
		}),
	}
}
