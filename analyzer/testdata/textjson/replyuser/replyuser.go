// Package replyuser decodes the text of replies another package's client
// wrapper hands on (replies.Reply embeds the received result and its Body
// method returns the joined text).
package replyuser

import (
	"context"
	"encoding/json"

	"example.com/fixtures/textjson/replies"
	"github.com/mark3labs/mcp-go/mcp"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
}

func askWeather(ctx context.Context, c *replies.Client) (w weather) {
	r, err := c.Ask(ctx, "weather")
	if err != nil || r.IsError {
		return w
	}
	_ = json.Unmarshal([]byte(r.Body()), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}

// The text of a result held in a named field: the field reads as a
// received result wherever its holder came from, so Text is a helper that
// fetched the result itself and the message cannot name the channel.
func askAnswer(ctx context.Context, c *replies.Client) (w weather) {
	a, err := c.AskFor(ctx, "weather")
	if err != nil {
		return w
	}
	_ = json.Unmarshal([]byte(a.Text()), &w) // want `decoding tool result text as JSON; read the structured content instead`
	return w
}

// A reply built here from a received result.
func wrapped(ctx context.Context, cs *gosdk.ClientSession) (w weather) {
	res, err := cs.CallTool(ctx, &gosdk.CallToolParams{Name: "weather"})
	if err != nil {
		return w
	}
	r := replies.Wrap(res, "weather")
	_ = json.Unmarshal([]byte(r.Body()), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	lit := replies.Reply{CallToolResult: res}
	_ = json.Unmarshal([]byte(lit.Body()), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}

// Two and three calls deep: the reply goes to helpers.
func deep(ctx context.Context, c *replies.Client) (w weather) {
	r, err := c.Ask(ctx, "weather")
	if err != nil {
		return w
	}
	return decodeReply(r)
}

func decodeReply(r replies.Reply) weather { return decodeBody(r.Body()) }

func decodeBody(body string) (w weather) {
	_ = json.Unmarshal([]byte(body), &w) // want `decoding tool result text as JSON; read the structured content instead`
	return w
}

// mcp-go: a response embedding the result by value.
func gateway(ctx context.Context, g *replies.Gateway) (w weather) {
	resp, err := g.Call(ctx, mcp.CallToolRequest{})
	if err != nil || resp.IsError {
		return w
	}
	_ = json.Unmarshal([]byte(resp.Body()), &w) // want `decoding tool result text as JSON; read RawStructuredContent instead`
	return w
}

// Silent: fields unrelated to the result's text, and a text of the
// wrapper's own making.
func lookAlikes(ctx context.Context, c *replies.Client, g *replies.Gateway) (w weather) {
	r, err := c.Ask(ctx, "weather")
	if err != nil {
		return w
	}
	_ = json.Unmarshal([]byte(r.Name()), &w)
	_ = json.Unmarshal([]byte(r.Summary()), &w)
	a, err := c.AskFor(ctx, "weather")
	if err != nil {
		return w
	}
	_ = json.Unmarshal([]byte(a.Comment()), &w)
	resp, err := g.Call(ctx, mcp.CallToolRequest{})
	if err != nil {
		return w
	}
	_ = json.Unmarshal([]byte(resp.Origin()), &w)
	return w
}

// Silent: a reply wrapping a result this package built, directly or
// through a local.
func ownReply() (w weather) {
	own := &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: `{"temperatureC": 1}`}}}
	r := replies.Reply{CallToolResult: own, Tool: "local"}
	_ = json.Unmarshal([]byte(r.Body()), &w)
	p := &replies.Reply{CallToolResult: &gosdk.CallToolResult{}}
	_ = json.Unmarshal([]byte(p.Body()), &w)
	return w
}

// Silent: a reply whose result is a handler's own, in the mcp-go form.
func ownResponse(ctx context.Context, req mcp.CallToolRequest) (w weather) {
	res, _ := handle(ctx, req)
	resp := replies.Response{CallToolResult: *res}
	_ = json.Unmarshal([]byte(resp.Body()), &w)
	return w
}

func handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(`{"temperatureC": 1}`), nil
}
