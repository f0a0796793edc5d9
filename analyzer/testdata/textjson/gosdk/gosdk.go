package gosdk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log"
	"strings"

	"example.com/fixtures/textjson/helpers"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type weather struct {
	TemperatureC float64 `json:"temperatureC"`
}

// Result is an alias; results reached through it are results too.
type Result = mcp.CallToolResult

// wrapped embeds a result; its promoted fields are the result's.
type wrapped struct {
	*mcp.CallToolResult
	Server string
}

func call(ctx context.Context, s *mcp.ClientSession) (*mcp.CallToolResult, error) {
	return s.CallTool(ctx, &mcp.CallToolParams{Name: "weather"})
}

func viaLocal(ctx context.Context, s *mcp.ClientSession) (weather, error) {
	var w weather
	res, err := call(ctx, s)
	if err != nil {
		return w, err
	}
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &w) // want `^decoding tool result text as JSON; read StructuredContent instead$`
	return w, err
}

// IsError checked: the finding is only about the channel.
func viaLocalChecked(ctx context.Context, s *mcp.ClientSession) (weather, error) {
	var w weather
	res, err := call(ctx, s)
	if err != nil {
		return w, err
	}
	if res.IsError {
		return w, fmt.Errorf("tool failed: %v", res.Content)
	}
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.Unmarshal([]byte(text), &w) // want `^decoding tool result text as JSON; read StructuredContent instead$`
	return w, err
}

func viaBytesLocal(res *mcp.CallToolResult) (w weather) {
	tc := res.Content[0].(*mcp.TextContent)
	data := []byte(tc.Text)
	_ = json.Unmarshal(data, &w) // want `decoding tool result text as JSON`
	return w
}

func viaDecoder(res *mcp.CallToolResult) (w weather, err error) {
	text := res.Content[0].(*mcp.TextContent).Text
	err = json.NewDecoder(strings.NewReader(text)).Decode(&w) // want `decoding tool result text as JSON`
	return w, err
}

func viaDecoderVariable(res *mcp.CallToolResult) (w weather, err error) {
	dec := json.NewDecoder(bytes.NewBufferString(res.Content[0].(*mcp.TextContent).Text))
	err = dec.Decode(&w) // want `decoding tool result text as JSON`
	return w, err
}

func viaRangeTypeSwitch(res *mcp.CallToolResult) []weather {
	var out []weather
	for _, c := range res.Content {
		switch c := c.(type) {
		case *mcp.TextContent:
			var w weather
			if err := json.Unmarshal([]byte(c.Text), &w); err == nil { // want `decoding tool result text as JSON`
				out = append(out, w)
			}
		case *mcp.ImageContent:
			log.Print("image")
		}
	}
	return out
}

func viaCommaOk(res *mcp.CallToolResult) (w weather) {
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		_ = json.Unmarshal([]byte(tc.Text), &w) // want `decoding tool result text as JSON`
	}
	return w
}

// firstText is a helper in the same package.
func firstText(r *mcp.CallToolResult) string {
	return r.Content[0].(*mcp.TextContent).Text
}

func viaHelper(res *mcp.CallToolResult) (w weather) {
	_ = json.Unmarshal([]byte(firstText(res)), &w) // want `decoding tool result text as JSON`
	return w
}

func viaHelperOfHelper(res *mcp.CallToolResult) (w weather) {
	t := trimmed(res)
	_ = json.Unmarshal([]byte(t), &w) // want `decoding tool result text as JSON`
	return w
}

func trimmed(r *mcp.CallToolResult) string { return strings.TrimSpace(firstText(r)) }

func viaOtherPackageHelper(res *mcp.CallToolResult) (w weather) {
	_ = json.Unmarshal([]byte(helpers.FirstText(res)), &w) // want `decoding tool result text as JSON`
	return w
}

func viaAlias(res *Result) (w weather) {
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	return w
}

func viaEmbedding(res wrapped) (w weather) {
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	return w
}

func viaValidGate(res *mcp.CallToolResult) any {
	text := res.Content[0].(*mcp.TextContent).Text
	if json.Valid([]byte(text)) { // want `^testing tool result text for valid JSON; read StructuredContent instead$`
		return text
	}
	return nil
}

func viaClosure(ctx context.Context, s *mcp.ClientSession) (w weather) {
	get := func() {
		res, _ := call(ctx, s)
		_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `decoding tool result text as JSON`
	}
	get()
	return w
}

// Negatives.

func structured(res *mcp.CallToolResult) (w weather, err error) {
	if res.IsError {
		return w, fmt.Errorf("tool failed: %s", res.Content[0].(*mcp.TextContent).Text)
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		return w, err
	}
	err = json.Unmarshal(b, &w)
	return w, err
}

func unrelated(res *mcp.CallToolResult, body string) (w weather) {
	_ = res.IsError
	_ = json.Unmarshal([]byte(body), &w)
	return w
}

func printed(res *mcp.CallToolResult) {
	text := res.Content[0].(*mcp.TextContent).Text
	fmt.Println(text)
	log.Printf("tool said %s", text)
}

func compared(res *mcp.CallToolResult) bool {
	return res.Content[0].(*mcp.TextContent).Text == "ok"
}

func builtHere(res *mcp.CallToolResult) (w weather) {
	own := fmt.Sprintf(`{"temperatureC": %d}`, len(res.Content))
	_ = json.Unmarshal([]byte(own), &w)
	_ = json.Unmarshal([]byte(helpers.Greeting("x")), &w)
	return w
}

func builtContent() (w weather) {
	tc := &mcp.TextContent{Text: `{"temperatureC": 1}`}
	_ = json.Unmarshal([]byte(tc.Text), &w)
	return w
}

func validNotGate(res *mcp.CallToolResult) bool {
	ok := json.Valid([]byte(res.Content[0].(*mcp.TextContent).Text))
	return ok
}

func suppressed(res *mcp.CallToolResult) (w weather) {
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) //nolint:textjson // the server has no outputSchema
	//lint:ignore textjson the server only speaks text
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w)
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) //nolint:mcpresult
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) //nolint:errcheck // want `decoding tool result text as JSON`
	return w
}

// A result asserted from a parameter of another type is a result the
// function was given; outside tests it is reported like any other.
func viaAssertedParam(v any) (w weather) {
	res, ok := v.(*mcp.CallToolResult)
	if !ok || res.IsError {
		return w
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &w) // want `^decoding tool result text as JSON; read StructuredContent instead$`
	return w
}
