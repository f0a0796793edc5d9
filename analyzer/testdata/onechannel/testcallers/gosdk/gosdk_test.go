package gosdk

import (
	"context"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func TestDecodeForecast(t *testing.T) {
	res := &mcp.CallToolResult{StructuredContent: map[string]any{"tempC": 21.5}}
	if f := decodeForecast(res); f.TempC != 21.5 {
		t.Fatalf("got %v", f)
	}
	if f := parse(&mcp.CallToolResult{StructuredContent: map[string]any{}}); f.TempC != 0 {
		t.Fatalf("got %v", f)
	}
}

func TestDecodeHumidity(t *testing.T) {
	if h := decodeHumidity(&mcp.CallToolResult{StructuredContent: map[string]any{"humidity": 0.4}}); h != 0.4 {
		t.Fatalf("got %v", h)
	}
}

// live is a session with a deployed server, set up by TestMain.
var live *mcp.ClientSession

func TestHumidityLive(t *testing.T) {
	res, err := live.CallTool(context.Background(), &mcp.CallToolParams{Name: "humidity"})
	if err != nil {
		t.Fatal(err)
	}
	_ = decodeHumidity(res)
}
