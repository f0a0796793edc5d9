// Package taggedsupport ships: its tools break the contract, and the check
// reports them, though one of its files, behind a build constraint,
// imports testing (cloud.go, which is fixture code of its own).
package taggedsupport

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
	return mcp.NewToolResultText(string(b)), nil // want `^JSON\ of\ weather\ returned\ only\ as\ text\ in\ the\ handler\ of\ tool\ "weather";\ also\ return\ it\ as\ structured\ content,\ with\ mcp\.NewToolResultStructured\(value,\ text\)$`
}

func handleGoSDK(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	b, _ := json.Marshal(weather{C: 21})
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: string(b)}}}, nil // want `^JSON\ of\ weather\ returned\ only\ as\ text\ in\ the\ handler\ of\ tool\ "weather";\ set\ StructuredContent\ to\ the\ value\ beside\ the\ text$`
}

func Register() {
	s := server.NewMCPServer("weather", "1.0")
	s.AddTool(mcp.NewTool("weather"), handleWeather)
	g := gosdk.NewServer(&gosdk.Implementation{Name: "weather"}, nil)
	g.AddTool(&gosdk.Tool{Name: "weather"}, handleGoSDK)
}
