// Command corpus runs mcpresult over a pinned corpus of real modules
// fetched through the Go module proxy, and benchmarks it.
//
//	go run ./internal/corpus run   [-work .corpus] [-bin mcpresult] [-only substr]
//	go run ./internal/corpus bench [-work .corpus] [-bin mcpresult] [-noop noop] [-runs 5]
//
// scripts/corpus.sh and scripts/bench.sh build the binaries and call it.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	if len(os.Args) < 2 || (os.Args[1] != "run" && os.Args[1] != "bench") {
		fmt.Fprintln(os.Stderr, "usage: corpus run|bench [flags]")
		os.Exit(2)
	}
	mode := os.Args[1]
	fs := flag.NewFlagSet(mode, flag.ExitOnError)
	work := fs.String("work", ".corpus", "work directory (module copies, reports)")
	bin := fs.String("bin", ".corpus/bin/mcpresult", "mcpresult binary")
	noop := fs.String("noop", ".corpus/bin/noop", "no-op analyzer binary of the same shape (bench)")
	only := fs.String("only", "", "comma-separated substrings: run only the modules whose path contains one")
	runs := fs.Int("runs", 5, "runs of each command (bench); the median is reported")
	fs.Parse(os.Args[2:])

	mods := selectModules(*only)
	abs, err := filepath.Abs(*work) // commands run in the module directories
	if err != nil {
		fmt.Fprintln(os.Stderr, "corpus:", err)
		os.Exit(1)
	}
	*work = abs
	switch mode {
	case "run":
		err = runCorpus(*work, *bin, mods)
	case "bench":
		err = runBench(*work, *bin, *noop, *runs, mods)
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
