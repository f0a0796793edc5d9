// Package textparams passes the text of a received result to a helper
// that decodes it: the helper's string parameter is a text source when
// every call gives it a received result's text.
package textparams

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func retrieve(ctx context.Context, c *client.Client) ([]string, error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return nil, errors.New("refused")
	}
	text, ok := res.Content[0].(mcp.TextContent)
	if !ok {
		return nil, errors.New("not text")
	}
	return parseResponse(text.Text)
}

// Reported: every call gives it a received result's text.
func parseResponse(body string) ([]string, error) {
	var resp struct {
		Tools []string `json:"tools"`
	}
	err := json.Unmarshal([]byte(body), &resp) // want `decoding tool result text as JSON; read the structured content instead`
	return resp.Tools, err
}

// Reported through a helper passing the text on, and as []byte.
func retrieveBytes(ctx context.Context, cs *gosdk.ClientSession) (map[string]any, error) {
	res, err := cs.CallTool(ctx, &gosdk.CallToolParams{Name: "x"})
	if err != nil {
		return nil, err
	}
	return relay([]byte(res.Content[0].(*gosdk.TextContent).Text))
}

func relay(b []byte) (map[string]any, error) { return decodeBytes(b) }

func decodeBytes(b []byte) (map[string]any, error) {
	var m map[string]any
	err := json.Unmarshal(b, &m) // want `decoding tool result text as JSON; read the structured content instead`
	return m, err
}

// Silent: one call gives it a string of the code's own, so the parameter
// is not known to be a server's text.
func retrieveMixed(ctx context.Context, c *client.Client) ([]string, []string) {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	a, _ := parseMixed(mcp.GetTextFromContent(res.Content[0]))
	b, _ := parseMixed(`{"tools": []}`)
	return a, b
}

func parseMixed(body string) ([]string, error) {
	var tools []string
	err := json.Unmarshal([]byte(body), &tools)
	return tools, err
}

// Silent: the text is only logged by the helper it is given to.
func retrieveShown(ctx context.Context, c *client.Client) string {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	return show(mcp.GetTextFromContent(res.Content[0]))
}

func show(s string) string { return "answer: " + s }

// Silent: an exported helper has callers out of sight; its callers that
// pass a text are what is checked.
func ParseExported(body string) (v any, err error) {
	err = json.Unmarshal([]byte(body), &v)
	return v, err
}

// Silent: a helper also used as a function value has callers out of sight.
var parsers = []func(string) ([]string, error){parseValue}

func parseValue(body string) ([]string, error) {
	var tools []string
	err := json.Unmarshal([]byte(body), &tools)
	return tools, err
}

func retrieveValue(ctx context.Context, c *client.Client) ([]string, error) {
	res, _ := c.CallTool(ctx, mcp.CallToolRequest{})
	return parseValue(mcp.GetTextFromContent(res.Content[0]))
}
