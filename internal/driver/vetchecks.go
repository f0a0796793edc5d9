package driver

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"
	"sync"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/internal/fixagreement"
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
				return check.Run(withoutWithheldFixes(pass, check.Name))
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

// withheldFixes are the findings whose fixes a child applying them must
// drop, read once from the file the parent names (fix.go).
var withheldFixes = sync.OnceValue(func() map[fixagreement.FindingKey]bool {
	keys := make(map[fixagreement.FindingKey]bool)
	path := os.Getenv(withheldFixesEnv)
	if path == "" {
		return keys
	}
	data, err := os.ReadFile(path)
	var list []fixagreement.FindingKey
	if err == nil {
		err = json.Unmarshal(data, &list)
	}
	if err != nil { // the parent wrote it: a failure here is a bug, and applying a withheld fix is worse than none
		fmt.Fprintf(os.Stderr, "%s: reading the withheld fixes: %v\n", name, err)
		os.Exit(exitError)
	}
	for _, k := range list {
		keys[k] = true
	}
	return keys
})

// withoutWithheldFixes returns pass with a Report that drops the fixes of
// the withheld findings of check.
func withoutWithheldFixes(pass *analysis.Pass, check string) *analysis.Pass {
	withheld := withheldFixes()
	if len(withheld) == 0 {
		return pass
	}
	p := *pass
	p.Report = func(d analysis.Diagnostic) {
		if withheld[fixagreement.FindingKey{Check: check, Posn: pass.Fset.Position(d.Pos).String(), Message: d.Message}] {
			d.SuggestedFixes = nil
		}
		pass.Report(d)
	}
	return &p
}
