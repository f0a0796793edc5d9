package driver

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/internal/fixagreement"
)

// fixPassEnv, set in the environment of a child mcpresult, makes it apply
// fixes with x/tools' driver (see runFix); withheldFixesEnv names a file
// of the findings whose fixes it must drop: those one build of their
// package offers and another does not (fixagreement).
const (
	fixPassEnv       = "MCPRESULT_FIX_PASS"
	withheldFixesEnv = "MCPRESULT_WITHHELD_FIXES"
)

// runFix is -fix: apply the suggested fixes, then print what remains and
// what the fixes did.
//
// The fixes are applied by x/tools' own driver, in a child mcpresult
// (runXToolsDriver): it merges the fixes of all findings, drops a fix that
// conflicts with another, removes the imports they leave unused, and
// formats the files; go vet -fix and go fix apply them with the same code,
// so all three give the same result. x/tools' driver then prints nothing
// and exits 0 whatever remains, so this driver analyses again and prints
// the findings that are left: those without a fix, and any whose fix did
// not apply; then one line that counts the fixes applied and the findings
// left. With -diff, no file changes: the child prints the patch (paths
// relative to the working directory, as gofmt -d prints them) and this
// driver the findings that have no fix. Either way the exit code says
// whether findings remain.
func (s standalone) runFix(opts *options, checks []*analysis.Analyzer) int {
	res, err := s.analyse(opts, checks)
	if err != nil {
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitError
	}
	s.printWarnings(opts, res)
	targets := fixTargets(res, opts.patterns)
	if len(targets) == 0 {
		code := s.report(opts, checks, res)
		s.printFixSummary(opts, fixOutcome{diff: opts.diff, left: res.findings})
		return code
	}
	if opts.diff {
		fixErr := s.printFixDiff(opts, targets, res)
		hadFindings := len(res.findings) > 0
		fixable := len(res.findings) - len(withoutFixable(res.findings))
		res.findings = withoutFixable(res.findings)
		if fixErr != nil {
			res.problems = append(res.problems, fmt.Sprintf("%s: computing the fixes: %v", name, fixErr))
		}
		code := s.report(opts, checks, res)
		if hadFindings && !opts.json && !opts.sarif {
			code = exitFindings
		}
		s.printFixSummary(opts, fixOutcome{diff: true, applied: fixable, left: res.findings})
		return code
	}
	before := fileHashes(fixedFiles(res.findings))
	fixErr := s.applyFixes(opts, targets, res.disputed, s.stdout)
	after, err := s.analyse(opts, checks)
	if err != nil {
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitError
	}
	if fixErr != nil {
		after.problems = append(after.problems, fmt.Sprintf("%s: applying the fixes: %v", name, fixErr))
	}
	code := s.report(opts, checks, after)
	fixable := len(res.findings) - len(withoutFixable(res.findings))
	s.printFixSummary(opts, fixOutcome{
		applied: max(fixable-(len(after.findings)-len(withoutFixable(after.findings))), 0),
		files:   changedFiles(before),
		left:    after.findings,
	})
	return code
}

// fixOutcome is what a -fix run did, for its summary line.
type fixOutcome struct {
	diff    bool      // -fix -diff: the fixes were shown, not applied
	applied int       // fixes applied (with -diff: shown in the patch)
	files   int       // files the fixes changed
	left    []finding // the findings printed after the fixes
}

// printFixSummary prints what -fix did, after the text output: the fixes
// applied, and the findings left and why. A finding left without a fix
// has none that is safe for every server the code may talk to; one left
// with a fix ([fix]) was not applied because it overlaps another.
func (s standalone) printFixSummary(opts *options, o fixOutcome) {
	noFix := len(withoutFixable(o.left))
	unapplied := len(o.left) - noFix
	if opts.json || opts.sarif || o.applied == 0 && len(o.left) == 0 {
		return
	}
	var parts []string
	switch {
	case o.applied == 0:
		parts = append(parts, "no fix to apply")
	case o.diff:
		parts = append(parts, fmt.Sprintf("the patch applies %s", plural(o.applied, "fix", "fixes")))
	default:
		parts = append(parts, fmt.Sprintf("applied %s in %s", plural(o.applied, "fix", "fixes"), plural(o.files, "file", "files")))
	}
	if noFix > 0 {
		parts = append(parts, fmt.Sprintf("left %s that %s no safe fix: fix %s by hand",
			plural(noFix, "finding", "findings"), pick(noFix, "has", "have"), pick(noFix, "it", "them")))
	}
	if unapplied > 0 {
		parts = append(parts, fmt.Sprintf("%s not applied, as %s another fix (the lines with [fix]): run -fix again",
			plural(unapplied, "fix", "fixes"), pick(unapplied, "it overlaps", "they overlap")))
	}
	fmt.Fprintf(s.stderr, "%s: %s\n", name, strings.Join(parts, "; "))
}

func plural(n int, one, many string) string {
	return fmt.Sprintf("%d %s", n, pick(n, one, many))
}

func pick(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// fixedFiles returns the files the fixes of findings edit.
func fixedFiles(findings []finding) []string {
	var files []string
	for _, f := range findings {
		for _, fix := range f.fixes {
			for _, e := range fix.edits {
				if !slices.Contains(files, e.filename) {
					files = append(files, e.filename)
				}
			}
		}
	}
	return files
}

// fileHashes returns the SHA-256 of each file's content ("" when it cannot
// be read).
func fileHashes(files []string) map[string]string {
	hashes := make(map[string]string)
	for _, file := range files {
		hashes[file], _ = fileHash(file)
	}
	return hashes
}

// changedFiles counts the files whose content is no longer the one hashed.
func changedFiles(before map[string]string) int {
	n := 0
	for file, hash := range before {
		if now, _ := fileHash(file); now != hash {
			n++
		}
	}
	return n
}

// printFixDiff prints the patch of the fixes on standard output, with the
// paths of its file headers relative to dir.
func (s standalone) printFixDiff(opts *options, targets []string, res *result) error {
	var patch bytes.Buffer
	err := s.applyFixes(opts, targets, res.disputed, &patch)
	_, werr := s.stdout.Write(relativeDiffPaths(patch.Bytes(), res.dir))
	return cmp.Or(err, werr)
}

// relativeDiffPaths rewrites the file headers of x/tools' unified diffs,
// "--- /abs/file.go (old)" and "+++ /abs/file.go (new)", with the path
// relative to dir where the file lies under it.
func relativeDiffPaths(patch []byte, dir string) []byte {
	lines := strings.SplitAfter(string(patch), "\n")
	for i := 0; i+1 < len(lines); i++ {
		oldFile, ok1 := diffHeader(lines[i], "--- ", " (old)")
		newFile, ok2 := diffHeader(lines[i+1], "+++ ", " (new)")
		if !ok1 || !ok2 || oldFile != newFile {
			continue
		}
		rel := shortPath(oldFile, dir)
		lines[i] = "--- " + rel + " (old)\n"
		lines[i+1] = "+++ " + rel + " (new)\n"
		i++
	}
	return []byte(strings.Join(lines, ""))
}

// diffHeader returns the file of a header line prefix+file+suffix.
func diffHeader(line, prefix, suffix string) (string, bool) {
	rest, ok := strings.CutPrefix(strings.TrimSuffix(line, "\n"), prefix)
	if !ok {
		return "", false
	}
	return strings.CutSuffix(rest, suffix)
}

// fixTargets returns the packages, as patterns for the child, that have
// findings with a fix; or the user's patterns when a package cannot be
// named (one given as a list of files).
func fixTargets(res *result, patterns []string) []string {
	var targets []string
	for _, f := range res.findings {
		if !f.fixable() {
			continue
		}
		if f.pkg == "command-line-arguments" {
			return patterns
		}
		if !slices.Contains(targets, f.pkg) {
			targets = append(targets, f.pkg)
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
// -fix (and -diff), the same checks and the same configuration, dropping
// the fixes of the disputed findings; the child's standard output (the
// patch of -diff) goes to stdout.
func (s standalone) applyFixes(opts *options, targets []string, disputed []fixagreement.FindingKey, stdout io.Writer) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	withheld, err := os.CreateTemp("", "mcpresult-withheld-*.json")
	if err != nil {
		return err
	}
	defer os.Remove(withheld.Name())
	if err := cmp.Or(json.NewEncoder(withheld).Encode(disputed), withheld.Close()); err != nil {
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
	cmd.Env = append(os.Environ(), fixPassEnv+"=1", withheldFixesEnv+"="+withheld.Name())
	if opts.tags != "" {
		// x/tools' driver has no working -tags flag; the go command it
		// runs to load the packages reads GOFLAGS.
		cmd.Env = append(cmd.Env, "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" -tags="+opts.tags))
	}
	cmd.Stdout, cmd.Stderr = stdout, s.stderr
	return cmd.Run()
}
