// Command mcpresult runs the mcpresult analyzer suite.
//
// Standalone:
//
//	mcpresult ./...
//	mcpresult -json ./...
//	mcpresult -fix ./...
//
// As a vet tool, or a fix tool:
//
//	go vet -vettool=$(command -v mcpresult) ./...
//	go fix -fixtool=$(command -v mcpresult) ./...
//
// As a tool of the user's module (go get -tool):
//
//	go tool mcpresult ./...
//
// See docs/integrations/ for every channel, golangci-lint and pre-commit too.
package main

import (
	"flag"
	"os"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

func main() {
	var cfg config.Config
	// Suite-wide flags live on the global flag set that multichecker
	// parses, so they work standalone and are listed to go vet by -flags.
	cfg.RegisterFlags(flag.CommandLine)
	flag.CommandLine.Usage = shortUsage(flag.CommandLine.Usage, os.Args[1:])
	multichecker.Main(analyzer.Suite(&cfg)...)
}

// shortUsage keeps the full flag list for -h and -help only. The flag
// package has already printed the one-line error for a bad flag value, and
// under go vet the tool runs once per package: a page of usage after each
// error would bury it.
func shortUsage(full func(), args []string) func() {
	return func() {
		if helpRequested(args) {
			full()
		}
	}
}

// helpRequested reports whether the flags (up to the first argument that is
// not a flag) ask for help.
func helpRequested(args []string) bool {
	for _, arg := range args {
		switch arg {
		case "-h", "-help", "--h", "--help":
			return true
		case "--":
			return false
		}
		if len(arg) < 2 || arg[0] != '-' {
			return false
		}
	}
	return false
}
