//go:build measure

// Command analysisprof profiles the analysis alone: it loads the packages
// once, as the standalone driver does (from source, with tests), then runs
// the suite, or with -hollow the no-op suite of package noop, on them n
// times under a CPU profile. Every analyzer's Run carries pprof labels
// "an" (the analyzer) and "pkg" (the package path and its number of files,
// which tells a test variant apart), so that the profile splits by
// analyzer and package:
//
//	go build -tags measure -o analysisprof ./internal/noop/cmd/analysisprof
//	cd <module> && analysisprof -n 10 -cpuprofile suite.prof ./...
//	analysisprof -hollow -n 10 -cpuprofile noop.prof ./...
//	go tool pprof -tags analysisprof suite.prof          # seconds per analyzer, per package
//	go tool pprof -top -cum -tagfocus=an=mcpmodel analysisprof suite.prof
//
// Loading and type-checking, the same for mcpresult and the no-op, are
// left out, so the difference between the two profiles is what the checks
// add (docs/performance.md, "Where the extra time goes"). -findings writes
// the findings of the first run, sorted, to compare two builds.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strings"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/internal/noop"
)

func main() {
	n := flag.Int("n", 10, "runs of the analysis")
	hollow := flag.Bool("hollow", false, "run the no-op suite (package noop) instead")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of the runs to this file")
	findings := flag.String("findings", "", "write the first run's findings, sorted, to this file")
	flag.Parse()
	if err := run(*n, *hollow, *cpuProfile, *findings, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "analysisprof:", err)
		os.Exit(1)
	}
}

func run(n int, hollow bool, cpuProfile, findings string, patterns []string) error {
	var cfg config.Config
	checks := analyzer.Suite(&cfg)
	if hollow {
		checks = noop.Hollow(checks)
	}
	label(checks, make(map[*analysis.Analyzer]bool))
	pkgs, err := packages.Load(&packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Tests: true}, patterns...)
	if err != nil {
		return err
	}
	runtime.GC()
	if cpuProfile != "" {
		f, err := os.Create(cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	start := time.Now()
	var lines []string
	for i := 0; i < n; i++ {
		graph, err := checker.Analyze(checks, pkgs, nil)
		if err != nil {
			return err
		}
		if i == 0 {
			lines = findingLines(graph)
		}
	}
	fmt.Fprintf(os.Stderr, "%d runs, %v per run\n", n, time.Since(start)/time.Duration(max(n, 1)))
	if findings == "" {
		return nil
	}
	sort.Strings(lines)
	return os.WriteFile(findings, []byte(strings.Join(lines, "")), 0o644)
}

// findingLines returns the roots' findings and errors, a line each.
func findingLines(graph *checker.Graph) []string {
	var lines []string
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			lines = append(lines, fmt.Sprintf("error %s %s: %v\n", act.Package.ID, act.Analyzer.Name, act.Err))
		}
		for _, d := range act.Diagnostics {
			lines = append(lines, fmt.Sprintf("%s: %s (%s) fixes=%d\n", act.Package.Fset.Position(d.Pos), d.Message, act.Analyzer.Name, len(d.SuggestedFixes)))
		}
	}
	return lines
}

// label wraps the Run of every analyzer of as, and of those they require,
// so that its samples carry the labels an and pkg.
func label(as []*analysis.Analyzer, seen map[*analysis.Analyzer]bool) {
	for _, a := range as {
		if seen[a] {
			continue
		}
		seen[a] = true
		label(a.Requires, seen)
		run, name := a.Run, a.Name
		a.Run = func(pass *analysis.Pass) (result any, err error) {
			pkg := fmt.Sprintf("%s#%d", pass.Pkg.Path(), len(pass.Files))
			pprof.Do(context.Background(), pprof.Labels("an", name, "pkg", pkg), func(context.Context) {
				result, err = run(pass)
			})
			return result, err
		}
	}
}
