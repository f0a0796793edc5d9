package mcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"example.com/fixtures/textjson/helpers"
	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
}

// Result is an alias; results reached through it are results too.
type Result = mcp.CallToolResult

// Caller is the user's own interface returning results.
type Caller interface {
	Call(ctx context.Context, name string) (*mcp.CallToolResult, error)
}

func direct(ctx context.Context, c *client.Client) (w weather, err error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return w, err
	}
	text := res.Content[0].(mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &w) // want `^decoding tool result text as JSON; read RawStructuredContent instead$`
	return w, err
}

// IsError checked: the finding is only about the channel.
func directChecked(ctx context.Context, c *client.Client) (w weather, err error) {
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil || res.IsError {
		return w, fmt.Errorf("weather failed: %v", err)
	}
	text := res.Content[0].(mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &w) // want `^decoding tool result text as JSON; read RawStructuredContent instead$`
	return w, err
}

func viaInterface(ctx context.Context, c Caller) (w weather) {
	res, _ := c.Call(ctx, "weather")
	raw := []byte(res.Content[0].(mcp.TextContent).Text)
	_ = json.Unmarshal(raw, &w) // want `decoding tool result text as JSON`
	return w
}

func viaDecoder(res *mcp.CallToolResult) (w weather) {
	text := res.Content[0].(mcp.TextContent).Text
	_ = json.NewDecoder(strings.NewReader(text)).Decode(&w) // want `decoding tool result text as JSON`
	return w
}

func viaRangeTypeSwitch(res *mcp.CallToolResult) []weather {
	var out []weather
	for _, c := range res.Content {
		switch c := c.(type) {
		case mcp.TextContent:
			var w weather
			if err := json.Unmarshal([]byte(c.Text), &w); err == nil { // want `decoding tool result text as JSON`
				out = append(out, w)
			}
		case mcp.ImageContent:
			log.Print("image")
		}
	}
	return out
}

func viaAsTextContent(res *mcp.CallToolResult) (w weather) {
	if tc, ok := mcp.AsTextContent(res.Content[0]); ok {
		_ = json.Unmarshal([]byte(tc.Text), &w) // want `decoding tool result text as JSON`
	}
	return w
}

func viaGetTextFromContent(res *mcp.CallToolResult) (w weather) {
	text := mcp.GetTextFromContent(res.Content[0])
	_ = json.NewDecoder(bytes.NewReader([]byte(text))).Decode(&w) // want `decoding tool result text as JSON`
	return w
}

func text(r *mcp.CallToolResult) string {
	return mcp.GetTextFromContent(r.Content[0])
}

func viaHelper(res *mcp.CallToolResult) (w weather) {
	_ = json.Unmarshal([]byte(text(res)), &w) // want `decoding tool result text as JSON`
	return w
}

func viaOtherPackageHelper(res *mcp.CallToolResult) (w weather, err error) {
	t, err := helpers.Text(res)
	if err != nil {
		return w, err
	}
	_ = json.Unmarshal([]byte(t), &w) // want `decoding tool result text as JSON`
	return w, nil
}

func viaAlias(res *Result) (w weather) {
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	return w
}

func viaValidGate(res *mcp.CallToolResult) bool {
	return json.Valid([]byte(text(res))) && len(res.Content) > 0
}

func viaValidIf(res *mcp.CallToolResult) (w weather) {
	if t := text(res); json.Valid([]byte(t)) { // want `^testing tool result text for valid JSON; read RawStructuredContent instead$`
		_ = json.Unmarshal([]byte(t), &w) // want `decoding tool result text as JSON`
	}
	return w
}

// Negatives.

func structured(res *mcp.CallToolResult) (w weather, err error) {
	if res.IsError {
		return w, fmt.Errorf("tool failed: %s", mcp.GetTextFromContent(res.Content[0]))
	}
	err = json.Unmarshal(res.RawStructuredContent, &w)
	return w, err
}

func structuredMarshal(res *mcp.CallToolResult) (w weather, err error) {
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return w, err
	}
	return w, json.Unmarshal(b, &w)
}

func unrelated(body string) (w weather) {
	_ = json.Unmarshal([]byte(body), &w)
	return w
}

func printed(res *mcp.CallToolResult) {
	fmt.Println(text(res))
	log.Printf("tool said %s", res.Content[0].(mcp.TextContent).Text)
}

func compared(res *mcp.CallToolResult) bool {
	return strings.Contains(text(res), "sunny") || text(res) == "ok"
}

func neverFromAResult(c mcp.Content) (w weather) {
	// A content block of unknown origin: not known to be a tool result's.
	if tc, ok := c.(mcp.TextContent); ok {
		_ = json.Unmarshal([]byte(tc.Text), &w)
	}
	return w
}
