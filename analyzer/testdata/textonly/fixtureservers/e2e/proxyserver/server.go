// Command proxyserver is a fixture server under e2e/: it breaks the
// contract on purpose to test a proxy, and is not reported.
package main

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	C float64 `json:"c"`
}

func handleWeather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(weather{C: 21})
	return mcp.NewToolResultText(string(b)), nil
}

func handleGoSDK(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	b, _ := json.Marshal(weather{C: 21})
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: string(b)}}}, nil
}

func main() {
	s := server.NewMCPServer("weather", "1.0")
	s.AddTool(mcp.NewTool("weather"), handleWeather)
	g := gosdk.NewServer(&gosdk.Implementation{Name: "weather"}, nil)
	g.AddTool(&gosdk.Tool{Name: "weather"}, handleGoSDK)
}
