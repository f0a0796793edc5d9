// Package gosdk reads go-sdk results that refusal filters handed on, of
// another package (by their mcpfilter facts) and of its own: no refusal
// reaches them. It decodes texts that helpers of the other package handed
// on unread (mcptextunread): a refusal's message decoded as the answer,
// reported once at the other package's wrapper, not here.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"example.com/fixtures/mcpmodel/refusalfilters"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type forecast struct {
	TempC float64 `json:"tempC"`
}

// Silent: the filter returns no refusal.
func viaFilter(ctx context.Context, c *refusalfilters.Client) map[string]any {
	res, err := c.Call(ctx, "weather", nil)
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// Silent: two deep (Weather hands on what Call gave).
func viaTwoDeep(ctx context.Context, c *refusalfilters.Client) []byte {
	res, err := c.Weather(ctx)
	if err != nil {
		return nil
	}
	b, _ := json.Marshal(res.StructuredContent)
	return b
}

// Silent: three deep (Forecast, Weather, Call).
func viaThreeDeep(ctx context.Context, c *refusalfilters.Client) map[string]any {
	res, err := c.Forecast(ctx)
	if err != nil {
		return nil
	}
	m, _ := res.StructuredContent.(map[string]any)
	return m
}

// call is this package's own filter over the other package's.
func call(ctx context.Context, c *refusalfilters.Client, name string) (*mcp.CallToolResult, error) {
	res, err := c.Call(ctx, name, nil)
	if err != nil {
		return nil, fmt.Errorf("calling %s: %w", name, err)
	}
	return res, nil
}

// Silent: through the package's own filter.
func viaOwnFilter(ctx context.Context, c *refusalfilters.Client) map[string]any {
	res, err := call(ctx, c, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any)
}

// Silent: the text of a filtered result is no refusal's message (textjson
// reports decoding it; that is another mistake).
func filteredText(ctx context.Context, c *refusalfilters.Client) (forecast, error) {
	var f forecast
	res, err := c.Call(ctx, "weather", nil)
	if err != nil {
		return f, err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

// Silent: the filter's text.
func viaTextFilter(ctx context.Context, c *refusalfilters.Client) (forecast, error) {
	var f forecast
	text, err := c.AskChecked(ctx, "weather")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

// Reported: the wrapper only logs a refusal.
func viaLogged(ctx context.Context, c *refusalfilters.Client) map[string]any {
	res, err := c.CallLogged(ctx, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Reported: the wrapper checks another result.
func viaOther(ctx context.Context, c *refusalfilters.Client) map[string]any {
	res, err := c.CallOther(ctx, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Reported: the wrapper returns the result before checking it.
func viaEarly(ctx context.Context, c *refusalfilters.Client) []byte {
	res, err := c.CallEarly(ctx, "weather", true)
	if err != nil {
		return nil
	}
	b, _ := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	return b
}

// Reported: the wrapper hands on a refusal of its own.
func viaReplaced(ctx context.Context, c *refusalfilters.Client) map[string]any {
	res, err := c.CallReplaced(ctx, "weather")
	if err != nil {
		return nil
	}
	return res.StructuredContent.(map[string]any) // want `StructuredContent read without checking IsError`
}

// Silent here: Ask hands on the joined text unread, and a failed decode
// shows that text as the answer: a refusal shown as the answer. That is
// reported once, at Ask, in its own package.
func answer(ctx context.Context, c *refusalfilters.Client, q string) string {
	text, err := c.Ask(ctx, q)
	if err != nil {
		return err.Error()
	}
	var f forecast
	if err := json.Unmarshal([]byte(text), &f); err != nil {
		return text
	}
	return fmt.Sprintf("%.1f°C", f.TempC)
}

// ask hands on what Ask gave (the package's own unread helper).
func ask(ctx context.Context, c *refusalfilters.Client) (string, error) {
	return c.AskAgain(ctx, "weather")
}

// Silent here: three deep (ask, AskAgain, Ask); reported at Ask.
func answerThreeDeep(ctx context.Context, c *refusalfilters.Client) (forecast, error) {
	var f forecast
	text, err := ask(ctx, c)
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

// Silent: the wrapper looked at IsError (and only logged it): what it
// decided is its business.
func answerLogged(ctx context.Context, c *refusalfilters.Client) (forecast, error) {
	var f forecast
	text, err := c.AskLogged(ctx, "weather")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

type apiError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type envelope struct {
	Result []string  `json:"result"`
	Error  *apiError `json:"error"`
}

// Reported: a filter rules out the isError channel, not the in-band one.
func envelopeViaFilter(ctx context.Context, c *refusalfilters.Client) []string {
	res, err := c.Call(ctx, "list", nil)
	if err != nil {
		return nil
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return nil
	}
	var env envelope
	if err := json.Unmarshal(b, &env); err != nil {
		return nil
	}
	return env.Result // want `result of envelope used without checking its error field`
}

// Silent: a text of the code's own is no refusal's.
func ownText() (forecast, error) {
	var f forecast
	if err := json.Unmarshal([]byte(`{"tempC": 1}`), &f); err != nil {
		return f, errors.New("bad forecast")
	}
	return f, nil
}
