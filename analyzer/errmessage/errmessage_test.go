package errmessage_test

import (
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/errmessage"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
)

func TestGoSDK(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/gosdk")
}

func TestMCPGo(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/mcpgo")
}

// The text of an isError result built from its blocks is its text.
func TestBuiltBlocks(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/builtblocks/gosdk", "./errmessage/builtblocks/mcpgo")
}

// Where real code puts it: error objects as parameters, boolean returns,
// predicate helpers, CallTool's Go error, and decisions in tests.
func TestRealCode(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/realcode/gosdk", "./errmessage/realcode/mcpgo")
}

// The error of a client request matched in a helper it is passed to, and
// the errors of requests other than CallTool.
func TestErrorParams(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/errorparams/gosdk", "./errmessage/errorparams/gosdkclient", "./errmessage/errorparams/mcpgo")
}

// Provenance decides scope: an error object whose type the module decodes
// tool results into, here or in a package it imports (a fact), is a
// tool's; another service's of the same shape is not.
func TestProvenance(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/provenance/classify", "./errmessage/provenance/classifyfact")
}

// A struct of the seeds' error convention ({errorCategory, isRetryable,
// message}) is a tool's error object by its keys, in a package that never
// decodes it; another service's {code, message} stays out of scope.
func TestConvention(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/convention/gosdk", "./errmessage/convention/mcpgo")
}

// A session manager of the module's own (another package) hands every
// request's error on with %w; its callers ask errors.As for the manager's
// own error types and match the server's wording (obot's handlers).
func TestSessionWrappers(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/sessionwrappers/gosdk", "./errmessage/sessionwrappers/mcpgo")
}

// An isError text is decided on only where the code reads the code its
// server sends in the payload; rewording a request's failure (every
// branch wraps the same error with %w) decides nothing.
func TestCodeInReach(t *testing.T) {
	t.Parallel()
	checktest.Run(t, errmessage.New, "./errmessage/codereach/gosdk", "./errmessage/codereach/mcpgo")
}
