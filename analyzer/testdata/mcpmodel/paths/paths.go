// Package paths probes access paths: probe(x) reports the path x names,
// and whether the result there is the code's own.
package paths

import (
	"context"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func probe(...any) {}

type reply struct {
	res   *mcp.CallToolResult
	other *mcp.CallToolResult
	inner
}

type inner struct {
	last *mcp.CallToolResult
}

type embeds struct {
	*mcp.CallToolResult
}

func names(r reply, p *reply, results map[string]*mcp.CallToolResult, list []reply, e embeds) {
	probe(r)                // want `path r`
	probe(&r)               // want `path r`
	probe(r.res)            // want `path r.res`
	probe(p.res)            // want `path p.res`
	probe((*p).res)         // want `path p.res`
	probe(r.last)           // want `path r.last`
	probe(r.inner.last)     // want `path r.last`
	probe(results["a"])     // want `path results\[\]`
	probe(list[0].res)      // want `path list\[\].res`
	probe(e.CallToolResult) // want `path e`
	probe(e.IsError)        // want `path e.IsError`
	probe(len(results))     // a call names no path
	probe(r.res.IsError && r.other.IsError)
}

func owns(ctx context.Context, c *client.Client, req mcp.CallToolRequest) {
	res, _ := c.CallTool(ctx, req)
	got := reply{res: res, other: mcp.NewToolResultText("built here")}
	probe(got.res)   // want `path got.res`
	probe(got.other) // want `path got.other own`
	kept := &reply{}
	kept.res = mcp.NewToolResultError("built here")
	probe(kept.res) // want `path kept.res own`
}

type testCase struct {
	name string
	res  *mcp.CallToolResult
}

func tables(ctx context.Context, c *client.Client, req mcp.CallToolRequest) {
	cases := []testCase{
		{name: "a", res: mcp.NewToolResultText("a")},
		{"b", mcp.NewToolResultText("b")},
	}
	for _, tc := range cases {
		probe(tc.res) // want `path tc.res own`
	}
	probe(cases[0].res) // want `path cases\[\].res own`

	res, _ := c.CallTool(ctx, req)
	mixed := map[string]testCase{
		"built":    {res: mcp.NewToolResultText("built")},
		"received": {res: res},
	}
	for _, tc := range mixed {
		probe(tc.res) // want `path tc.res`
	}
	for _, tc := range []testCase{{res: res}} {
		probe(tc.res) // want `path tc.res`
	}
}
