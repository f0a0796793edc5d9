// Command corpus runs mcpresult over a pinned corpus of real modules
// fetched through the Go module proxy, and benchmarks it; its scale mode
// runs mcpresult over whole public MCP repositories laid out from git
// mirrors and sets the findings against kept judgments.
//
//	go run ./internal/corpus run   [-work .corpus] [-bin mcpresult] [-only substr]
//	go run ./internal/corpus bench [-work .corpus] [-bin mcpresult] [-noop noop] [-runs 5]
//	go run ./internal/corpus scale [-work .corpus/scale] [-bin mcpresult] [-only substr]
//	                               [-mirrors /work/.mirror] [-data internal/corpus/scale] [-norun]
//
// scripts/corpus.sh, scripts/bench.sh and scripts/scale.sh build the
// binaries and call it.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	if len(os.Args) < 2 || (os.Args[1] != "run" && os.Args[1] != "bench" && os.Args[1] != "scale") {
		fmt.Fprintln(os.Stderr, "usage: corpus run|bench|scale [flags]")
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
	data := fs.String("data", "internal/corpus/scale", "repos.json, findings.tsv, judgments.tsv, runs.tsv (scale)")
	norun := fs.Bool("norun", false, "compare the kept findings with the judgments without running (scale)")
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
		err = scale(scaleConfig{work: *work, bin: *bin, mirrors: *mirrors, data: *data, norun: *norun}, *only)
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
