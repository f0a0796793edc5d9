package driver

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/internal/fixagreement"
)

// run is the standalone driver: parse the flags, load, analyse, print.
func (s standalone) run(args []string) int {
	opts, err := parseOptions(args, s.cfg, s.checks, s.stderr)
	switch {
	case errors.Is(err, flag.ErrHelp):
		return exitClean
	case err != nil:
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitUsage
	case opts.version:
		printVersion(s.stdout)
		return exitClean
	case opts.help != nil:
		return s.printHelp(opts.help)
	}
	stopProfiles, err := startProfiles(opts)
	if err != nil {
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitError
	}
	defer stopProfiles()

	checks := enabledChecks(s.checks, func(name string) triState { return *opts.checks[name] })
	if opts.fix {
		return s.runFix(opts, checks)
	}
	res, cached := s.analyseCached(opts)
	if !cached {
		res, err = s.analyse(opts, checks)
	}
	if err != nil {
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitError
	}
	s.printWarnings(opts, res)
	return s.report(opts, checks, res)
}

// result is what one load and analysis of the packages gave.
type result struct {
	dir         string                    // the working directory, against which paths print
	pkgs        []*packages.Package       // nil when go vet analysed them (-cache)
	graph       *checker.Graph            // nil when go vet analysed them (-cache)
	findings    []finding                 // deduplicated, in file and line order
	disputed    []fixagreement.FindingKey // findings one build offers a fix for and another does not (-fix drops it)
	checkErrors []checkError              // checks that did not run on a package, for -json
	problems    []string                  // one line each: packages that did not load, checks that failed
}

// analyse loads the packages the options name and runs checks on them. The
// error is for a load that gave nothing at all (no go.mod, a bad pattern);
// a package that does not load or type-check is a problem in the result,
// and the other packages are analysed.
func (s standalone) analyse(opts *options, checks []*analysis.Analyzer) (*result, error) {
	dir, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	pkgs, err := load(dir, opts.patterns, opts.tests, opts.tags)
	if err != nil {
		return nil, err
	}
	graph, err := checker.Analyze(checks, pkgs, nil)
	if err != nil {
		return nil, err
	}
	res := &result{dir: dir, pkgs: pkgs, graph: graph, checkErrors: collectCheckErrors(graph.Roots)}
	res.findings, res.disputed = collectFindings(graph.Roots)
	res.problems = append(loadProblems(pkgs, dir), checkFailures(graph.Roots)...)
	return res, nil
}

// load loads the packages matching patterns, from source with their
// dependencies: the checks share facts across packages.
func load(dir string, patterns []string, tests bool, tags string) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:       packages.LoadAllSyntax | packages.NeedModule,
		Dir:        dir,
		Tests:      tests,
		BuildFlags: buildFlags(tags),
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err == nil && len(pkgs) == 0 {
		err = noPackagesError(dir, patterns, tags)
	}
	return pkgs, err
}

func buildFlags(tags string) []string {
	if tags == "" {
		return nil
	}
	return []string{"-tags=" + tags}
}

// report prints the problems and the findings in the chosen format and
// returns the exit code.
func (s standalone) report(opts *options, checks []*analysis.Analyzer, res *result) int {
	for _, p := range res.problems {
		fmt.Fprintln(s.stderr, p)
	}
	var err error
	switch {
	case opts.json:
		// The JSON of every go/analysis driver, keyed by package and check.
		err = printJSON(s.stdout, res)
	case opts.sarif:
		err = printSARIF(s.stdout, checks, res)
	default:
		err = printText(s.stderr, res.findings, opts.context, res.dir)
	}
	if err != nil {
		fmt.Fprintf(s.stderr, "%s: %v\n", name, err)
		return exitError
	}
	return exitCode(opts, len(res.findings) > 0, len(res.problems) > 0)
}

// exitCode is the table of docs/exit-codes.md. Findings in healthy
// packages say "findings" even when other packages failed: the failures
// are printed too, and hiding the findings behind them helps nobody.
func exitCode(opts *options, findings, problems bool) int {
	switch {
	case findings && !opts.json && !opts.sarif:
		return exitFindings
	case problems:
		return exitError
	}
	return exitClean
}

// printWarnings prints a warning for each -resulttypes entry that names
// no type of the loaded packages or of any other package.
func (s standalone) printWarnings(opts *options, res *result) {
	load := func(paths []string) ([]*packages.Package, error) { return loadTypes(res.dir, opts.tags, paths) }
	for _, w := range resultTypeWarnings(s.cfg.ResultTypes, res.pkgs, load) {
		fmt.Fprintln(s.stderr, w)
	}
}

// printHelp is "mcpresult help": the checks, or one check's documentation.
func (s standalone) printHelp(words []string) int {
	if len(words) == 0 {
		fmt.Fprintf(s.stdout, "%s checks (each is also a flag: -<check>=false turns it off):\n\n", name)
		for _, a := range s.checks {
			summary, _, _ := strings.Cut(a.Doc, "\n")
			fmt.Fprintf(s.stdout, "  %-12s %s\n", a.Name, summary)
		}
		fmt.Fprintf(s.stdout, "\n%s help <check> prints a check's documentation; %s -help lists the flags.\n", name, name)
		return exitClean
	}
	for _, word := range words {
		a := findCheck(s.checks, word)
		if a == nil {
			fmt.Fprintf(s.stderr, "%s: no check is called %q; %s help lists them\n", name, word, name)
			return exitUsage
		}
		fmt.Fprintf(s.stdout, "%s: %s\n\n%s\n", a.Name, strings.TrimSpace(a.Doc), a.URL)
	}
	return exitClean
}

func findCheck(checks []*analysis.Analyzer, name string) *analysis.Analyzer {
	for _, a := range checks {
		if a.Name == name {
			return a
		}
	}
	return nil
}

// startProfiles starts the profiles the options ask for; stop writes them.
func startProfiles(opts *options) (stop func(), err error) {
	var stops []func()
	stop = func() {
		for _, f := range stops {
			f()
		}
	}
	if opts.cpuProfile != "" {
		f, err := os.Create(opts.cpuProfile)
		if err != nil {
			return stop, err
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			return stop, err
		}
		stops = append(stops, func() { pprof.StopCPUProfile(); f.Close() })
	}
	if opts.memProfile != "" {
		path := opts.memProfile
		stops = append(stops, func() {
			f, err := os.Create(path)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
				return
			}
			defer f.Close()
			runtime.GC()
			if err := pprof.WriteHeapProfile(f); err != nil {
				fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			}
		})
	}
	return stop, nil
}
