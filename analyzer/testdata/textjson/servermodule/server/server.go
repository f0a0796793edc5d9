// Package server is a server's package: its non-test code builds results.
package server

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Whoami answers with the account as JSON text.
func Whoami(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"username":"me"}`}}}, nil, nil
}

// Endpoint is where the server listens in the integration tests.
const Endpoint = "http://localhost:8080/mcp"
