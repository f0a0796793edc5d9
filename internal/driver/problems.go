package driver

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// loadProblems returns a line for each error of the packages that did not
// load or type-check, dependencies included, and for each of roots that
// is not analysed because a dependency has errors. Each line names its
// package:
//
//	broken/broken.go:5:9: undefined: helper (package example.com/m/broken not analysed)
//	mcpresult: package example.com/m/user not analysed: it imports example.com/m/broken, which has errors
//	mcpresult: stat /…/nope: directory not found (./nope not analysed)
//
// The checks skip such packages; x/tools' driver said so once per check
// ("analysis skipped due to errors in package") without naming them.
func loadProblems(roots []*packages.Package, dir string) []string {
	var lines []string
	add := func(line string) {
		if !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
	}
	packages.Visit(roots, nil, func(pkg *packages.Package) {
		for _, err := range pkg.Errors {
			add(problemLine(pkg, err, dir))
		}
	})
	for _, pkg := range roots {
		if pkg.IllTyped && len(pkg.Errors) == 0 {
			if broken := brokenDependency(pkg); broken != nil {
				add(fmt.Sprintf("%s: package %s not analysed: it imports %s, which has errors",
					name, displayPath(pkg), displayPath(broken)))
			}
		}
	}
	return lines
}

func problemLine(pkg *packages.Package, err packages.Error, dir string) string {
	what := displayPath(pkg) + " not analysed"
	if pkg.Name != "" { // a package, not a pattern or path that found none
		what = "package " + what
	}
	msg := oneLine(err.Msg)
	if err.Pos == "" || err.Pos == "-" {
		return fmt.Sprintf("%s: %s (%s)", name, msg, what)
	}
	return fmt.Sprintf("%s: %s (%s)", shortPath(err.Pos, dir), msg, what)
}

// oneLine joins the lines of a go command error ("…; to add it:\n\tgo
// get …") into one.
func oneLine(msg string) string {
	return strings.Join(strings.Fields(msg), " ")
}

// brokenDependency returns a dependency of pkg that has errors of its own.
func brokenDependency(pkg *packages.Package) *packages.Package {
	var found *packages.Package
	packages.Visit([]*packages.Package{pkg}, func(p *packages.Package) bool {
		if found == nil && p != pkg && len(p.Errors) > 0 {
			found = p
		}
		return found == nil
	}, nil)
	return found
}

// displayPath names a package as the user would: its import path, or the
// pattern it came from when it has none (a directory that is not there).
func displayPath(pkg *packages.Package) string {
	if pkg.PkgPath != "" {
		return pkg.PkgPath
	}
	return pkg.ID
}

// checkFailures returns a line for each check that failed on a package that
// did load, naming the check, the package and the first cause: when a
// check fails on a dependency, every package above it fails with "failed
// prerequisites", which says nothing of why.
func checkFailures(roots []*checker.Action) []string {
	var lines []string
	for _, act := range roots {
		if act.Err == nil || act.Package.IllTyped {
			continue // no failure, or a package whose errors loadProblems printed
		}
		cause := firstCause(act)
		line := fmt.Sprintf("%s: check %s failed on %s: %v", name, cause.Analyzer.Name, displayPath(cause.Package), cause.Err)
		if !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
	}
	return lines
}

// firstCause follows "failed prerequisites" down to the action that failed
// by itself.
func firstCause(act *checker.Action) *checker.Action {
	for strings.HasPrefix(act.Err.Error(), "failed prerequisites") {
		next := act
		for _, dep := range act.Deps {
			if dep.Err != nil {
				next = dep
				break
			}
		}
		if next == act {
			break
		}
		act = next
	}
	return act
}
