package textjson_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/textjson"
)

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textjson.New, "./textjson/gosdk")
}

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textjson.New, "./textjson/mcpgo")
}

func TestServerOwnResults(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/server")
}

func TestServerHelpers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/ownhelpers")
}

// A fork configured with -resulttypes: the message and the fix use the
// structured field its type has.
func TestConfiguredFork(t *testing.T) {
	t.Parallel()
	const fork = "example.com/fixtures/textjson/fork"
	cfg := &config.Config{ResultTypes: []config.TypeName{{Path: fork, Name: "CallToolResult"}, {Path: fork, Name: "LegacyResult"}}}
	checktest.RunConfiguredWithFixes(t, cfg, textjson.New, "./textjson/forkuser")
}

// Under golangci-lint, //nolint and //nolint:<check> are the driver's to
// apply (nolintlint must see what they silence); the checks still apply
// //nolint:mcpresult and //lint:ignore, which golangci-lint does not know.
func TestNolintLeftToDriver(t *testing.T) {
	t.Parallel()
	checktest.RunConfigured(t, &config.Config{NolintByDriver: true}, textjson.New, "./textjson/nolintdriver")
}

// IsError checks inside && and || conditions (issue 10, class 4).
func TestConditions(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/conditions")
}

// Text built from blocks (builders, buffers, joins, +, Sprintf) is text.
func TestBuiltBlocks(t *testing.T) {
	t.Parallel()
	checktest.RunWithFixes(t, textjson.New, "./textjson/builtblocks/gosdk", "./textjson/builtblocks/mcpgo")
}

// Results and texts that move (issue 10, class 2): struct fields, maps,
// slices, channels, closures, the caller's wrapper structs.
func TestMovingResults(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/movingresults/gosdk", "./textjson/movingresults/mcpgo")
}

// Texts of client wrappers of another package (issue 10, class 3), by fact.
func TestClientWrappers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/clientwrappers/gosdk", "./textjson/clientwrappers/mcpgo", "./textjson/clientwrappers/testhelpers")
}

// A production helper that wraps an HTTP body into a result is a builder
// but not a tool's entry point: what it returns is received (issue 10,
// "Policy"), except in the package's tests.
func TestBodyBuilders(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/bodybuilders/gosdk", "./textjson/bodybuilders/mcpgo")
}

// The fallback decode of the text when StructuredContent is nil, after an
// IsError check, through a client interface of the caller's own.
func TestFallback(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/fallback")
}

// A content block serialised inside a text block, unwrapped.
func TestWrappedBlocks(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/wrappedblocks")
}

// The text of a received result passed to a package-only helper that
// decodes it (issue 10, class 3), both SDKs.
func TestTextParams(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/textparams")
}

// Methods of a test context holding a *testing.T are test helpers: they
// trust the results they are given.
func TestTestContext(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/testcontext")
}

// A package made only of tests that imports a server package of its own
// module tests that server: its results are the module's own.
func TestServerModule(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/servermodule/integration", "./textjson/servermodule/clienttest", "./textjson/servermodule/server")
}

// A configured result type whose content blocks are one flat struct: the
// block's Text field is the text.
func TestConfiguredFlatContent(t *testing.T) {
	t.Parallel()
	const fork = "example.com/fixtures/textjson/flatfork"
	cfg := &config.Config{ResultTypes: []config.TypeName{{Path: fork, Name: "CallToolResult"}}}
	checktest.RunConfigured(t, cfg, textjson.New, "./textjson/flatforkuser")
}

// The texts refusal filters handed on are still decoded from the wrong
// channel (issue 24, item 2): reported, with no word of IsError.
func TestRefusalFilters(t *testing.T) {
	t.Parallel()
	checktest.Run(t, textjson.New, "./textjson/refusalfilters/gosdk", "./textjson/refusalfilters/mcpgo")
}
