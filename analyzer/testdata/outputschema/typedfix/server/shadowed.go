package server

import (
	"context"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// The handler's own errors hides the package's name: the fix writes
// fmt.Errorf("%s", msg).
func handleShadowed(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	errors := []string{"project is required"}
	if in.Project == "" {
		return toolError(errors[0]), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, Report{Items: []string{fmt.Sprint(in.Project)}}, nil
}
