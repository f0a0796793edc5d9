// Package server registers the tools of package tools.
package server

import (
	"example.com/fixtures/outputschema/crosspkg/tools"
	"github.com/mark3labs/mcp-go/server"
)

func register(s *server.MCPServer) {
	s.AddTool(tools.ForecastTool(), tools.HandleForecast)        // want `handler of tool "forecast", which declares an output schema, answers a success without structured content \(tools.go:28:2\); set StructuredContent there`
	s.AddTool(tools.ForecastTool(), tools.NewForecastHandler(3)) // want `handler of tool "forecast".*\(tools.go:34:3\)`
	s.AddTool(tools.GetForecast())                               // reported in package tools
	tool, handler := tools.GetForecast()
	s.AddTool(tool, handler)
	s.AddTool(tools.ForecastTool(), tools.HandleStructured)
	s.AddTool(tools.ProseTool(), tools.HandleForecast)
}
