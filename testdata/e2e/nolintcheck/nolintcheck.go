// Package nolintcheck makes one finding of each check, and silences each
// with //nolint:<check>: golangci-lint must apply the directives, and
// nolintlint must find each of them used (TestGolangciLintNolint). Every
// line with a directive has exactly one finding without it.
package nolintcheck

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Forecast is the weather tool's answer.
type Forecast struct {
	TemperatureC float64 `json:"temperatureC"`
}

// Alert is an item of the alerts tool's answer.
type Alert struct {
	Severity string `json:"severity"`
}

// alerts is the alerts tool's payload: a result, or an in-band refusal.
type alerts struct {
	Result []Alert `json:"result"`
	Error  *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// DecodeText decodes the text of a result.
func DecodeText(res *mcp.CallToolResult) (f Forecast, err error) {
	if res.IsError {
		return f, errors.New("weather tool failed")
	}
	err = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &f) //nolint:textjson // the legacy server has no structured output
	return f, err
}

// Alerts reads the payload without checking IsError, treats no alerts as an
// error, and branches on the in-band error's wording.
func Alerts(ctx context.Context, s *mcp.ClientSession) ([]Alert, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "alerts"})
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(res.StructuredContent) //nolint:onechannel // the alerts server never refuses
	if err != nil {
		return nil, err
	}
	var a alerts
	if err := json.Unmarshal(b, &a); err != nil {
		return nil, err
	}
	if a.Error != nil {
		if a.Error.Message == "region not found" { //nolint:errmessage // the alerts server has no codes yet
			return nil, errors.New("unknown region")
		}
		return nil, fmt.Errorf("alerts refused: %s", a.Error.Message)
	}
	if len(a.Result) == 0 { //nolint:emptyresult // callers treat no alerts as a fault
		return nil, errors.New("no alerts")
	}
	return a.Result, nil
}

// FirstText reads the first block of an mcp-go result, which mcp-go decoded
// as a value, as a pointer.
func FirstText(res *mcpgo.CallToolResult) string {
	if res.IsError || len(res.Content) == 0 {
		return ""
	}
	if tc, ok := res.Content[0].(*mcpgo.TextContent); ok { //nolint:ptrcontent // results built in process
		return tc.Text
	}
	return ""
}

// Register adds a tool that declares an output schema but answers with
// text only, one that returns its JSON only as text, and one that answers
// with structured content alone.
func Register(s *server.MCPServer) {
	s.AddTool(mcpgo.NewTool("forecast", mcpgo.WithOutputSchema[Forecast]()), forecast)
	s.AddTool(mcpgo.NewTool("alerts"), alertList)
	s.AddTool(mcpgo.NewTool("severity"), severity)
}

func forecast(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return mcpgo.NewToolResultText("21°C"), nil //nolint:outputschema // its clients read the text
}

func alertList(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	b, err := json.Marshal([]Alert{{Severity: "low"}})
	if err != nil {
		return nil, err
	}
	return mcpgo.NewToolResultText(string(b)), nil //nolint:textonly // a legacy client parses the text
}

func severity(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
	return &mcpgo.CallToolResult{StructuredContent: Alert{Severity: "low"}}, nil //nolint:structuredonly // its clients read the payload
}

// WaitForecast calls the forecast tool until it stops refusing.
func WaitForecast(ctx context.Context, s *mcp.ClientSession) *mcp.CallToolResult {
	for {
		res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "forecast"}) //nolint:retry // the caller's context ends it
		if err == nil && !res.IsError {
			return res
		}
	}
}
