// Package testsupport serves tests: its non-test files import
// net/http/httptest, so only tests call it. Not reported.
package testsupport

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"

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

func Register() {
	s := server.NewMCPServer("weather", "1.0")
	s.AddTool(mcp.NewTool("weather"), handleWeather)
	g := gosdk.NewServer(&gosdk.Implementation{Name: "weather"}, nil)
	g.AddTool(&gosdk.Tool{Name: "weather"}, handleGoSDK)
}

// NewTestServer starts the fixture server for a test.
func NewTestServer(h http.Handler) *httptest.Server { return httptest.NewServer(h) }
