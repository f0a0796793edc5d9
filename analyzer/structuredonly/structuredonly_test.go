package structuredonly_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/structuredonly"
)

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, structuredonly.New, "./structuredonly/mcpgo")
}

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, structuredonly.New, "./structuredonly/gosdk")
}

// Builders of another package: one that answers structured content alone
// is reported there, once, and not at the handlers that call it (one call
// deep or three); one that answers an empty result carries that to the
// handler that fills it by fact.
func TestHelpers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, structuredonly.New, "./structuredonly/helpers/utils", "./structuredonly/helpers/server")
}

// Fixture servers (under mocks/, or a package whose non-test files import
// a test-support package) break the contract on purpose: silent. The same
// server elsewhere is reported.
func TestFixtureServers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, structuredonly.New, "./structuredonly/fixtureservers/server",
		"./structuredonly/fixtureservers/mocks/server", "./structuredonly/fixtureservers/testsupport")
}
