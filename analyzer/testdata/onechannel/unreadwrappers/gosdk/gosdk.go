// Package gosdk has wrappers that receive a go-sdk result and hand on only
// its joined text without reading IsError: reported once, where the text
// is handed on, when the text is used as data here or reaches callers out
// of the package's sight; the decoding callers are not reported.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Client calls tools through a go-sdk session.
type Client struct{ cs *mcp.ClientSession }

type forecast struct {
	TempC float64 `json:"tempC"`
}

// ask hands on the joined text and never reads IsError.
func (c *Client) ask(ctx context.Context, name string) (string, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	var parts []string
	for _, block := range res.Content {
		if tc, ok := block.(*mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n"), nil // want `tool result text handed on without checking IsError; check IsError here`
}

// Silent: the text is decoded, but the mistake is ask's.
func forecastOf(ctx context.Context, c *Client) (forecast, error) {
	var f forecast
	text, err := c.ask(ctx, "forecast")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

// askAgain forwards what ask gave: not reported itself.
func (c *Client) askAgain(ctx context.Context, name string) (string, error) {
	return c.ask(ctx, name)
}

// Silent: two deep (askAgain, ask).
func forecastTwoDeep(ctx context.Context, c *Client) (f forecast, err error) {
	text, err := c.askAgain(ctx, "forecast")
	if err != nil {
		return f, err
	}
	err = json.NewDecoder(strings.NewReader(text)).Decode(&f)
	return f, err
}

// banner hands on the joined text unread, but its only caller prints it:
// a refusal's message shown to a person is no harm.
func (c *Client) banner(ctx context.Context) string {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: "motd"})
	if err != nil {
		return ""
	}
	return res.Content[0].(*mcp.TextContent).Text
}

func printBanner(ctx context.Context, c *Client) {
	fmt.Println(c.banner(ctx))
}

// Summary hands on the joined text unread to callers out of the package's
// sight: reported although nothing here decodes it.
func (c *Client) Summary(ctx context.Context, name string) (string, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, block := range res.Content {
		if tc, ok := block.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String(), nil // want `tool result text handed on without checking IsError`
}

// raw hands on the first text unread; Raw, exported, forwards it.
func (c *Client) raw(ctx context.Context, name string) (string, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	return res.Content[0].(*mcp.TextContent).Text, nil // want `tool result text handed on without checking IsError`
}

// Raw forwards raw's text out of sight: reported at raw, where the text is
// taken.
func (c *Client) Raw(ctx context.Context, name string) (string, error) {
	return c.raw(ctx, name)
}

// askChecked checks IsError: silent, and so are its decoding callers.
func (c *Client) askChecked(ctx context.Context, name string) (string, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", errors.New("tool refused")
	}
	return res.Content[0].(*mcp.TextContent).Text, nil
}

// Checked is exported and checks IsError: silent.
func (c *Client) Checked(ctx context.Context) (forecast, error) {
	var f forecast
	text, err := c.askChecked(ctx, "forecast")
	if err != nil {
		return f, err
	}
	err = json.Unmarshal([]byte(text), &f)
	return f, err
}

// payload hands on the structured payload and never reads IsError: a
// refusal comes out as a nil payload with a nil error.
func (c *Client) payload(ctx context.Context, name string) (any, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	return res.StructuredContent, nil // want `StructuredContent handed on without checking IsError; check IsError here`
}

// Silent: the caller never sees the result; the mistake is payload's.
func forecastPayload(ctx context.Context, c *Client) map[string]any {
	v, err := c.payload(ctx, "forecast")
	if err != nil {
		return nil
	}
	return v.(map[string]any)
}

// payloadChecked checks IsError first: silent.
func (c *Client) payloadChecked(ctx context.Context, name string) (any, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: name})
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, errors.New("tool refused")
	}
	return res.StructuredContent, nil
}

// payloadOf is given the result: its caller has it and can check. Silent.
func payloadOf(res *mcp.CallToolResult) any { return res.StructuredContent }

// withResult hands on the result beside its payload: its caller can
// check. Silent.
func (c *Client) withResult(ctx context.Context) (*mcp.CallToolResult, any, error) {
	res, err := c.cs.CallTool(ctx, &mcp.CallToolParams{Name: "forecast"})
	if err != nil {
		return nil, nil, err
	}
	return res, res.StructuredContent, nil
}
