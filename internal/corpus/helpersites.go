package corpus

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Labelers mark a handler's return (the brief asks for one site per
// handler answer, docs/recall.md), while a check may report a helper of
// the package once, at the helper, for every handler that calls it
// (textonly: a helper that marshals and builds the result is reported
// there). Such a missed site is counted apart, as found at its helper:
// a finding of the site's check lies in the body of a function of the
// site's package that the site's lines call by name. The score keeps it
// a miss; the count says how many misses are a matter of where the
// finding is put rather than whether it is made.

// atHelper returns the misses of sc found at a helper they call, reading
// each repository's laid-out source under src (<src>/<owner>+<name>).
func (sc score) atHelper(src string, findings []finding) []site {
	var found []site
	for _, s := range sc.misses {
		root := filepath.Join(src, scaleRepo{Repo: s.Repo}.mirrorName())
		if helperReported(root, s, findings) {
			found = append(found, s)
		}
	}
	return found
}

// helperReported reports whether a finding of s's check lies in the body
// of a function declared in s's directory and called on s's lines.
func helperReported(root string, s site, findings []finding) bool {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, filepath.Join(root, s.File), nil, 0)
	if err != nil {
		return false // not laid out, or not Go: nothing to credit
	}
	called := calledNames(fset, file, s.Line, max(s.EndLine, s.Line))
	dir := filepath.Dir(s.File)
	for _, f := range findings {
		if f.Check == s.Check && f.Repo == s.Repo && filepath.Dir(f.Path) == dir && inCalledFunc(root, f, called) {
			return true
		}
	}
	return false
}

// calledNames returns the names of the functions and methods called on
// lines from..to of file.
func calledNames(fset *token.FileSet, file *ast.File, from, to int) map[string]bool {
	names := make(map[string]bool)
	ast.Inspect(file, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if line := fset.Position(call.Pos()).Line; line < from || line > to {
			return true
		}
		switch fn := ast.Unparen(call.Fun).(type) {
		case *ast.Ident:
			names[fn.Name] = true
		case *ast.SelectorExpr:
			names[fn.Sel.Name] = true
		}
		return true
	})
	return names
}

// inCalledFunc reports whether finding f lies in the body of a function
// of its file whose name is called.
func inCalledFunc(root string, f finding, called map[string]bool) bool {
	if !strings.HasSuffix(f.Path, ".go") {
		return false
	}
	src, err := os.ReadFile(filepath.Join(root, f.Path))
	if err != nil {
		return false
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, f.Path, src, 0)
	if err != nil {
		return false
	}
	for _, d := range file.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if ok && fn.Body != nil && called[fn.Name.Name] &&
			fset.Position(fn.Body.Pos()).Line <= f.Line && f.Line <= fset.Position(fn.Body.End()).Line {
			return true
		}
	}
	return false
}

// printAtHelper prints, per check, how many misses are found at a helper
// they call, and the recall if they counted.
func printAtHelper(w io.Writer, sc score, found []site) {
	if len(found) == 0 {
		return
	}
	byCheck := make(map[string]int)
	for _, s := range found {
		byCheck[s.Check]++
	}
	fmt.Fprintf(w, "\nmissed positives found at a helper of their package they call, where the check reports it once (%d):\n", len(found))
	for _, c := range checks {
		if n := byCheck[c]; n > 0 {
			found, all := len(sc.truePos[c])+n, len(sc.truePos[c])+len(sc.falseNeg[c])
			fmt.Fprintf(w, "  %-12s %4d  (recall counting them: %s)\n", c, n, ratio(found, all))
		}
	}
}
