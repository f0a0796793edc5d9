// Command mcpresult runs the mcpresult analyzer suite.
//
// Standalone:
//
//	mcpresult ./...
//	mcpresult -json ./...
//	mcpresult -fix ./...
//
// As a vet tool:
//
//	go vet -vettool=$(command -v mcpresult) ./...
package main

import (
	"flag"

	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

func main() {
	var cfg config.Config
	// Suite-wide flags live on the global flag set that multichecker
	// parses, so they work standalone and are listed to go vet by -flags.
	cfg.RegisterFlags(flag.CommandLine)
	multichecker.Main(analyzer.Suite(&cfg)...)
}
