// Package driver is the mcpresult command behind cmd/mcpresult.
//
// Run by a person or a script it is the standalone driver (standalone.go):
// it loads the packages with go/packages, runs the checks with
// golang.org/x/tools/go/analysis/checker, and prints every finding with its
// check's name, in file and line order, as text, JSON or SARIF.
//
// Run by go vet or go fix (a *.cfg argument, -flags or -V=full), or by the
// standalone driver to apply fixes, it hands over to x/tools' multichecker,
// which speaks the vet tool protocol and owns the fix merging (vettool.go).
package driver

import (
	"io"
	"os"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
)

// Exit codes of the standalone binary; docs/exit-codes.md explains them.
const (
	exitClean    = 0 // no findings and no errors
	exitError    = 1 // a package did not load or a check failed, and no finding was printed
	exitUsage    = 2 // a bad flag, flag value or argument
	exitFindings = 3 // findings were printed, whatever else failed
)

// name is how the command calls itself in its messages.
const name = "mcpresult"

// Main runs the command with the arguments args (without the program name)
// and returns its exit code. cfg is the configuration the checks read;
// Main fills it in from the flags. In the vet tool protocol Main does not
// return: x/tools' driver exits itself.
func Main(cfg *config.Config, checks []*analysis.Analyzer, args []string) int {
	if vetInvocation(args) || os.Getenv(fixPassEnv) != "" {
		runXToolsDriver(cfg, checks, args)
	}
	return standalone{cfg: cfg, checks: checks, stdout: os.Stdout, stderr: os.Stderr}.run(args)
}

// standalone is one run of the standalone driver.
type standalone struct {
	cfg            *config.Config
	checks         []*analysis.Analyzer
	stdout, stderr io.Writer
}
