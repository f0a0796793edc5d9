// Package netserver imports net/http, not a test-support package: it is a
// server that ships, reported.
package netserver

import (
	"context"
	"net/http"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	C float64 `json:"c"`
}

func handleWeather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("21 degrees"), nil // want `success result without structured content in the handler of tool "weather"`
}

func handleGoSDK(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "21 degrees"}}}, nil // want `success result without structured content in the handler of tool "forecast"`
}

func Register() {
	s := server.NewMCPServer("weather", "1.0")
	s.AddTool(mcp.NewTool("weather", mcp.WithOutputSchema[weather]()), handleWeather)
	g := gosdk.NewServer(&gosdk.Implementation{Name: "weather"}, nil)
	g.AddTool(&gosdk.Tool{Name: "forecast", OutputSchema: &jsonschema.Schema{Type: "object"}}, handleGoSDK)
}

// Serve serves the tools over HTTP.
func Serve(h http.Handler) error { return http.ListenAndServe(":8080", h) }
