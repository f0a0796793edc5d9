package textonly_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/textonly"
)

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textonly.New, "./textonly/mcpgo")
}

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textonly.New, "./textonly/gosdk")
}

// Helpers of another package: a text wrapper and a JSON text helper carry
// facts to the handlers that use them; a helper that builds the result
// itself is reported once, in its own package.
func TestHelpers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textonly.New, "./textonly/helpers/utils", "./textonly/helpers/server")
}

// JSON text sent through the package's own wrappers, whatever way they
// build the result: a literal, a field assignment, append to Content, a
// wrapper that also returns an error, a method.
func TestWrappers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textonly.New, "./textonly/wrappers/mcpgo", "./textonly/wrappers/gosdk")
}

// Fixture servers (under e2e/, mocks/ or fixtures/, or a package whose
// non-test files import a test-support package) break the contract on
// purpose: silent. The same server elsewhere is reported.
func TestFixtureServers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textonly.New, fixtureServers...)
}

var fixtureServers = []string{
	"./textonly/fixtureservers/server", "./textonly/fixtureservers/e2e/proxyserver", "./textonly/fixtureservers/mocks/gosdkserver",
	"./textonly/fixtureservers/fixtures/server", "./textonly/fixtureservers/testsupport", "./textonly/fixtureservers/mockingbird",
	"./textonly/fixtureservers/netserver", "./textonly/fixtureservers/taggedsupport",
}

// The advice fits the SDK release in use, as its compiled package says:
// an upgrade where results carry no structured content, the field where
// the package has no NewToolResultStructured (forks configured with
// -resulttypes stand for the releases). No fix is offered there.
func TestReleases(t *testing.T) {
	t.Parallel()
	const old, field = "example.com/fixtures/textonly/releases/textonlysdk", "example.com/fixtures/textonly/releases/fieldonlysdk"
	cfg := &config.Config{ResultTypes: []config.TypeName{{Path: old, Name: "CallToolResult"}, {Path: field, Name: "CallToolResult"}}}
	checktest.RunConfiguredWithFixes(t, cfg, textonly.New, "./textonly/releases/server")
}

// JSON an API answered, held as a json.RawMessage and marshalled again,
// is data (cloudflare-mcp-go's FormatResult); other bytes marshal to a
// base64 string.
func TestRawJSON(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textonly.New, "./textonly/rawjson/mcpgo", "./textonly/rawjson/gosdk")
}

// A text that holds JSON on the data path and something else on another
// (prose for an empty case, a URI in another branch) is reported, and no
// fix changes the other path's answer; JSON made by helpers one and two
// calls away and in another package (which imports no SDK); look-alikes:
// prose made of JSON, an upstream body, a JSON string scalar.
func TestDataPaths(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textonly.New, "./textonly/datapaths/report", "./textonly/datapaths/mcpgo", "./textonly/datapaths/gosdk")
}

// JSON from the encoders real servers use besides encoding/json
// (protojson, json-iterator and its configured API, goccy/go-json, sonic),
// through a pretty-printer too; no fix is offered for them (their JSON may
// read otherwise than the SDK's marshal of the value).
func TestEncoders(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textonly.New, "./textonly/encoders/mcpgo", "./textonly/encoders/gosdk") // no .golden: a fix would fail the test
}

// go-sdk typed handlers (Out any) that end with return helper(…): the
// results are what the helper returns. A helper chain that gives a nil Out
// and builds the text from JSON it serialised is reported once, at the
// helper that marshals; look-alikes: a helper that gives its Out, prose
// and an upstream body through the same chain, JSON sent on through
// another module's function.
func TestForwarded(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textonly.New, "./textonly/forwarded/utils", "./textonly/forwarded/server") // no .golden: a fix would fail the test
}
