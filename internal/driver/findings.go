package driver

import (
	"cmp"
	"go/token"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"

	"github.com/mcpresult/mcpresult/internal/fixagreement"
)

// A finding is one diagnostic of one check, with its positions resolved:
// what every output format prints, whether the analysis ran in this
// process (collectFindings) or under go vet (vetcache.go).
type finding struct {
	pkg     string // the import path of its package; a test variant's findings are its package's
	check   string
	posn    token.Position
	end     token.Position
	message string
	related []relatedInfo
	fixes   []suggestedFix
}

// relatedInfo is a secondary position of a finding, with its message.
type relatedInfo struct {
	posn, end token.Position
	message   string
}

// A suggestedFix is a set of edits to apply together.
type suggestedFix struct {
	message string
	edits   []textEdit
}

// A textEdit replaces the bytes [start, end) of a file by new.
type textEdit struct {
	filename   string
	start, end int
	new        string
}

// fixable reports whether -fix can fix the finding: it has a suggested fix.
func (f finding) fixable() bool { return len(f.fixes) > 0 }

// A checkError is a check that did not run on a package (a package with
// type errors, whose load problems say why), for -json.
type checkError struct {
	pkg, check, message string
}

// collectFindings returns the diagnostics of the root actions, each once
// (a file of package p is also in its test variant "p [p.test]", and both
// report it), in file, line and column order, then by check.
// The fixes that some build offers and another withholds are disputed:
// the child that applies the fixes is told to drop them (fix.go).
func collectFindings(roots []*checker.Action) (findings []finding, disputed []fixagreement.FindingKey) {
	var all []finding
	for _, act := range roots {
		if !act.IsRoot || act.Err != nil {
			continue
		}
		for _, d := range act.Diagnostics {
			all = append(all, newFinding(act.Package.Fset, act.Package.PkgPath, act.Analyzer.Name, d))
		}
	}
	return uniqueFindings(all), fixAgreement(all).Disputed()
}

// newFinding resolves the positions of the diagnostic d of check, reported
// on package pkg.
func newFinding(fset *token.FileSet, pkg, check string, d analysis.Diagnostic) finding {
	f := finding{
		pkg:     pkg,
		check:   check,
		posn:    fset.Position(d.Pos),
		end:     fset.Position(cmp.Or(d.End, d.Pos)),
		message: d.Message,
	}
	for _, r := range d.Related {
		f.related = append(f.related, relatedInfo{
			posn:    fset.Position(r.Pos),
			end:     fset.Position(cmp.Or(r.End, r.Pos)),
			message: r.Message,
		})
	}
	for _, fix := range d.SuggestedFixes {
		sf := suggestedFix{message: fix.Message}
		for _, e := range fix.TextEdits {
			start := fset.Position(e.Pos)
			end := start
			if e.End.IsValid() {
				end = fset.Position(e.End)
			}
			sf.edits = append(sf.edits, textEdit{filename: start.Filename, start: start.Offset, end: end.Offset, new: string(e.NewText)})
		}
		f.fixes = append(f.fixes, sf)
	}
	return f
}

// uniqueFindings sorts findings and keeps the first of those that are the
// same finding: the same check and message at the same place. A finding
// keeps its fixes only where every build of its file that reports it
// offers one (fixagreement.FixAgreement): otherwise it is not fixable.
func uniqueFindings(all []finding) []finding {
	type key struct {
		posn, end      token.Position
		check, message string
	}
	agreed := fixAgreement(all)
	seen := make(map[key]bool)
	var out []finding
	for _, f := range all {
		k := key{f.posn, f.end, f.check, f.message}
		if !seen[k] {
			seen[k] = true
			if agreed.Withheld(f.key()) {
				f.fixes = nil
			}
			out = append(out, f)
		}
	}
	slices.SortStableFunc(out, compareFindings)
	return out
}

// key identifies the finding across the builds of its package.
func (f finding) key() fixagreement.FindingKey {
	return fixagreement.FindingKey{Check: f.check, Posn: f.posn.String(), Message: f.message}
}

// fixAgreement records, for every finding of every build, whether that
// build offers a fix.
func fixAgreement(all []finding) *fixagreement.FixAgreement {
	agreed := fixagreement.New()
	for _, f := range all {
		agreed.Add(f.key(), f.fixable())
	}
	return agreed
}

func compareFindings(a, b finding) int {
	return cmp.Or(
		cmp.Compare(a.posn.Filename, b.posn.Filename),
		cmp.Compare(a.posn.Line, b.posn.Line),
		cmp.Compare(a.posn.Column, b.posn.Column),
		cmp.Compare(a.check, b.check),
		cmp.Compare(a.message, b.message),
	)
}

// collectCheckErrors returns the checks that did not run on a root
// package, each once per package and check (a package and its test
// variant fail alike).
func collectCheckErrors(roots []*checker.Action) []checkError {
	var out []checkError
	for _, act := range roots {
		if !act.IsRoot || act.Err == nil {
			continue
		}
		e := checkError{pkg: packagePath(act.Package.ID), check: act.Analyzer.Name, message: act.Err.Error()}
		if !slices.ContainsFunc(out, func(o checkError) bool { return o.pkg == e.pkg && o.check == e.check }) {
			out = append(out, e)
		}
	}
	return out
}

// packagePath returns the import path of the package of a package ID: a
// test variant "p [p.test]" is p, "p_test [p.test]" is p_test.
func packagePath(id string) string {
	path, _, _ := strings.Cut(id, " [")
	return path
}

// withoutFixable returns the findings that have no suggested fix: -fix
// -diff shows the others as a patch.
func withoutFixable(findings []finding) []finding {
	return slices.DeleteFunc(slices.Clone(findings), finding.fixable)
}
