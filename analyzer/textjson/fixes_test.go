package textjson_test

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

// TestFixesCompile type-checks the fixture packages with every suggested
// fix applied exactly as its edits say, and with their .golden files in
// place. RunWithSuggestedFixes only compares text, and it drops unused
// imports before comparing, as mcpresult -fix does; gopls and golangci-lint
// apply the edits alone, so the edits themselves must compile.
func TestFixesCompile(t *testing.T) {
	analyzer := textjson.New(mcpmodel.NewAnalyzer(&config.Config{}))
	results := analysistest.Run(t, filepath.Join("..", "testdata"), analyzer, "./textjson/gosdk", "./textjson/mcpgo")
	for _, r := range results {
		if len(r.Diagnostics) == 0 {
			continue // the generated main package of a test binary
		}
		edits := editsByFile(t, r.Pass.Fset, r.Diagnostics)
		if len(edits) == 0 {
			t.Errorf("%s: no suggested fixes", r.Pass.Pkg.Path())
			continue
		}
		typeCheck(t, r.Pass, "fixed", func(tok *token.File, src []byte) []byte {
			return applyEdits(t, tok, src, edits[tok.Name()])
		})
		typeCheck(t, r.Pass, "golden", func(tok *token.File, src []byte) []byte {
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
func editsByFile(t *testing.T, fset *token.FileSet, diags []analysis.Diagnostic) map[string][]analysis.TextEdit {
	t.Helper()
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

// applyEdits applies edits to src, the content of tok. They must not
// overlap; the same edit twice (two fixes deleting one import) counts once.
func applyEdits(t *testing.T, tok *token.File, src []byte, edits []analysis.TextEdit) []byte {
	t.Helper()
	slices.SortFunc(edits, func(a, b analysis.TextEdit) int { return int(a.Pos - b.Pos) })
	edits = slices.CompactFunc(edits, func(a, b analysis.TextEdit) bool {
		return a.Pos == b.Pos && a.End == b.End && bytes.Equal(a.NewText, b.NewText)
	})
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		start, end := tok.Offset(e.Pos), tok.Offset(e.End)
		if start < last {
			t.Fatalf("%s: overlapping edits at offset %d", tok.Name(), start)
		}
		out.Write(src[last:start])
		out.Write(e.NewText)
		last = end
	}
	out.Write(src[last:])
	return out.Bytes()
}

// typeCheck type-checks the package of pass with each file's content
// replaced by content(file, original).
func typeCheck(t *testing.T, pass *analysis.Pass, what string, content func(tok *token.File, src []byte) []byte) {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for _, f := range pass.Files {
		tok := pass.Fset.File(f.Pos())
		src, err := os.ReadFile(tok.Name())
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(fset, tok.Name(), content(tok, src), 0)
		if err != nil {
			t.Fatalf("%s code of %s: %v", what, pass.Pkg.Path(), err)
		}
		files = append(files, file)
	}
	imports := make(map[string]*types.Package)
	for _, p := range pass.Pkg.Imports() {
		imports[p.Path()] = p
	}
	conf := types.Config{Importer: importerFunc(func(path string) (*types.Package, error) {
		if p, ok := imports[path]; ok {
			return p, nil
		}
		return nil, errors.New("not imported by the original package")
	})}
	if _, err := conf.Check(pass.Pkg.Path(), fset, files, nil); err != nil {
		t.Errorf("%s code of %s does not compile: %v", what, pass.Pkg.Path(), err)
	}
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
