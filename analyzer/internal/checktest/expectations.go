package checktest

// The `// want` comments are read and matched as analysistest reads and
// matches them (golang.org/x/tools/go/analysis/analysistest, BSD-style
// licence, Copyright 2018 The Go Authors): a string is a regular
// expression a diagnostic on that line must match, name:"rx" a fact of
// the object declared there ("package" for a package fact, on line 1 of
// the package's first file), and +N moves the expectations N lines down.
// analysistest offers this only together with its own loading, once per
// call; here it runs on the fixture module loaded once per test binary.

import (
	"fmt"
	"go/token"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/scanner"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
)

// expectation is one expected diagnostic or fact.
type expectation struct {
	kind string // "diagnostic" or "fact"
	name string // the object a fact is about, or "package"
	rx   *regexp.Regexp
}

// line is a place expectations are attached to.
type line struct {
	file string
	line int
}

// checkExpectations reports to t every diagnostic and fact of act that no
// `// want` comment of its package expects, and every expectation that
// nothing matched.
func checkExpectations(t testing.TB, act *checker.Action) {
	t.Helper()
	want := wantComments(t, act)
	match := func(posn token.Position, kind, name, message string) {
		k := line{posn.Filename, posn.Line}
		var unmatched []string
		for i, exp := range want[k] {
			if exp.kind != kind || exp.name != name {
				continue
			}
			if exp.rx.MatchString(message) {
				want[k] = slices.Delete(want[k], i, i+1)
				return
			}
			unmatched = append(unmatched, fmt.Sprintf("%#q", exp.rx))
		}
		if unmatched == nil {
			t.Errorf("%v: unexpected %s: %v", posn, kind, message)
		} else {
			t.Errorf("%v: %s %q does not match pattern %s", posn, kind, message, strings.Join(unmatched, " or "))
		}
	}
	for _, d := range act.Diagnostics {
		match(act.Package.Fset.Position(d.Pos), "diagnostic", "", d.Message)
	}
	for _, f := range act.AllPackageFacts() {
		if f.Package == act.Package.Types {
			posn := act.Package.Fset.Position(act.Package.Syntax[0].Pos())
			posn.Line, posn.Column = 1, 1
			match(posn, "fact", "package", fmt.Sprint(f))
		}
	}
	facts := act.AllObjectFacts()
	slices.SortFunc(facts, func(a, b analysis.ObjectFact) int { return int(a.Object.Pos() - b.Object.Pos()) })
	for _, f := range facts {
		if f.Object.Pkg() == act.Package.Types {
			match(act.Package.Fset.Position(f.Object.Pos()), "fact", f.Object.Name(), fmt.Sprint(f.Fact))
		}
	}
	var surplus []string
	for k, exps := range want {
		for _, exp := range exps {
			surplus = append(surplus, fmt.Sprintf("%s:%d: no %s was reported matching %#q", k.file, k.line, exp.kind, exp.rx))
		}
	}
	slices.Sort(surplus)
	for _, s := range surplus {
		t.Errorf("%s", s)
	}
}

// wantComments gathers the expectations of the `// want` comments of
// act's package, by line.
func wantComments(t testing.TB, act *checker.Action) map[line][]expectation {
	t.Helper()
	want := make(map[line][]expectation)
	for _, f := range act.Package.Syntax {
		for _, group := range f.Comments {
			for _, c := range group.List {
				text := strings.TrimPrefix(c.Text, "//")
				if text == c.Text {
					text = strings.TrimSuffix(strings.TrimPrefix(text, "/*"), "*/")
				}
				if i := strings.Index(text, "// want"); i >= 0 {
					text = text[i+len("// "):] // a comment on a comment
				}
				rest, ok := strings.CutPrefix(strings.TrimSpace(text), "want")
				if !ok {
					continue
				}
				if r, testsOnly := strings.CutPrefix(rest, testsOnlyMarker); testsOnly {
					if !withTests(act) {
						continue // the package as built without its tests
					}
					rest = r
				}
				posn := act.Package.Fset.Position(c.Pos())
				delta, exps, err := parseExpectations(rest)
				if err != nil {
					t.Errorf("%s:%d: in 'want' comment: %s", posn.Filename, posn.Line, err)
					continue
				}
				if exps != nil {
					k := line{posn.Filename, posn.Line + delta}
					want[k] = exps
				}
			}
		}
	}
	return want
}

// testsOnlyMarker follows "want" in an expectation that holds only for
// the package as compiled with its _test.go files (`// want(tests) "rx"`):
// a finding that a call in a test file decides, which go vet reports from
// that variant of the package alone.
const testsOnlyMarker = "(tests)"

// withTests reports whether act analyses a package with its in-package
// test files.
func withTests(act *checker.Action) bool {
	for _, f := range act.Package.CompiledGoFiles {
		if strings.HasSuffix(f, "_test.go") {
			return true
		}
	}
	return false
}

// parseExpectations parses what follows "want": a mixture of diagnostic
// patterns ("rx") and fact patterns (name:"rx"), and an optional +N.
func parseExpectations(text string) (lineDelta int, exps []expectation, err error) {
	var scanErr string
	sc := new(scanner.Scanner).Init(strings.NewReader(text))
	sc.Error = func(_ *scanner.Scanner, msg string) { scanErr = msg }
	sc.Mode = scanner.ScanIdents | scanner.ScanStrings | scanner.ScanRawStrings | scanner.ScanInts
	pattern := func(tok rune) (*regexp.Regexp, error) {
		if tok != scanner.String && tok != scanner.RawString {
			return nil, fmt.Errorf("got %s, want regular expression", scanner.TokenString(tok))
		}
		s, _ := strconv.Unquote(sc.TokenText())
		return regexp.Compile(s)
	}
	for {
		switch tok := sc.Scan(); tok {
		case '+':
			if sc.Scan() != scanner.Int {
				return 0, nil, fmt.Errorf("got +%s, want +Int", sc.TokenText())
			}
			lineDelta, _ = strconv.Atoi(sc.TokenText())
		case scanner.String, scanner.RawString:
			rx, err := pattern(tok)
			if err != nil {
				return 0, nil, err
			}
			exps = append(exps, expectation{"diagnostic", "", rx})
		case scanner.Ident:
			name := sc.TokenText()
			if tok := sc.Scan(); tok != ':' {
				return 0, nil, fmt.Errorf("got %s after %s, want ':'", scanner.TokenString(tok), name)
			}
			rx, err := pattern(sc.Scan())
			if err != nil {
				return 0, nil, err
			}
			exps = append(exps, expectation{"fact", name, rx})
		case scanner.EOF:
			if scanErr != "" {
				return 0, nil, fmt.Errorf("%s", scanErr)
			}
			return lineDelta, exps, nil
		default:
			return 0, nil, fmt.Errorf("unexpected %s", scanner.TokenString(tok))
		}
	}
}
