// Command mcpresult runs the mcpresult checks.
//
// Standalone:
//
//	mcpresult ./...
//	mcpresult -json ./...
//	mcpresult -sarif ./... > mcpresult.sarif
//	mcpresult -fix ./...
//
// As a vet tool, or a fix tool (the || keeps go vet from running its own
// checks instead when mcpresult is not installed):
//
//	go vet -vettool="$(command -v mcpresult || echo mcpresult)" ./...
//	go fix -fixtool="$(command -v mcpresult || echo mcpresult)" ./...
//
// As a tool of the user's module (go get -tool):
//
//	go tool mcpresult ./...
//
// See docs/integrations/ for every channel, golangci-lint and pre-commit
// too, and docs/exit-codes.md for what the exit codes mean.
package main

import (
	"os"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/internal/driver"
)

func main() {
	var cfg config.Config
	os.Exit(driver.Main(&cfg, analyzer.Suite(&cfg), os.Args[1:]))
}
