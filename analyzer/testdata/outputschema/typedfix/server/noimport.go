package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// This file does not import errors: the fix does.
func handleNoImport(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, Report, error) {
	if in.Project == "" {
		return toolError("project is required"), Report{}, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, Report{Items: []string{in.Project}}, nil
}

// A second fix in the file adds the same import: it is added once.
func handleNoImportToo(ctx context.Context, req *mcp.CallToolRequest, in args) (*mcp.CallToolResult, *Report, error) {
	if in.Project == "-" {
		return toolError("project is invalid"), nil, nil // want `error result returned beside Out in a typed handler`
	}
	return nil, &Report{Items: []string{in.Project}}, nil
}
