package corpus

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
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
	spans := make(funcSpans)
	for _, s := range sc.misses {
		root := filepath.Join(src, scaleRepo{Repo: s.Repo}.mirrorName())
		if helperReported(root, s, findings, spans) {
			found = append(found, s)
		}
	}
	return found
}

// helperReported reports whether a finding of s's check lies in the body
// of a function declared in s's directory and called on s's lines.
func helperReported(root string, s site, findings []finding, spans funcSpans) bool {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, filepath.Join(root, s.File), nil, 0)
	if err != nil {
		return false // not laid out, or not Go: nothing to credit
	}
	called := calledNames(fset, file, s.Line, max(s.EndLine, s.Line))
	dir := filepath.Dir(s.File)
	for _, f := range findings {
		if f.Check == s.Check && f.Repo == s.Repo && filepath.Dir(f.Path) == dir && spans.inCalled(filepath.Join(root, f.Path), f.Line, called) {
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

// funcSpans holds, per Go file read, the body lines of each function it
// declares, so that a file is parsed once however many sites ask.
type funcSpans map[string][]funcSpan

type funcSpan struct {
	name       string
	start, end int // body lines
}

// inCalled reports whether line of the file at path lies in the body of
// a function whose name is called.
func (fs funcSpans) inCalled(path string, line int, called map[string]bool) bool {
	for _, sp := range fs.of(path) {
		if called[sp.name] && sp.start <= line && line <= sp.end {
			return true
		}
	}
	return false
}

// of returns the function spans of the file at path (none when it cannot
// be read or parsed).
func (fs funcSpans) of(path string) []funcSpan {
	if spans, ok := fs[path]; ok {
		return spans
	}
	var spans []funcSpan
	fset := token.NewFileSet()
	if file, err := parser.ParseFile(fset, path, nil, 0); err == nil && strings.HasSuffix(path, ".go") {
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil {
				spans = append(spans, funcSpan{fn.Name.Name, fset.Position(fn.Body.Pos()).Line, fset.Position(fn.Body.End()).Line})
			}
		}
	}
	fs[path] = spans
	return spans
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
