// Package errorscopes asks where a result is known to be an isError result,
// with && and || in the conditions.
package errorscopes

import (
	"log"
	"os"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func probe(any) {}

func andBody(res *mcp.CallToolResult, strict bool) {
	if strict && res.IsError {
		probe(res) // want `in isError scope`
	}
}

func orBody(res *mcp.CallToolResult, strict bool) {
	if strict || res.IsError {
		probe(res) // strict alone enters
	}
}

func notOrElse(res *mcp.CallToolResult, cached bool) {
	if !res.IsError || cached {
		return
	} else {
		probe(res) // want `in isError scope`
	}
}

func notOrExit(res *mcp.CallToolResult, cached bool) {
	if !res.IsError || cached {
		return
	}
	probe(res) // want `in isError scope`
}

func notAndExit(res *mcp.CallToolResult, cached bool) {
	if !res.IsError && cached {
		return
	}
	probe(res) // cached false falls through whatever IsError says
}

// A test's Fatal never returns (ctrlflow knows it): what follows is the
// isError scope.
func notThenFatal(t *testing.T, res *mcp.CallToolResult) {
	if !res.IsError {
		t.Fatal("want an error")
	}
	probe(res) // want `in isError scope`
}

// t.Error returns: the rest runs whatever IsError says.
func notThenError(t *testing.T, res *mcp.CallToolResult) {
	if !res.IsError {
		t.Error("want an error")
	}
	probe(res)
}

// fail is the package's own helper that always exits.
func fail(msg string) {
	log.Print(msg)
	os.Exit(1)
}

func notThenOwnExit(res *mcp.CallToolResult) {
	if !res.IsError {
		fail("want an error")
	}
	probe(res) // want `in isError scope`
}
