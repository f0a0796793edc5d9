package mcpmodel

import "golang.org/x/tools/go/analysis"

// NewCheck returns the analyzer of one mcpresult check. It requires model,
// runs only on packages that use MCP (run is not called elsewhere), turns an
// internal panic into an error (Guard) and points to the check's docs page.
func NewCheck(name, doc string, model *analysis.Analyzer, run func(*analysis.Pass, *Model)) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     name,
		Doc:      doc,
		URL:      "https://github.com/mcpresult/mcpresult/blob/main/docs/" + name + ".md",
		Requires: []*analysis.Analyzer{model},
		Run: Guard(func(pass *analysis.Pass) (any, error) {
			if m := Of(pass, model); m != nil {
				run(pass, m)
			}
			return nil, nil
		}),
	}
}
