package emptyresult_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/emptyresult"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
)

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/gosdk")
}

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/mcpgo")
}

func TestConditions(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/conditions")
}

// An answer decoded from text built from blocks is the answer's data; the
// built text itself tested for emptiness is a presence guard.
func TestBuiltBlocks(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/builtblocks/gosdk", "./emptyresult/builtblocks/mcpgo")
}

func TestThroughHelpers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/throughhelpers/lib", "./emptyresult/throughhelpers/mcpgo", "./emptyresult/throughhelpers/gosdk")
}

// Payloads decoded by client wrappers of another package (issue 10,
// class 3), by fact.
func TestClientWrappers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/clientwrappers/gosdk", "./emptyresult/clientwrappers/mcpgo")
}

// Handlers answering through the server's own success and error wrappers
// (of their package, or of another by fact), with text built in a
// strings.Builder, and handlers of a server's own shape (issue 10,
// class 5).
func TestOwnWrappers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/ownwrappers/lib", "./emptyresult/ownwrappers/mcpgo", "./emptyresult/ownwrappers/gosdk")
}

// Tests of what a handler's call replied rather than of the answer: a
// generated HTTP client's per-status field, the reply to an action.
func TestReplies(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/replies/mcpgo", "./emptyresult/replies/gosdk")
}

// Handlers of the server's own shape that a generic helper adapts into a
// tool (mcp-grafana's MustTool).
func TestAdapted(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/adapted/mcpgo")
}

// Handlers that hand a helper's call on whole (return getX(ctx, name)):
// the helper's empty-data failure is the handler's tool error.
func TestTailReturns(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/tailreturns/lib", "./emptyresult/tailreturns/mcpgo", "./emptyresult/tailreturns/gosdk")
}

// Handlers of a server's own tool type: a method answering (tool result,
// error) beside a method returning the tool's definition.
func TestOwnTools(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/owntools/gosdk", "./emptyresult/owntools/mcpgo")
}

// Values a handler answers with that are no empty collection:
// configuration read from the context, a reply's list taken apart at its
// first entry, one element of a list (issue 28).
func TestNotAnswers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/notanswers/mcpgo", "./emptyresult/notanswers/gosdk")
}

// Helpers of a backend package of the module that imports no MCP SDK,
// summarised for the handlers that import it (issue 10, class 5).
func TestOutside(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/outside/backend", "./emptyresult/outside/mcpgo", "./emptyresult/outside/gosdk")
}

// A count of the answer (x.TotalCount == 0) tested instead of its length.
func TestCounts(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/counts/mcpgo", "./emptyresult/counts/gosdk")
}

// Source to sink (issue 19): the answer, not the request and not a
// precondition, decided by value flow; probes that differ only in names
// get one verdict.
func TestSourceSink(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/sourcesink/lib", "./emptyresult/sourcesink/library", "./emptyresult/sourcesink/mcpgo", "./emptyresult/sourcesink/gosdk")
}

// A request parser and a reply reader named by configuration.
func TestConfigured(t *testing.T) {
	t.Parallel()
	const pkg = "example.com/fixtures/emptyresult/sourcesink/configured"
	cfg := &config.Config{
		RequestParsers: []config.FuncName{{Path: pkg, Recv: "srv", Name: "parse"}, {Path: pkg, Name: "fill"}},
		ReplyReaders:   []config.FuncName{{Path: pkg, Recv: "dap", Name: "readResponse"}},
	}
	checktest.RunConfigured(t, cfg, emptyresult.New, "./emptyresult/sourcesink/configured")
}

// Request data through the package's own helpers at any depth, closures,
// methods and helpers of another package (issue 24, item 3).
func TestRequestDepth(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/requestdepth/lib", "./emptyresult/requestdepth/mcpgo", "./emptyresult/requestdepth/gosdk")
}

// A search's found flag set in its loop over the fetched rows, tested
// false (issue 24's recall shape).
func TestFoundFlags(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/foundflags/lib", "./emptyresult/foundflags/mcpgo", "./emptyresult/foundflags/gosdk")
}

// Nil tests of pointers, whether nil can come or not (issue 19's toolhive
// optimizer, a store's unknown key): one entity or an upstream's nil
// reply, silent by type since issue 28.
func TestNeverNil(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/nevernil/optimizer", "./emptyresult/nevernil/optimizer/mocks", "./emptyresult/nevernil/telemetry", "./emptyresult/nevernil/mcpgo", "./emptyresult/nevernil/gosdk")
}

// The principle server side (issue 28): an empty collection that is the
// answer is reported, in both SDKs, two calls deep and across packages;
// a single entity, one element of a list, the input of a computation and
// an upstream's nil reply are not.
func TestCollections(t *testing.T) {
	t.Parallel()
	checktest.Run(t, emptyresult.New, "./emptyresult/collections/lib", "./emptyresult/collections/mcpgo", "./emptyresult/collections/gosdk")
}
