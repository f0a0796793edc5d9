// Package errorscopes asks where a result is known to be an isError result,
// with && and || in the conditions.
package errorscopes

import "github.com/modelcontextprotocol/go-sdk/mcp"

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
