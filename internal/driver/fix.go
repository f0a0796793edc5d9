package driver

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// fixPassEnv, set in the environment of a child mcpresult, makes it apply
// fixes with x/tools' driver (see runFix).
const fixPassEnv = "MCPRESULT_FIX_PASS"

// runFix is -fix: apply the suggested fixes, then print what remains.
//
// The fixes are applied by x/tools' own driver, in a child mcpresult
// (runXToolsDriver): it merges the fixes of all findings, drops a fix that
// conflicts with another, removes the imports they leave unused, and
// formats the files; go vet -fix and go fix apply them with the same code,
// so all three give the same result. x/tools' driver then prints nothing
// and exits 0 whatever remains, so this driver analyses again and prints
// the findings that are left: those without a fix, and any whose fix did
// not apply. With -diff, no file changes: the child prints the patch and
// this driver the findings that have no fix. Either way the exit code
// says whether findings remain.
func (s standalone) runFix(opts *options, checks []*analysis.Analyzer) int {
	res, err := s.analyse(opts, checks)
	if err != nil {
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitError
	}
	s.printWarnings(opts, res)
	targets := fixTargets(res, opts.patterns)
	if len(targets) == 0 {
		return s.report(opts, checks, res)
	}
	fixErr := s.applyFixes(opts, targets)
	if opts.diff {
		hadFindings := len(res.findings) > 0
		dropFixable(res)
		code := s.report(opts, checks, res)
		if hadFindings && !opts.json && !opts.sarif {
			code = exitFindings
		}
		return code
	}
	after, err := s.analyse(opts, checks)
	if err != nil {
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitError
	}
	if fixErr != nil {
		after.problems = append(after.problems, fmt.Sprintf("%s: applying the fixes: %v", name, fixErr))
	}
	return s.report(opts, checks, after)
}

// fixTargets returns the packages, as patterns for the child, that have
// findings with a fix; or the user's patterns when a package cannot be
// named (one given as a list of files).
func fixTargets(res *result, patterns []string) []string {
	var targets []string
	for _, act := range res.graph.Roots {
		if !slices.ContainsFunc(act.Diagnostics, func(d analysis.Diagnostic) bool { return len(d.SuggestedFixes) > 0 }) {
			continue
		}
		target := importPathOf(act.Package)
		if target == "command-line-arguments" {
			return patterns
		}
		if !slices.Contains(targets, target) {
			targets = append(targets, target)
		}
	}
	slices.Sort(targets)
	return targets
}

// importPathOf returns the import path that loads pkg: a test variant,
// "p [p.test]" or "p_test [p.test]", is loaded with p.
func importPathOf(pkg *packages.Package) string {
	if _, variant, ok := strings.Cut(pkg.ID, " ["); ok {
		return strings.TrimSuffix(strings.TrimSuffix(variant, "]"), ".test")
	}
	return pkg.PkgPath
}

// applyFixes runs x/tools' driver in a child mcpresult on the targets with
// -fix (and -diff), the same checks and the same configuration.
func (s standalone) applyFixes(opts *options, targets []string) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	args := []string{"-fix"}
	if opts.diff {
		args = append(args, "-diff")
	}
	if !opts.tests {
		args = append(args, "-test=false")
	}
	args = append(args, opts.checkArgs()...)
	args = append(args, opts.configArgs...)
	args = append(args, "--")
	args = append(args, targets...)
	cmd := exec.Command(exe, args...)
	cmd.Env = append(os.Environ(), fixPassEnv+"=1")
	if opts.tags != "" {
		// x/tools' driver has no working -tags flag; the go command it
		// runs to load the packages reads GOFLAGS.
		cmd.Env = append(cmd.Env, "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" -tags="+opts.tags))
	}
	cmd.Stdout, cmd.Stderr = s.stdout, s.stderr
	return cmd.Run()
}
