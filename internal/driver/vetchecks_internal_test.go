package driver

import (
	"encoding/json"
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/internal/fixagreement"
)

// The child that applies the fixes drops those of the findings its parent
// named in the withheld file, and keeps the others.
func TestWithoutWithheldFixes(t *testing.T) {
	fset := token.NewFileSet()
	file := fset.AddFile("/src/a.go", -1, 100)
	file.SetLinesForContent([]byte("package a\n\nvar x = 1\n\nvar y = 2\n"))
	withheldAt, keptAt := file.Pos(15), file.Pos(27)
	path := filepath.Join(t.TempDir(), "withheld.json")
	list := []fixagreement.FindingKey{{Check: "outputschema", Posn: fset.Position(withheldAt).String(), Message: "m"}}
	data, _ := json.Marshal(list)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(withheldFixesEnv, path)
	var got []analysis.Diagnostic
	pass := &analysis.Pass{Fset: fset, Report: func(d analysis.Diagnostic) { got = append(got, d) }}
	p := withoutWithheldFixes(pass, "outputschema")
	fix := []analysis.SuggestedFix{{Message: "f"}}
	p.Report(analysis.Diagnostic{Pos: withheldAt, Message: "m", SuggestedFixes: fix})
	p.Report(analysis.Diagnostic{Pos: keptAt, Message: "m", SuggestedFixes: fix})
	if len(got) != 2 || len(got[0].SuggestedFixes) != 0 || len(got[1].SuggestedFixes) != 1 {
		t.Errorf("reported %+v: want the first without its fix, the second with it", got)
	}
}
