// Command noop is the benchmark floor for mcpresult: the same analyzers as
// the suite (same names, flags, Requires graph and fact types) under the
// same driver (internal/driver), but every mcpresult Run returns at once.
//
// The driver's cost depends on the shape of the analyzers, not on what they
// do: declaring a fact type makes the standalone driver load and analyse
// every dependency from source, and go vet run the tool on every
// dependency. So "mcpresult / noop" isolates what the checks themselves
// cost. Required passes from golang.org/x/tools (inspect, ctrlflow,
// buildssa) are kept real, because they are part of the shape.
//
//	go build -o noop ./internal/noop
//	noop ./...                        # standalone floor
//	go vet -vettool=$(pwd)/noop ./... # vet floor
package main

import (
	"os"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/internal/driver"
)

func main() {
	var cfg config.Config
	os.Exit(driver.Main(&cfg, Hollow(analyzer.Suite(&cfg)), os.Args[1:]))
}
