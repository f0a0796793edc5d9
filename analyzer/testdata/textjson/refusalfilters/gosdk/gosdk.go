// Package gosdk decodes, as JSON, the texts of go-sdk results that refusal
// filters handed on: no refusal reaches them, but the text is still not the
// structured channel (textjson reports it, with no word of IsError).
package gosdk

import (
	"context"
	"encoding/json"

	"example.com/fixtures/mcpmodel/refusalfilters"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type forecast struct {
	TempC float64 `json:"tempC"`
}

func filteredResultText(ctx context.Context, c *refusalfilters.Client) (forecast, error) {
	var f forecast
	res, err := c.Forecast(ctx)
	if err != nil {
		return f, err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &f) // want `decoding tool result text as JSON; read StructuredContent instead`
	return f, err
}

func filteredText(ctx context.Context, c *refusalfilters.Client) (forecast, error) {
	var f forecast
	text, err := c.AskFiltered(ctx, "weather")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f) // want `decoding tool result text as JSON; read the structured content instead`
	return f, err
}
