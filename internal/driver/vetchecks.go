package driver

import (
	"cmp"
	"flag"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// vetChecks wraps the checks for the vet tool protocol. Since Go 1.26 the
// go command asks the tool for JSON (-json) even when the user did not,
// and prints "file:line:col: message" from it itself: the message is the
// only place a finding's check can be named, and the tool cannot tell
// the user's -json from the go command's. So each message ends with
// " (check)" there, -json included. The go command prints a package's
// findings check by check, in map order; each wrapper reports its check's
// findings in line order. With -fix (go fix, go vet -fix) the checks run
// as they are.
func vetChecks(checks []*analysis.Analyzer) []*analysis.Analyzer {
	wrapped := make([]*analysis.Analyzer, len(checks))
	for i, check := range checks {
		w := *check
		w.Run = func(pass *analysis.Pass) (any, error) {
			if fixing() {
				return check.Run(pass)
			}
			var diags []analysis.Diagnostic
			named := *pass
			named.Report = func(d analysis.Diagnostic) {
				d.Message += " (" + check.Name + ")"
				diags = append(diags, d)
			}
			result, err := check.Run(&named)
			slices.SortStableFunc(diags, func(a, b analysis.Diagnostic) int {
				return cmp.Or(cmp.Compare(a.Pos, b.Pos), cmp.Compare(a.Message, b.Message))
			})
			for _, d := range diags {
				pass.Report(d)
			}
			return result, err
		}
		wrapped[i] = &w
	}
	return wrapped
}

// fixing reports whether x/tools' driver applies fixes (-fix), which it
// has parsed by the time checks run.
func fixing() bool {
	f := flag.Lookup("fix")
	return f != nil && f.Value.String() == "true"
}
