// Package tools builds tools and handlers that package server registers.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Forecast struct {
	Days []string `json:"days"`
}

// ForecastTool declares a schema; the registration is elsewhere.
func ForecastTool() mcp.Tool {
	return mcp.NewTool("forecast", mcp.WithOutputSchema[Forecast]())
}

// ProseTool declares none.
func ProseTool() mcp.Tool {
	return mcp.NewTool("prose")
}

// HandleForecast answers with text only: reported where it is bound to a
// schema tool, in package server.
func HandleForecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want HandleForecast:`mcptextonlyhandler\(result -1, \[tools.go:28:2\]\)`
	return mcp.NewToolResultText("rain"), nil
}

// NewForecastHandler is a handler constructor.
func NewForecastHandler(days int) server.ToolHandlerFunc { // want NewForecastHandler:`mcptextonlyhandler\(result 0, \[tools.go:34:3\]\)`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("rain"), nil
	}
}

// GetForecast is a pair constructor: it binds its tool to its handler
// itself, so the finding is here, not at its registration.
func GetForecast() (mcp.Tool, server.ToolHandlerFunc) { // want GetForecast:`mcptextonlyhandler\(result 1, \[tools.go:43:4\]\)`
	return ForecastTool(),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("rain"), nil // want `handler of tool "forecast"`
		}
}

// HandleStructured answers with structured content: no fact.
func HandleStructured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructured(Forecast{}, "rain"), nil
}
