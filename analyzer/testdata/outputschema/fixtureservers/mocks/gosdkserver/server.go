// Package gosdkserver is a mock server under mocks/: not reported.
package gosdkserver

import (
	"context"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	C float64 `json:"c"`
}

func handleWeather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("21 degrees"), nil
}

func handleGoSDK(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "21 degrees"}}}, nil
}

func Register() {
	s := server.NewMCPServer("weather", "1.0")
	s.AddTool(mcp.NewTool("weather", mcp.WithOutputSchema[weather]()), handleWeather)
	g := gosdk.NewServer(&gosdk.Implementation{Name: "weather"}, nil)
	g.AddTool(&gosdk.Tool{Name: "forecast", OutputSchema: &jsonschema.Schema{Type: "object"}}, handleGoSDK)
}
