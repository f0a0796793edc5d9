// Package mcpgo holds tools declared in package-level variables (mcp-go):
// a Tool literal with its schema, registered through AddTools and a
// server.ServerTool, a NewTool with a schema option, a package-level table
// of ServerTools, and a handler held in a package-level variable.
package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type weather struct {
	C float64 `json:"c"`
}

var weatherTool = mcp.Tool{
	Name:        "weather",
	Description: "the weather in a city",
	OutputSchema: mcp.ToolOutputSchema{
		Type:       "object",
		Properties: map[string]any{"c": map[string]any{"type": "number"}},
	},
}

var forecastTool = mcp.NewTool("forecast", mcp.WithOutputSchema[weather]())

func handleWeather(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(weather{C: 21})
	return mcp.NewToolResultText(string(b)), nil // want `success result without structured content in the handler of tool "weather", which declares an output schema`
}

func handleForecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("sunny"), nil // want `handler of tool "forecast", which declares an output schema`
}

var alertsTool = mcp.Tool{Name: "alerts", OutputSchema: mcp.ToolOutputSchema{Type: "object"}}

// tools is a package-level table of pairs.
var tools = []server.ServerTool{
	{Tool: alertsTool, Handler: handleAlerts},
}

func handleAlerts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("none")}}, nil // want `handler of tool "alerts"`
}

var stationsTool = mcp.NewTool("stations", mcp.WithOutputSchema[weather]())

// handleStations is a handler held in a package-level variable.
var handleStations = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("[]"), nil // want `handler of tool "stations"`
}

// Silent: package-level tools without a schema (none, or an empty one),
// and a schema tool whose handler answers structured content.
var (
	plainTool      = mcp.Tool{Name: "plain"}
	emptySchema    = mcp.Tool{Name: "empty", OutputSchema: mcp.ToolOutputSchema{}}
	structuredTool = mcp.Tool{Name: "structured", OutputSchema: mcp.ToolOutputSchema{Type: "object"}}
)

func handleText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("ok"), nil
}

func handleStructured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	w := weather{C: 21}
	return mcp.NewToolResultStructured(w, "21"), nil
}

func register(s *server.MCPServer) {
	s.AddTools(server.ServerTool{Tool: weatherTool, Handler: handleWeather})
	s.AddTool(forecastTool, handleForecast)
	s.AddTools(tools...)
	s.AddTool(stationsTool, handleStations)
	s.AddTools(
		server.ServerTool{Tool: plainTool, Handler: handleText},
		server.ServerTool{Tool: emptySchema, Handler: handleText},
		server.ServerTool{Tool: structuredTool, Handler: handleStructured},
	)
}
