// Package noop is the benchmark floor for mcpresult: the same analyzers as
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
// Its command, internal/noop/cmd/noop, is built only with the build tag
// measure, so that go install ./... (which pre-commit runs in its clone of
// this repository to install the hooks) does not install it:
//
//	go build -tags measure -o noop ./internal/noop/cmd/noop
//	noop ./...                        # standalone floor
//	go vet -vettool=$(pwd)/noop ./... # vet floor
package noop

import (
	"os"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/internal/driver"
)

// Main runs the hollow suite under the mcpresult driver with the command
// line of os.Args, and exits.
func Main() {
	var cfg config.Config
	os.Exit(driver.Main(&cfg, Hollow(analyzer.Suite(&cfg)), os.Args[1:]))
}
