// Package consumer decodes the texts lib's wrappers hand on: silent here,
// since it never sees the results; the finding is at lib's wrappers.
package consumer

import (
	"context"
	"encoding/json"

	"example.com/fixtures/onechannel/unreadwrappers/lib"
	mcpgo "github.com/mark3labs/mcp-go/client"
)

type forecast struct {
	TempC float64 `json:"tempC"`
}

func viaAsk(ctx context.Context, c *lib.Client) (f forecast, err error) {
	text, err := c.Ask(ctx, "forecast")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

func viaQuery(ctx context.Context, c *mcpgo.Client) (f forecast, err error) {
	text, err := lib.Query(ctx, c, "forecast")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

func viaChecked(ctx context.Context, c *lib.Client) (f forecast, err error) {
	text, err := c.AskChecked(ctx, "forecast")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

func viaPayload(ctx context.Context, c *lib.Client) map[string]any {
	v, err := c.Payload(ctx, "forecast")
	if err != nil {
		return nil
	}
	return v.(map[string]any)
}
