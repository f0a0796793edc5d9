// Package server answers through the builders of package utils.
package server

import (
	"context"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/structuredonly/helpers/utils"
)

type report struct {
	Days int `json:"days"`
}

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "filled", InputSchema: map[string]any{"type": "object"}}, filled)
	s.AddTool(&mcp.Tool{Name: "builder", InputSchema: map[string]any{"type": "object"}}, builder)
}

// The builder is reported in its own package; its callers are not, one
// call deep or three.
func builder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return utils.Structured(report{Days: 3}), nil
}

func builderMCPGo(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return utils.StructuredMCPGo(report{Days: 3}), nil
}

func answer(r report) *mcp.CallToolResult { return utils.Structured(r) }

func forward(r report) *mcp.CallToolResult { return answer(r) }

func threeDeep(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return forward(report{Days: 1}), nil
}

// An empty result of another package, given structured content here:
// reported here (the builder's fact says it has no content).
func filled(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := utils.Empty()
	res.StructuredContent = report{Days: 3}
	return res, nil // want `^structured content of report with no text block in the handler of tool "filled"; also send its JSON as text, in a TextContent block of Content$`
}

// A helper of this package that fills it: reported at the helper, once;
// the handlers that call it, two and three deep, are not.
func withReport(r report) *mcp.CallToolResult {
	res := utils.Empty()
	res.StructuredContent = r
	return res // want `^structured content of report with no text block; also send its JSON as text, in a TextContent block of Content$`
}

func twoDeep(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return withReport(report{Days: 2}), nil
}

func viaTwoDeep(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return twoDeep(ctx, req)
}

// Both channels through another package's builder: silent.
func both(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return utils.JSON(report{Days: 3})
}
