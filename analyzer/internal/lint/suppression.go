package lint

import (
	"bytes"
	"go/ast"
	"go/token"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
)

// SuiteName is the name under which the whole suite can be suppressed.
const SuiteName = "mcpresult"

// directives maps a line to the check names suppressed on it ("" = all).
// A directive alone on its line also covers the next line.
type directives map[int][]string

// Suppressions reads the suppression comments of one package's files:
// //nolint, //nolint:mcpresult, //nolint:<check> (golangci-lint's form) and
// //lint:ignore <check> reason (staticcheck's), on the line of a finding or
// alone on the line above it. It is shared by the checks running on the
// package, possibly concurrently.
type Suppressions struct {
	pass *analysis.Pass
	// nolintByDriver is set under golangci-lint, which applies //nolint
	// itself (its nolintlint must see what each one silences).
	nolintByDriver bool

	mu    sync.Mutex
	files map[*ast.File]directives
}

// NewSuppressions returns the suppressions of the files pass analyses.
func NewSuppressions(pass *analysis.Pass, nolintByDriver bool) *Suppressions {
	return &Suppressions{pass: pass, nolintByDriver: nolintByDriver, files: make(map[*ast.File]directives)}
}

// Report reports d through pass unless a suppression comment covers it.
// go vet and standalone runs honour them here; golangci-lint also filters
// //nolint itself.
func (s *Suppressions) Report(pass *analysis.Pass, d analysis.Diagnostic) {
	if s.covers(pass.Analyzer.Name, d.Pos) {
		return
	}
	pass.Report(d)
}

func (s *Suppressions) covers(check string, pos token.Pos) bool {
	file := s.fileOf(pos)
	if file == nil {
		return false
	}
	line := s.pass.Fset.Position(pos).Line
	for _, name := range s.directivesOf(file)[line] {
		if name == "" || name == "all" || name == SuiteName || name == check {
			return true
		}
	}
	return false
}

func (s *Suppressions) fileOf(pos token.Pos) *ast.File {
	for _, f := range s.pass.Files {
		if f.FileStart <= pos && pos <= f.FileEnd {
			return f
		}
	}
	return nil
}

func (s *Suppressions) directivesOf(file *ast.File) directives {
	s.mu.Lock()
	defer s.mu.Unlock()
	if d, ok := s.files[file]; ok {
		return d
	}
	d := make(directives)
	var src []byte // read only for files that have directives
	for _, group := range file.Comments {
		for _, c := range group.List {
			names, nolint, ok := parseDirective(c.Text)
			if nolint && s.nolintByDriver {
				names = onlySuite(names)
			}
			if !ok || len(names) == 0 {
				continue
			}
			pos := s.pass.Fset.Position(c.Slash)
			d[pos.Line] = append(d[pos.Line], names...)
			if src == nil {
				src, _ = s.pass.ReadFile(pos.Filename)
			}
			if aloneOnLine(src, pos) {
				d[pos.Line+1] = append(d[pos.Line+1], names...)
			}
		}
	}
	s.files[file] = d
	return d
}

// parseDirective reads "//nolint", "//nolint:a,b // why" or
// "//lint:ignore a,b reason" and returns the names ("" for all), and
// whether it is a //nolint directive.
func parseDirective(text string) (names []string, nolint, ok bool) {
	text = strings.TrimPrefix(text, "//")
	text = strings.TrimSpace(text)
	switch {
	case strings.HasPrefix(text, "nolint"):
		rest := strings.TrimPrefix(text, "nolint")
		if rest == "" || rest[0] == ' ' || rest[0] == '/' {
			return []string{""}, true, true
		}
		if rest[0] != ':' {
			return nil, false, false
		}
		list, _, _ := strings.Cut(rest[1:], " ")
		return splitNames(list), true, true
	case strings.HasPrefix(text, "lint:ignore "):
		fields := strings.Fields(strings.TrimPrefix(text, "lint:ignore "))
		if len(fields) == 0 {
			return nil, false, false
		}
		return splitNames(fields[0]), false, true
	}
	return nil, false, false
}

// onlySuite keeps the suite's own name: the one name of a //nolint that a
// driver applying //nolint does not apply to the checks.
func onlySuite(names []string) []string {
	var kept []string
	for _, name := range names {
		if name == SuiteName {
			kept = append(kept, name)
		}
	}
	return kept
}

func splitNames(list string) []string {
	var names []string
	for _, n := range strings.Split(list, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}

// aloneOnLine reports whether only blanks precede the comment at pos.
func aloneOnLine(src []byte, pos token.Position) bool {
	start := pos.Offset - (pos.Column - 1)
	if start < 0 || pos.Offset > len(src) {
		return false
	}
	return len(bytes.TrimSpace(src[start:pos.Offset])) == 0
}
