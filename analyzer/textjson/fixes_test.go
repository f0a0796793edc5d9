package textjson_test

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

// TestFixesCompile type-checks the fixture packages with every suggested
// fix applied exactly as its edits say, and with their .golden files in
// place. RunWithSuggestedFixes only compares text, and it drops unused
// imports before comparing, as mcpresult -fix does; gopls and golangci-lint
// apply the edits alone, so the edits themselves must compile.
func TestFixesCompile(t *testing.T) {
	t.Parallel()
	analyzer := textjson.New(mcpmodel.NewAnalyzer(&config.Config{}))
	for _, act := range checktest.RunAnalyzer(t, analyzer, "./textjson/gosdk", "./textjson/mcpgo") {
		if len(act.Diagnostics) == 0 {
			continue // the generated main package of a test binary
		}
		edits := editsByFile(act.Package.Fset, act.Diagnostics)
		if len(edits) == 0 {
			t.Errorf("%s: no suggested fixes", act.Package.PkgPath)
			continue
		}
		typeCheck(t, act, "fixed", func(tok *token.File, src []byte) []byte {
			fixed, err := checktest.ApplyEdits(tok, src, edits[tok.Name()])
			if err != nil {
				t.Fatal(err)
			}
			return fixed
		})
		typeCheck(t, act, "golden", func(tok *token.File, src []byte) []byte {
			golden, err := os.ReadFile(tok.Name() + ".golden")
			if errors.Is(err, os.ErrNotExist) {
				return src
			}
			if err != nil {
				t.Fatal(err)
			}
			return golden
		})
	}
}

// editsByFile returns the edits of the first fix of each diagnostic, by
// file name.
func editsByFile(fset *token.FileSet, diags []analysis.Diagnostic) map[string][]analysis.TextEdit {
	edits := make(map[string][]analysis.TextEdit)
	for _, d := range diags {
		if len(d.SuggestedFixes) == 0 {
			continue
		}
		for _, e := range d.SuggestedFixes[0].TextEdits {
			name := fset.File(e.Pos).Name()
			edits[name] = append(edits[name], e)
		}
	}
	return edits
}

// typeCheck type-checks the package of act with each file's content
// replaced by content(file, original).
func typeCheck(t *testing.T, act *checker.Action, what string, content func(tok *token.File, src []byte) []byte) {
	t.Helper()
	pkg := act.Package.Types
	fset := token.NewFileSet()
	var files []*ast.File
	for _, f := range act.Package.Syntax {
		tok := act.Package.Fset.File(f.Pos())
		src, err := os.ReadFile(tok.Name())
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(fset, tok.Name(), content(tok, src), 0)
		if err != nil {
			t.Fatalf("%s code of %s: %v", what, pkg.Path(), err)
		}
		files = append(files, file)
	}
	imports := make(map[string]*types.Package)
	for _, p := range pkg.Imports() {
		imports[p.Path()] = p
	}
	conf := types.Config{Importer: importerFunc(func(path string) (*types.Package, error) {
		if p, ok := imports[path]; ok {
			return p, nil
		}
		return nil, errors.New("not imported by the original package")
	})}
	if _, err := conf.Check(pkg.Path(), fset, files, nil); err != nil {
		t.Errorf("%s code of %s does not compile: %v", what, pkg.Path(), err)
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
