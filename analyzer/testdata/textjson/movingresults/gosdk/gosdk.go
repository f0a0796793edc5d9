// Package gosdk holds go-sdk results and texts that move: into struct
// fields, maps and closures. The text stays a result's text, and an IsError
// check of the result's access path counts for the decode's message.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
}

type session struct {
	cs  *mcp.ClientSession
	res *mcp.CallToolResult
}

func (s *session) decode() (w weather) {
	_ = json.Unmarshal([]byte(s.res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}

// The check of s.res counts: the finding does not ask for it.
func (s *session) decodeChecked() (w weather) {
	if s.res.IsError {
		return w
	}
	_ = json.Unmarshal([]byte(s.res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}

// reply keeps a text in a field.
type reply struct {
	text string
}

func textInField(ctx context.Context, cs *mcp.ClientSession) (w weather) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil || res.IsError {
		return w
	}
	r := reply{text: res.Content[0].(*mcp.TextContent).Text}
	_ = json.Unmarshal([]byte(r.text), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}

// Silent: the text in the field is one the code wrote itself.
func ownTextInField() (w weather) {
	r := reply{text: `{"temperatureC": 21}`}
	_ = json.Unmarshal([]byte(r.text), &w)
	return w
}

func textInMap(res *mcp.CallToolResult) (w weather) {
	texts := make(map[string]string)
	texts["weather"] = res.Content[0].(*mcp.TextContent).Text
	_ = json.Unmarshal([]byte(texts["weather"]), &w) // want `decoding tool result text as JSON`
	return w
}

// Silent: another key of a map of texts the code wrote.
func ownTextInMap() (w weather) {
	texts := map[string]string{"weather": `{"temperatureC": 21}`}
	_ = json.Unmarshal([]byte(texts["weather"]), &w)
	return w
}

func capturedText(res *mcp.CallToolResult) func() weather {
	text := res.Content[0].(*mcp.TextContent).Text
	return func() (w weather) {
		_ = json.Unmarshal([]byte(text), &w) // want `decoding tool result text as JSON`
		return w
	}
}

// Reply is the caller's own wrapper of a result.
type Reply struct {
	Result *mcp.CallToolResult
}

// The check of r.Result counts, and the finding names its channel.
func wrappedChecked(ctx context.Context, cs *mcp.ClientSession) (w weather) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil {
		return w
	}
	r := &Reply{Result: res}
	if r.Result.IsError {
		return w
	}
	_ = json.Unmarshal([]byte(r.Result.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}

func wrappedUnchecked(ctx context.Context, cs *mcp.ClientSession) (w weather) {
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
	if err != nil {
		return w
	}
	r := Reply{Result: res}
	_ = json.Unmarshal([]byte(r.Result.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON; read StructuredContent instead`
	return w
}
