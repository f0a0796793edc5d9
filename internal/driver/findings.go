package driver

import (
	"cmp"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// A finding is one diagnostic of one check, with its positions resolved.
type finding struct {
	check *analysis.Analyzer
	diag  analysis.Diagnostic
	fset  *token.FileSet // of diag's positions and of its fixes' edits
	posn  token.Position
	end   token.Position
}

// collectFindings returns the diagnostics of the root actions, each once
// (a file of package p is also in its test variant "p [p.test]", and both
// report it), in file, line and column order, then by check.
func collectFindings(roots []*checker.Action) []finding {
	type key struct {
		posn, end token.Position
		check     string
		message   string
	}
	seen := make(map[key]bool)
	var out []finding
	for _, act := range roots {
		if !act.IsRoot || act.Err != nil {
			continue
		}
		fset := act.Package.Fset
		for _, d := range act.Diagnostics {
			f := finding{
				check: act.Analyzer,
				diag:  d,
				fset:  fset,
				posn:  fset.Position(d.Pos),
				end:   fset.Position(cmp.Or(d.End, d.Pos)),
			}
			k := key{f.posn, f.end, f.check.Name, d.Message}
			if seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, f)
		}
	}
	slices.SortStableFunc(out, compareFindings)
	return out
}

func compareFindings(a, b finding) int {
	return cmp.Or(
		cmp.Compare(a.posn.Filename, b.posn.Filename),
		cmp.Compare(a.posn.Line, b.posn.Line),
		cmp.Compare(a.posn.Column, b.posn.Column),
		cmp.Compare(a.check.Name, b.check.Name),
		cmp.Compare(a.diag.Message, b.diag.Message),
	)
}

// dropFixable removes from the results the diagnostics that have a
// suggested fix: -fix -diff shows those as a patch and prints the rest.
func dropFixable(res *result) {
	for _, act := range res.graph.Roots {
		act.Diagnostics = slices.DeleteFunc(slices.Clone(act.Diagnostics), func(d analysis.Diagnostic) bool {
			return len(d.SuggestedFixes) > 0
		})
	}
	res.findings = collectFindings(res.graph.Roots)
}
