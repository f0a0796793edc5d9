// Package telemetry: a decorator of the optimizer in another package,
// handing on what the optimizer it wraps returns.
package telemetry

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/emptyresult/nevernil/optimizer"
)

type Traced struct{ Inner optimizer.Optimizer }

func (t *Traced) FindTool(ctx context.Context, query string) (*optimizer.FindOutput, error) {
	result, err := t.Inner.FindTool(ctx, query)
	if err != nil {
		log.Printf("find_tool: %v", err)
		return nil, err
	}
	log.Printf("find_tool: %d tools", len(result.Tools))
	return result, nil
}

// Text is a success wrapper: the package uses MCP.
func Text(s string) *mcp.CallToolResult { // want Text:`mcpsuccessresult\(params \[0\]\)`
	return mcp.NewToolResultText(s)
}
