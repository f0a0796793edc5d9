// Command mcpresult runs the mcpresult checks on Go code that calls MCP
// tools and reads their results.
//
// Install it from a checkout of the repository (there is no release yet):
//
//	git clone https://github.com/mcpresult/mcpresult
//	cd mcpresult
//	go install ./cmd/mcpresult
//
// Once the module is published, go install
// github.com/mcpresult/mcpresult/cmd/mcpresult@latest will do without a
// checkout, and go get -tool will pin it in a module; until then, a
// module pins it with go mod edit -replace and -tool
// (docs/integrations/go-tool.md).
//
// Standalone:
//
//	mcpresult ./...
//	mcpresult -json ./...
//	mcpresult -sarif ./... > mcpresult.sarif
//	mcpresult -fix ./...
//	mcpresult -cache ./...     # re-analyse only what changed (hooks)
//
// Each finding is "file:line:column: message (check)", ending with
// " [fix]" where -fix can fix it. The check's name turns it off,
// -textjson=false, or silences one finding with a comment on its line or
// the line above:
//
//	//nolint:textjson // the legacy server sends no structured content
//
// (//nolint:mcpresult silences every check; docs/suppression.md). mcpresult
// help lists the checks, mcpresult -help the flags.
//
// As a vet tool, or a fix tool (the || keeps go vet from running its own
// checks instead when mcpresult is not installed):
//
//	go vet -vettool="$(command -v mcpresult || echo mcpresult)" ./...
//	go fix -fixtool="$(command -v mcpresult || echo mcpresult)" ./...
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
