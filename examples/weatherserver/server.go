// Package weatherserver is a small MCP server, and a client of it, written
// with mark3labs/mcp-go, with the server-side mistakes mcpresult finds. It
// is part of the example the README runs mcpresult on: every finding here
// is deliberate.
package weatherserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Forecast is the typed payload of the "forecast" tool.
type Forecast struct {
	City         string  `json:"city"`
	TemperatureC float64 `json:"temperatureC"`
}

// Station is an item of the "stations" tool's payload.
type Station struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Stations is the "stations" tool's payload.
type Stations struct {
	Stations []Station `json:"stations"`
}

// NewServer registers the two tools.
func NewServer() *server.MCPServer {
	s := server.NewMCPServer("weather", "1.0.0")
	s.AddTool(mcp.NewTool("forecast",
		mcp.WithString("city", mcp.Required()),
		mcp.WithOutputSchema[Forecast](),
	), forecast)
	s.AddTool(mcp.NewTool("stations"), stations)
	return s
}

// forecast declares an output schema, then answers with text only: clients
// that validate the result against the schema find no structured content.
func forecast(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	f := Forecast{City: city, TemperatureC: 21}
	return mcp.NewToolResultText(fmt.Sprintf("%s: %.0f°C", f.City, f.TemperatureC)), nil
}

// stations serialises its data to JSON and returns it only as text: its
// clients have nothing to read but the text.
func stations(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	list := Stations{Stations: []Station{{ID: "LFPG", Name: "Paris-Charles de Gaulle"}}}
	b, err := json.Marshal(list)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// FirstStationText asserts a pointer content type on a received result:
// mcp-go decodes received blocks as values, so the assertion never matches.
func FirstStationText(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{Params: mcp.CallToolParams{Name: "stations"}})
	if err != nil {
		return "", err
	}
	if res.IsError || len(res.Content) == 0 {
		return "", errors.New("stations refused")
	}
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		return tc.Text, nil
	}
	return "", errors.New("stations answered no text")
}

// Alerts is the "alerts" tool's payload.
type Alerts struct {
	City   string   `json:"city"`
	Alerts []string `json:"alerts"`
}

// RegisterAlerts adds the "alerts" tool to a server.
func RegisterAlerts(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("alerts", mcp.WithString("city", mcp.Required())), alerts)
}

// alerts answers with structured content alone: clients that read only the
// content blocks get an empty answer.
func alerts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	city, err := req.RequireString("city")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return &mcp.CallToolResult{StructuredContent: Alerts{City: city, Alerts: []string{}}}, nil
}
