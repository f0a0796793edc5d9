// Package mcpgo has helpers whose production callers check IsError two
// calls up, and whose tests also call them with results the tests built
// themselves (literals, SDK constructors): those calls leave the helpers'
// context checked.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type hit struct {
	ID string `json:"id"`
}

func request(name string) mcp.CallToolRequest {
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	return req
}

// Search leaves on a refusal, then hands the result on, two calls above
// the read.
func Search(ctx context.Context, c *client.Client) ([]hit, bool) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return nil, false
	}
	if res.IsError {
		return nil, false
	}
	return hits(res), true
}

// hits hands on what its checking caller gave.
func hits(res *mcp.CallToolResult) []hit { return decodeHits(res) }

// Silent: production calls it checked, its tests with their own results.
func decodeHits(res *mcp.CallToolResult) []hit {
	var out []hit
	_ = json.Unmarshal(res.RawStructuredContent, &out)
	return out
}

// Count checks IsError before reading.
func Count(ctx context.Context, c *client.Client) float64 {
	res, err := c.CallTool(ctx, request("count"))
	if err != nil || res.IsError {
		return 0
	}
	return decodeCount(res)
}

// Reported: a test also passes a received result it never checked.
func decodeCount(res *mcp.CallToolResult) float64 {
	m := res.StructuredContent.(map[string]any) // want(tests) `StructuredContent read without checking IsError`
	n, _ := m["count"].(float64)
	return n
}
