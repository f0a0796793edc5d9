// Package corpus is the measurement program behind scripts/corpus.sh,
// bench.sh, scale.sh and recall.sh: it runs mcpresult over a pinned corpus
// of real modules fetched through the Go module proxy, and benchmarks it;
// its scale mode runs mcpresult over whole public MCP repositories laid out
// from git mirrors and sets the findings against kept judgments.
//
// Its command, internal/corpus/cmd/corpus, is built only with the build tag
// measure, so that go install ./... (which pre-commit runs in its clone of
// this repository to install the hooks) does not install it; the scripts
// build it with -tags measure:
//
//	go run -tags measure ./internal/corpus/cmd/corpus run   [-work .corpus] [-bin mcpresult] [-only substr]
//	go run -tags measure ./internal/corpus/cmd/corpus bench [-work .corpus] [-bin mcpresult] [-noop noop] [-runs 5]
//	go run -tags measure ./internal/corpus/cmd/corpus scale [-work .corpus/scale] [-bin mcpresult] [-only substr]
//	                               [-mirrors /work/.mirror] [-data internal/corpus/scale] [-norun]
//	go run -tags measure ./internal/corpus/cmd/corpus recall [-work .corpus/recall] [-bin mcpresult] [-only substr]
//	                               [-mirrors /work/.mirror] [-data internal/recall] [-norun]
//
//	go run -tags measure ./internal/corpus/cmd/corpus maintainer [-data internal/corpus/scale,internal/recall]
//	go run -tags measure ./internal/corpus/cmd/corpus split
//	go run -tags measure ./internal/corpus/cmd/corpus fixcheck [-work .corpus/fixcheck] [-bin mcpresult] [-only substr] (fixcheck.go)
//
// Its split mode draws the held-out split of the recall set's and the
// scale run's repositories (internal/corpus/split.tsv). Its recall mode
// runs the same way over the repositories of the recall set and scores the
// labeled sites (internal/recall/sites.json). Its maintainer mode sets the
// findings of whole repositories against the verdicts of a judge who wrote
// no rule (maintainer.go). Its tests run with go test
// ./... like every other package's.
package corpus

import (
	"cmp"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Main runs the program with the command line of os.Args, run from the
// repository root, and exits.
func Main() {
	if len(os.Args) < 2 || !slices.Contains([]string{"run", "bench", "scale", "recall", "split", "fixcheck", "maintainer"}, os.Args[1]) {
		fmt.Fprintln(os.Stderr, "usage: corpus run|bench|scale|recall|split|fixcheck|maintainer [flags]")
		os.Exit(2)
	}
	mode := os.Args[1]
	fs := flag.NewFlagSet(mode, flag.ExitOnError)
	work := fs.String("work", ".corpus", "work directory (module copies, reports)")
	bin := fs.String("bin", ".corpus/bin/mcpresult", "mcpresult binary")
	noop := fs.String("noop", ".corpus/bin/noop", "no-op analyzer binary of the same shape (bench)")
	only := fs.String("only", "", "comma-separated substrings: run only the modules (repositories) whose path contains one")
	runs := fs.Int("runs", 5, "runs of each command (bench); the median is reported")
	mirrors := fs.String("mirrors", "/work/.mirror", "root of the fetched git mirrors, <owner>+<name>/repo (scale)")
	data := fs.String("data", "", "repos.json, findings.tsv, runs.tsv, and judgments.tsv (scale) or sites.json (recall); default internal/corpus/scale or internal/recall")
	norun := fs.Bool("norun", false, "score the kept findings without running (scale, recall)")
	fs.Parse(os.Args[2:])

	abs, err := filepath.Abs(*work) // commands run in the module directories
	if err != nil {
		fmt.Fprintln(os.Stderr, "corpus:", err)
		os.Exit(1)
	}
	*work = abs
	switch mode {
	case "run":
		err = runCorpus(*work, *bin, selectModules(*only))
	case "bench":
		err = runBench(*work, *bin, *noop, *runs, selectModules(*only))
	case "scale":
		err = scale(scaleConfig{work: *work, bin: *bin, mirrors: *mirrors, data: cmp.Or(*data, "internal/corpus/scale"), norun: *norun}, *only)
	case "split":
		err = writeSplit("internal/recall", "internal/corpus/scale", splitFile)
	case "fixcheck": // fixcheck.go
		err = fixCheck(scaleConfig{work: *work, bin: *bin, mirrors: *mirrors, data: cmp.Or(*data, "internal/corpus/scale")}, *only)
	case "maintainer": // maintainer.go: -data names one or more data directories
		err = maintainer(strings.Split(cmp.Or(*data, "internal/corpus/scale,internal/recall"), ","))
	case "recall":
		err = recall(scaleConfig{work: *work, bin: *bin, mirrors: *mirrors, data: cmp.Or(*data, "internal/recall"), norun: *norun}, *only)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "corpus:", err)
		os.Exit(1)
	}
}

func selectModules(only string) []module {
	if only == "" {
		return corpus
	}
	var out []module
	for _, m := range corpus {
		for _, s := range strings.Split(only, ",") {
			if s != "" && strings.Contains(m.String(), s) {
				out = append(out, m)
				break
			}
		}
	}
	return out
}

func scale(cfg scaleConfig, only string) error {
	repos, err := loadScaleRepos(cfg.file("repos.json"))
	if err != nil {
		return err
	}
	return runScale(cfg, repos, selectScaleRepos(repos, only))
}

// moreSiteFiles are the labeled sites beside sites.json: issue 19's
// held-out sites (tuning now) and the sites of issue 24's fresh draw,
// labeled blind before any run (the held-out half's) or for tuning, and
// those of issue 25's draw of retries and structured results.
var moreSiteFiles = []string{"heldout-sites.json", "draw24-heldout-sites.json", "draw24-tuning-sites.json", "draw25-sites.json"}

// recall runs the recall set's repositories like the scale run (findings
// and runs go to the recall data directory) and scores the labeled sites:
// sites.json and heldout-sites.json (sites labeled on the held-out half,
// issue 19), as a whole and per half of the split (split.tsv).
func recall(cfg scaleConfig, only string) error {
	repos, err := loadScaleRepos(cfg.file("repos.json"))
	if err != nil {
		return err
	}
	sites, err := loadSites(cfg.file("sites.json"))
	if err != nil {
		return err
	}
	files := []string{cfg.file("sites.json")}
	for _, name := range moreSiteFiles {
		more, err := loadSites(cfg.file(name))
		if os.IsNotExist(err) { // a fresh draw's directory holds sites.json alone
			continue
		}
		if err != nil {
			return err
		}
		files = append(files, cfg.file(name))
		sites = append(sites, more...)
	}
	half, err := loadSplit(splitFile)
	if err != nil {
		return err
	}
	if !cfg.norun {
		panics, err := runScaleRepos(cfg, repos, selectScaleRepos(repos, only))
		if err != nil {
			return err
		}
		if panics > 0 {
			defer fmt.Fprintf(os.Stderr, "corpus: %d panics (there must be none)\n", panics)
		}
	}
	findings, err := readFindings(cfg.file("findings.tsv"))
	if err != nil {
		return err
	}
	fmt.Printf("\nrecall set (%s, %d sites) against %s:\n\n", strings.Join(files, ", "), len(sites), cfg.file("findings.tsv"))
	src := filepath.Join(cfg.work, "src")
	score := func(sites []site) {
		sc := scoreSites(sites, findings)
		sc.print(os.Stdout)
		printAtHelper(os.Stdout, sc, sc.atHelper(src, findings))
	}
	score(sites)
	for _, h := range []string{halfTuning, halfHeldOut} {
		var inHalf []site
		for _, s := range sites {
			if half[s.Repo] == h {
				inHalf = append(inHalf, s)
			}
		}
		fmt.Printf("\n=== the %s half (%d sites):\n\n", h, len(inHalf))
		score(inHalf)
	}
	return nil
}
