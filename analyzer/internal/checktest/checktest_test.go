package checktest

import (
	"fmt"
	"go/ast"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// probeAnalyzer reports "probed" at each call of probe and offers to call
// fixed instead.
var probeAnalyzer = &analysis.Analyzer{
	Name:     "probe",
	Doc:      "probe reports calls of probe",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		ins := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		ins.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
			call := n.(*ast.CallExpr)
			if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "probe" {
				pass.Report(analysis.Diagnostic{Pos: call.Pos(), Message: "probed", SuggestedFixes: []analysis.SuggestedFix{{
					Message:   "call fixed",
					TextEdits: []analysis.TextEdit{{Pos: id.Pos(), End: id.End(), NewText: []byte("fixed")}},
				}}})
			}
		})
		return nil, nil
	},
}

// recorder is a testing.TB that keeps the errors it is given.
type recorder struct {
	testing.TB
	errors []string
}

func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Helper()         {}
func (r *recorder) Log(args ...any) {}

// The expectations and the golden file of a fixture that is right pass.
func TestExpectationsHold(t *testing.T) {
	runWithFixes(t, probeAnalyzer, []string{"./checktest/selftest"})
}

// Every way an expectation can fail is reported: a diagnostic nobody
// expects, an expectation nothing matched, a message that does not match
// its pattern, and a fixed file that differs from its golden file.
func TestExpectationsFail(t *testing.T) {
	rec := &recorder{TB: t}
	runWithFixes(rec, probeAnalyzer, []string{"./checktest/wrongwants"})
	wantErrors := []string{
		"wrongwants.go:10:2: unexpected diagnostic: probed",
		`wrongwants.go:12:2: diagnostic "probed" does not match pattern`,
		"wrongwants.go:11: no diagnostic was reported matching `probed`",
		"wrongwants.go:12: no diagnostic was reported matching `something else`",
		"unexpected ",
	}
	if len(rec.errors) != len(wantErrors) {
		t.Errorf("got %d errors, want %d:\n%s", len(rec.errors), len(wantErrors), strings.Join(rec.errors, "\n"))
	}
	for _, want := range wantErrors {
		if !slices.ContainsFunc(rec.errors, func(e string) bool { return strings.Contains(e, want) }) {
			t.Errorf("no error contains %q:\n%s", want, strings.Join(rec.errors, "\n"))
		}
	}
}
