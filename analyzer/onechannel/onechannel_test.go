package onechannel_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/onechannel"
)

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/gosdk")
}

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/mcpgo")
}

func TestFatalAssertions(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/assertions")
}

func TestServerHelpers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/ownhelpers")
}

func TestConditions(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/conditions")
}

func TestPayloadTests(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/payloadtests")
}

func TestEnvelopes(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/envelopes/gosdk", "./onechannel/envelopes/mcpgo")
}

// Results that move (issue 10, class 2): struct fields, maps, slices,
// channels, closures, the caller's wrapper structs, a wrapper type's method.
func TestMovingResults(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/movingresults/gosdk", "./onechannel/movingresults/mcpgo")
}

// Client wrappers of another package (issue 10, class 3), by fact.
func TestClientWrappers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/clientwrappers/gosdk", "./onechannel/clientwrappers/mcpgo")
}

// A payload passed to a helper that re-decodes it (a coercer) is read.
func TestCoercers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/coercers")
}

// Conversions into a type of the code's own that carry IsError along.
func TestConversions(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/conversions")
}

// A middleware's next(ctx, req), a function value of a tool's shape, runs
// one of the server's own tools, also with a request type of its own.
func TestMiddleware(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/middleware")
}

// Decoding a text only to unwrap a double-encoded block reads no payload.
func TestWrappedBlocks(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/wrappedblocks")
}

// A result the module's own helper built (an HTTP body wrapped into a
// result) is read as data: reported where the helper can refuse, in
// production code.
func TestBodyBuilders(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/bodybuilders/gosdk", "./onechannel/bodybuilders/mcpgo")
}

// Envelopes decoded through the client's own helpers (into a value it
// hands them, or returned), known by their wire keys and by how a field is
// read, not by names.
func TestEnvelopeShapes(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/envelopeshapes/gosdk", "./onechannel/envelopeshapes/mcpgo")
}

// A test that runs the program's own binary (the test binary re-executed,
// os.Args[0] or os.Executable) as its client's server reads its own
// server's results (gopls' mcp subcommand test); an external program's
// stay received.
func TestOwnBinary(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/ownbinary/gosdk", "./onechannel/ownbinary/mcpgo")
}

// Results and texts refusal filters handed on, of another package and of
// the package's own, and texts helpers handed on with a refusal's message
// unread (issue 24, item 2).
func TestRefusalFilters(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/refusalfilters/gosdk", "./onechannel/refusalfilters/mcpgo")
}

// A program that connects a client in process to its own server (an
// in-memory pair or a net.Pipe one end of which its server serves, mcp-go's
// in-process client) reads its own server's results, in production code
// too (looprig/mcp's examples/server); another program's stay received.
func TestInProcess(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/inprocess/gosdk", "./onechannel/inprocess/mcpgo")
}

// Refusal filters of every form (else-if, switch, a switch on IsError, a
// helper that turns a refusal into an error, two deep; the package's own
// and another's by fact) hand on no refusal: their readers are silent,
// and look-alikes that hand a refusal on are reported.
func TestFilterForms(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/filterforms/gosdk", "./onechannel/filterforms/mcpgo")
}

// A wrapper that receives a result and hands on only its text without
// reading IsError is reported once, where it hands the text on, when the
// text is used as data in its package or reaches callers out of its sight
// (another package: lib, decoded in consumer); the decoding callers are
// not reported, nor forwarders, nor wrappers that check IsError.
func TestUnreadWrappers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, onechannel.New, "./onechannel/unreadwrappers/gosdk", "./onechannel/unreadwrappers/mcpgo", "./onechannel/unreadwrappers/lib", "./onechannel/unreadwrappers/consumer")
}
