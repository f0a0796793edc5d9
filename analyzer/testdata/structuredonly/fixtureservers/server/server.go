// Package server answers structured content alone, in production: reported.
package server

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	C float64 `json:"c"`
}

func handleWeather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{StructuredContent: weather{C: 21}}, nil // want `^structured content of weather with no text block`
}

func handleGoSDK(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	return &gosdk.CallToolResult{StructuredContent: weather{C: 21}}, nil // want `^structured content of weather with no text block`
}
