package testhelpers

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// callTool is a tuple helper of the tests: the result and its text.
func callTool(t *testing.T, cs *mcp.ClientSession, name string) (*mcp.CallToolResult, string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: name})
	if err != nil {
		t.Fatal(err)
	}
	return res, res.Content[0].(*mcp.TextContent).Text
}

func TestWeather(t *testing.T) {
	var cs *mcp.ClientSession
	res, text := callTool(t, cs, "weather")
	if res.IsError {
		t.Fatal(text)
	}
	var w struct{ TemperatureC float64 }
	if err := json.Unmarshal([]byte(text), &w); err != nil { // want `decoding tool result text as JSON; read the structured content instead`
		t.Fatal(err)
	}
}

// Silent: the text is only compared, not decoded.
func TestWeatherText(t *testing.T) {
	var cs *mcp.ClientSession
	_, text := callTool(t, cs, "weather")
	if text != "sunny" {
		t.Errorf("got %q", text)
	}
}
