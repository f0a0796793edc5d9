package corpus

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// scaleConfig is where the scale run reads and writes.
type scaleConfig struct {
	work    string // layouts and per-module output (git-ignored)
	bin     string // mcpresult binary
	mirrors string // root of the fetched mirrors: <mirrors>/<owner>+<name>/repo
	data    string // committed files: repos.json, findings.tsv, judgments.tsv, runs.tsv
	norun   bool   // only compare the committed findings with the judgments
}

func (c scaleConfig) file(name string) string { return filepath.Join(c.data, name) }

// moduleRun is what mcpresult did in one module directory of a repository.
type moduleRun struct {
	Repo, Module, Kind, SDK string
	Packages                int // go list ./...
	WithTests               int // go list -test ./..., what mcpresult -test analyses
	MCPPkgs                 int // of WithTests, those importing an MCP SDK
	Skipped                 int // of WithTests, not analysed: they or an import do not type-check
	MCPSkipped              int // of Skipped, those importing an MCP SDK
	LoadErrs                int // lines the driver printed about load and type errors
	Panics, Errors          []string
	Findings                int // distinct findings
	Wall                    time.Duration
}

var runHeader = []string{"repo", "module", "kind", "sdk", "packages", "with_tests", "mcp_pkgs",
	"analysed", "skipped", "mcp_skipped", "load_error_lines", "panics", "errors", "findings"}

func (m moduleRun) fields() []string {
	n := strconv.Itoa
	return []string{m.Repo, m.Module, m.Kind, m.SDK, n(m.Packages), n(m.WithTests), n(m.MCPPkgs),
		n(m.WithTests - m.Skipped), n(m.Skipped), n(m.MCPSkipped), n(m.LoadErrs), n(len(m.Panics)), n(len(m.Errors)), n(m.Findings)}
}

// runScale runs the selected repositories of the list (unless cfg.norun)
// and compares the findings with the judgments.
func runScale(cfg scaleConfig, list, selected []scaleRepo) error {
	var panics int
	if !cfg.norun {
		var err error
		if panics, err = runScaleRepos(cfg, list, selected); err != nil {
			return err
		}
	}
	findings, err := readFindings(cfg.file("findings.tsv"))
	if err != nil {
		return err
	}
	judgments, err := readJudgments(cfg.file("judgments.tsv"))
	if err != nil {
		return err
	}
	fmt.Printf("\njudged findings (%s against %s):\n\n", cfg.file("findings.tsv"), cfg.file("judgments.tsv"))
	compare(findings, judgments).print(os.Stdout)
	if panics > 0 {
		return fmt.Errorf("%d panics (there must be none)", panics)
	}
	return nil
}

// runScaleRepos runs the selected repositories, writes findings.tsv and
// runs.tsv, prints the runs and returns the number of panics. The files keep
// the rows of listed repositories that did not run (left out with -only,
// mirror missing), and lose those of repositories no longer listed.
func runScaleRepos(cfg scaleConfig, list, repos []scaleRepo) (int, error) {
	bin, err := filepath.Abs(cfg.bin)
	if err != nil {
		return 0, err
	}
	var (
		fresh []finding
		runs  []moduleRun
		ran   = make(map[string]bool)
		keep  = make(map[string]bool)
	)
	start := time.Now()
	for _, r := range repos {
		fmt.Fprintf(os.Stderr, "== %s@%.12s\n", r.Repo, r.Commit)
		rs, fs, err := runScaleRepo(cfg, bin, r)
		if err != nil {
			// Its earlier findings stay in findings.tsv.
			fmt.Fprintf(os.Stderr, "   not run: %v\n", err)
			continue
		}
		ran[r.Repo] = true
		runs = append(runs, rs...)
		fresh = append(fresh, fs...)
	}
	wall := time.Since(start)
	for _, r := range list {
		keep[r.Repo] = !ran[r.Repo]
	}
	if err := writeFindings(cfg.file("findings.tsv"), fresh, keep); err != nil {
		return 0, err
	}
	if err := writeRuns(cfg.file("runs.tsv"), runs, keep); err != nil {
		return 0, err
	}
	panics := printRuns(os.Stdout, runs)
	fmt.Printf("\n%d of %d repositories ran in %s\n", len(ran), len(repos), wall.Round(time.Second))
	return panics, nil
}

// runScaleRepo lays r out and runs mcpresult in each of its module
// directories. An error means the repository did not run: a module that
// cannot be listed or analysed at all would otherwise look like one whose
// findings are gone.
func runScaleRepo(cfg scaleConfig, bin string, r scaleRepo) ([]moduleRun, []finding, error) {
	root := filepath.Join(cfg.work, "src", r.mirrorName())
	absent, err := layOut(cfg.mirrors, r, root)
	if err != nil {
		return nil, nil, err
	}
	if len(absent) > 0 {
		fmt.Fprintf(os.Stderr, "   %d files absent from the mirror, not laid out: %s\n", len(absent), strings.Join(firstN(absent, 5), ", "))
	}
	if err := layOutReplacements(cfg.mirrors, r, root); err != nil {
		return nil, nil, err
	}
	bin, err = binaryFor(bin, r.Toolchain)
	if err != nil {
		return nil, nil, err
	}
	var (
		runs     []moduleRun
		findings []finding
	)
	for _, mod := range r.moduleDirs() {
		run, fs, err := runScaleModule(cfg, bin, r, root, mod)
		if err != nil {
			return nil, nil, fmt.Errorf("module %s: %v", mod, err)
		}
		runs = append(runs, run)
		findings = append(findings, fs...)
	}
	return runs, findings, nil
}

// runScaleModule runs mcpresult -json -test in one module directory and
// returns what it did and its distinct findings.
func runScaleModule(cfg scaleConfig, bin string, r scaleRepo, root, mod string) (moduleRun, []finding, error) {
	run := moduleRun{Repo: r.Repo, Module: mod, Kind: r.Kind, SDK: r.SDK}
	dir := filepath.Join(root, mod)
	env := append(buildEnv(r.Toolchain, r.Tags), r.Env...)
	out := filepath.Join(cfg.work, "out", r.mirrorName()+moduleSuffix(mod))
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return run, nil, err
	}
	// Resolve (and download) what the packages and their tests need; what
	// cannot be had shows up below as load errors.
	resolve := exec.Command("go", append([]string{"list", "-e", "-deps", "-test", "-f", "{{.ImportPath}}"}, r.patterns()...)...)
	resolve.Dir, resolve.Env = dir, env
	msg, _ := resolve.CombinedOutput()
	os.WriteFile(out+".resolve", msg, 0o644)

	pkgs, err := goList(dir, env, false, r.patterns()...)
	if err != nil {
		return run, nil, fmt.Errorf("%v (see %s.resolve)", err, out)
	}
	withTests, err := goList(dir, env, true, r.patterns()...)
	if err != nil {
		return run, nil, fmt.Errorf("%v (see %s.resolve)", err, out)
	}
	run.Packages, run.WithTests = len(pkgs), len(withTests)
	relevant := relevance(withTests, sdkPaths(module{Flags: r.Flags}))
	for _, ok := range relevant {
		if ok {
			run.MCPPkgs++
		}
	}

	args := append([]string{"-json", "-test"}, r.Flags...)
	cmd := exec.Command(bin, append(args, r.patterns()...)...)
	cmd.Dir, cmd.Env = dir, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	meas, _ := measure(cmd) // exit status 1 = findings or load errors, both read below
	run.Wall = meas.Wall
	os.WriteFile(out+".json", stdout.Bytes(), 0o644)
	os.WriteFile(out+".stderr", stderr.Bytes(), 0o644)

	var loadErrs []string
	run.Panics, loadErrs = splitStderr(stderr.String())
	run.LoadErrs = len(loadErrs)
	entries, err := parseDriverJSON(stdout.Bytes())
	if err != nil && len(run.Panics) > 0 {
		return run, nil, nil // a crash: counted, and the run fails on it
	}
	if err != nil {
		return run, nil, fmt.Errorf("bad JSON from mcpresult: %v (stderr: %s)", err, oneLine(tail(stderr.Bytes())))
	}
	findings, skipped := run.take(entries, root)
	run.Findings, run.Skipped = len(findings), len(skipped)
	for pkg := range skipped {
		if relevant[pkg] {
			run.MCPSkipped++
		}
	}
	return run, findings, nil
}

// take records the panics and errors among entries and returns the
// distinct findings, positioned relative to root, and the skipped packages.
func (run *moduleRun) take(entries []driverEntry, root string) ([]finding, map[string]bool) {
	skipped := make(map[string]bool)
	seen := make(map[findingKey]bool)
	var findings []finding
	for _, e := range entries {
		if e.Error != "" {
			switch classifyError(e.Error) {
			case errPanic:
				run.Panics = append(run.Panics, e.Check+": "+e.Package+": "+e.Error)
			case errSkipped:
				skipped[e.Package] = true
			default:
				run.Errors = append(run.Errors, e.Check+": "+e.Package+": "+e.Error)
			}
			continue
		}
		path, line, col := relativeTo(root, e.Posn)
		f := finding{Check: e.Check, Repo: run.Repo, Path: path, Message: e.Message}
		f.Line, _ = strconv.Atoi(line)
		f.Col, _ = strconv.Atoi(col)
		if !seen[f.key()] {
			seen[f.key()] = true
			findings = append(findings, f)
		}
	}
	return findings, skipped
}

// moduleSuffix names a module directory's output files.
func moduleSuffix(mod string) string {
	if mod == "." {
		return ""
	}
	return "_" + strings.ReplaceAll(filepath.ToSlash(mod), "/", "_")
}

// writeRuns writes runs and keeps the earlier rows of the repositories in
// keep, like writeFindings. Earlier rows under another header (the columns
// changed) are dropped: the file is only a record of the last runs.
func writeRuns(path string, runs []moduleRun, keep map[string]bool) error {
	var rows [][]string
	stale := false
	err := readTSV(path, runHeader, func(fields []string) error {
		switch {
		case stale:
		case fields[0] == runHeader[0]: // a header, not the current one
			fmt.Fprintf(os.Stderr, "%s: columns changed, earlier rows dropped\n", path)
			stale = true
		case len(fields) != len(runHeader):
			return fmt.Errorf("%d fields, want %d", len(fields), len(runHeader))
		case keep[fields[0]]:
			rows = append(rows, fields)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for _, r := range runs {
		rows = append(rows, r.fields())
	}
	slices.SortStableFunc(rows, func(a, b []string) int {
		return strings.Compare(a[0]+"\x00"+a[1], b[0]+"\x00"+b[1])
	})
	return writeTSV(path, runHeader, rows)
}

// printRuns prints the table of runs, then every panic and analyzer
// error, and returns the number of panics.
func printRuns(w io.Writer, runs []moduleRun) int {
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "repository\tmodule\tkind\tsdk\tpackages\twith tests\tMCP pkgs\tanalysed\tskipped\tMCP skipped\tload-error lines\tpanics\terrors\tfindings\twall\t")
	var panics, errs []string
	for _, r := range runs {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%.1fs\t\n", r.Repo, r.Module, r.Kind, r.SDK,
			r.Packages, r.WithTests, r.MCPPkgs, r.WithTests-r.Skipped, r.Skipped, r.MCPSkipped, r.LoadErrs, len(r.Panics), len(r.Errors),
			r.Findings, r.Wall.Seconds())
		panics = append(panics, r.Panics...)
		errs = append(errs, r.Errors...)
	}
	tw.Flush()
	printList(w, "panics", panics, func(s string) string { return s })
	printList(w, "analyzer errors", errs, func(s string) string { return s })
	return len(panics)
}

func firstN(s []string, n int) []string { return s[:min(n, len(s))] }

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
