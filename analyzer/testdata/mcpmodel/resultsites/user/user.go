// Package user calls the builders of another package: their channels come
// from facts.
package user

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/mcpmodel/resultsites/builders"
)

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("form", "") {
	case "json":
		return builders.JSON(req.Params.Arguments) // want `channels text`
	case "structured":
		return builders.Structured(req.Params.Arguments), nil // want `channels text structured`
	case "fail":
		return builders.Fail("bad"), nil // want `channels text iserror`
	case "wrapped":
		return builders.TextResult(string(req.Params.Name)), nil // want `channels text \| only text \| texts: string\(req.Params.Name\)$`
	case "answer":
		return builders.Answer(req.Params.Arguments, "done"), nil // want `channels text structured \| only text \| texts: "done" \| payloads: req.Params.Arguments$`
	}
	res := builders.Passthrough(mcp.NewToolResultText("x"))
	return res, nil // want `channels unknown`
}
