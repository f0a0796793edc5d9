package checktest

// Suggested fixes are compared with .golden files as analysistest's
// RunWithSuggestedFixes compares them in its single-file form: every fix
// of every diagnostic of a package applied to a file (an edit two fixes
// make alike counts once), unused imports dropped, and the result
// formatted, must equal the file's .golden file, formatted.

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"slices"
	"strconv"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/ast/astutil"

	"github.com/mcpresult/mcpresult/internal/fixagreement"
)

// checkGolden compares each file act's fixes edit with its .golden file.
func checkGolden(t testing.TB, act *checker.Action, agreed *fixagreement.FixAgreement) {
	t.Helper()
	byFile := make(map[*token.File][]analysis.TextEdit)
	for _, d := range act.Diagnostics {
		if agreed.Withheld(findingKey(act, d)) {
			continue // another build of the file offers no fix (fixagreement.FixAgreement)
		}
		for _, fix := range d.SuggestedFixes {
			if editsGenerated(act, fix) {
				continue
			}
			for _, e := range fix.TextEdits {
				tok := act.Package.Fset.File(e.Pos)
				byFile[tok] = append(byFile[tok], e)
			}
		}
	}
	for tok, edits := range byFile {
		if err := compareGolden(act.Package.Types, tok, edits); err != nil {
			t.Errorf("%v", err)
		}
	}
}

// findingKey identifies the finding d of act across the package's builds.
func findingKey(act *checker.Action, d analysis.Diagnostic) fixagreement.FindingKey {
	return fixagreement.FindingKey{Check: act.Analyzer.Name, Posn: act.Package.Fset.Position(d.Pos).String(), Message: d.Message}
}

// editsGenerated reports whether fix edits a generated file, which
// analysistest leaves alone.
func editsGenerated(act *checker.Action, fix analysis.SuggestedFix) bool {
	for _, e := range fix.TextEdits {
		for _, f := range act.Package.Syntax {
			if act.Package.Fset.File(f.Pos()) == act.Package.Fset.File(e.Pos) && ast.IsGenerated(f) {
				return true
			}
		}
	}
	return false
}

// compareGolden applies edits to the file tok and compares the outcome
// with the file's .golden file.
func compareGolden(pkg *types.Package, tok *token.File, edits []analysis.TextEdit) error {
	src, err := os.ReadFile(tok.Name())
	if err != nil {
		return err
	}
	want, err := os.ReadFile(tok.Name() + ".golden")
	if err != nil {
		return fmt.Errorf("error reading %s.golden: %v", tok.Name(), err)
	}
	applied, err := ApplyEdits(tok, src, edits)
	if err != nil {
		return err
	}
	fixed, err := formatRemovingImports(pkg, applied)
	if err != nil {
		return fmt.Errorf("%s: error formatting resulting source: %v\n%s", tok.Name(), err, applied)
	}
	want, err = format.Source(want)
	if err != nil {
		return fmt.Errorf("%s.golden: error formatting golden file: %v", tok.Name(), err)
	}
	if !bytes.Equal(bytes.TrimSpace(fixed), bytes.TrimSpace(want)) {
		return fmt.Errorf("unexpected %s content:\n-- fixed --\n%s\n-- want --\n%s", tok.Name(), fixed, want)
	}
	return nil
}

// ApplyEdits applies edits to src, the content of tok. Edits must not
// overlap, but the same edit twice (two fixes deleting one import) counts
// once.
func ApplyEdits(tok *token.File, src []byte, edits []analysis.TextEdit) ([]byte, error) {
	edits = slices.Clone(edits)
	slices.SortStableFunc(edits, func(a, b analysis.TextEdit) int { return int(a.Pos - b.Pos) })
	edits = slices.CompactFunc(edits, func(a, b analysis.TextEdit) bool {
		return a.Pos == b.Pos && a.End == b.End && bytes.Equal(a.NewText, b.NewText)
	})
	var out bytes.Buffer
	last := 0
	for _, e := range edits {
		start, end := tok.Offset(e.Pos), tok.Offset(e.End)
		if start < last {
			return nil, fmt.Errorf("in file %s, conflicting edits at offset %d", tok.Name(), start)
		}
		out.Write(src[last:start])
		out.Write(e.NewText)
		last = end
	}
	out.Write(src[last:])
	return out.Bytes(), nil
}

// formatRemovingImports drops the imports a fixed file no longer uses and
// formats it, as mcpresult -fix and analysistest do. A package is used
// when its name is the operand of a selector anywhere outside the imports.
func formatRemovingImports(pkg *types.Package, src []byte) ([]byte, error) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "fixed.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	ast.SortImports(fset, file)
	used := make(map[string]bool)
	for _, decl := range file.Decls {
		if gen, ok := decl.(*ast.GenDecl); ok && gen.Tok == token.IMPORT {
			continue
		}
		ast.Inspect(decl, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok {
					used[id.Name] = true
				}
			}
			return true
		})
	}
	names := importNames(pkg)
	for _, spec := range slices.Clone(file.Imports) {
		path, err := strconv.Unquote(spec.Path.Value)
		if err != nil {
			continue
		}
		explicit := ""
		if spec.Name != nil {
			explicit = spec.Name.Name
		}
		name := explicit
		if name == "" {
			name = names[path]
		}
		if name == "" || name == "." || name == "_" || used[name] {
			continue // a new import, or one that is kept
		}
		astutil.DeleteNamedImport(fset, file, explicit, path)
	}
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, file); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// importNames maps each package pkg depends on to its name.
func importNames(pkg *types.Package) map[string]string {
	names := make(map[string]string)
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		if names[p.Path()] != "" {
			return
		}
		names[p.Path()] = p.Name()
		for _, imp := range p.Imports() {
			visit(imp)
		}
	}
	for _, imp := range pkg.Imports() {
		visit(imp)
	}
	return names
}
