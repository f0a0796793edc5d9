package outputschema_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/outputschema"
)

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.Run(t, outputschema.New, "./outputschema/mcpgo")
}

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.Run(t, outputschema.New, "./outputschema/gosdk")
}

func TestFabricated(t *testing.T) {
	t.Parallel()
	checktest.Run(t, outputschema.New, "./outputschema/fabricated")
}

// Tools and handlers built in one package, registered in another, by facts.
func TestAcrossPackages(t *testing.T) {
	t.Parallel()
	checktest.Run(t, outputschema.New, "./outputschema/crosspkg/tools", "./outputschema/crosspkg/server")
}

// Tools declared in package-level variables, registered through AddTools
// and server.ServerTool, a package-level table, or AddTool.
func TestPackageLevel(t *testing.T) {
	t.Parallel()
	checktest.Run(t, outputschema.New, "./outputschema/pkglevel/mcpgo", "./outputschema/pkglevel/gosdk")
}

// Fixture servers (under e2e/, mocks/ or fixtures/, or a package whose
// non-test files import a test-support package) break the contract on
// purpose: silent. The same server elsewhere is reported.
func TestFixtureServers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, outputschema.New,
		"./outputschema/fixtureservers/server", "./outputschema/fixtureservers/e2e/proxyserver", "./outputschema/fixtureservers/mocks/gosdkserver",
		"./outputschema/fixtureservers/fixtures/server", "./outputschema/fixtureservers/testsupport", "./outputschema/fixtureservers/mockingbird",
		"./outputschema/fixtureservers/netserver")
}

// Handlers a helper adapts (the legacy arguments-map shape) or a
// middleware wraps are bound to their tools.
func TestAdapted(t *testing.T) {
	t.Parallel()
	checktest.Run(t, outputschema.New, "./outputschema/adapted/mcpgo", "./outputschema/adapted/gosdk")
}

// go-sdk typed handlers answering a failure with an isError result beside
// their Out, which the SDK sends as structured content; the error result
// built by the package's builders (two and three deep) and another
// package's (by fact).
func TestTypedFailures(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, outputschema.New, "./outputschema/typedfailures/results", "./outputschema/typedfailures/server")
}

// The fix of the third form: the failure returned as the handler's Go
// error where go-sdk then sends the same text and isError (a literal, the
// package's plain builder one and two calls deep, another package's by
// fact), and the returns left without a fix.
func TestTypedFailureFix(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, outputschema.New, "./outputschema/typedfix/failures", "./outputschema/typedfix/server", "./outputschema/typedfix/factories")
}
