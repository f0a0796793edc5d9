package ptrcontent_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/ptrcontent"
)

// A client of mcp-go: assertions, cases and helper calls, with fixes where
// asserting the value type keeps the code compiling.
func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, ptrcontent.New, "./ptrcontent/mcpgo")
}

// go-sdk's blocks are pointers: nothing to report.
func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.Run(t, ptrcontent.New, "./ptrcontent/gosdk")
}

// A server's own results may hold pointer blocks; what its in-process
// client returns was decoded again.
func TestServer(t *testing.T) {
	t.Parallel()
	checktest.Run(t, ptrcontent.New, "./ptrcontent/server")
}

// Helpers given results: exported ones serve clients, package-only ones
// given own results and test helpers are silent.
func TestHelpers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, ptrcontent.New, "./ptrcontent/helpers")
}
