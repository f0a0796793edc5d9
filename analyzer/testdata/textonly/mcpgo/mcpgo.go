// Package mcpgo holds mcp-go tool handlers that answer JSON data only as
// text (reported) and their look-alikes (silent).
package mcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Forecast struct {
	City  string  `json:"city"`
	TempC float64 `json:"tempC"`
}

func lookup(city string) Forecast { return Forecast{City: city, TempC: 21} }

// --- reported ---

func marshalled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup(req.GetString("city", ""))
	b, err := json.Marshal(forecast)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func indented(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, _ := json.MarshalIndent(forecast, "", "  ")
	text := string(b)
	return mcp.NewToolResultText(text), nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func encoded(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecasts := map[string]Forecast{"oslo": lookup("Oslo")}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetIndent("", "  ")
	if err := enc.Encode(forecasts); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(buf.String()), nil // want `^JSON of map\[string\]Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func literal(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: string(b)}}}, nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// Several returns of JSON text are one finding, fixed at each return.
func twoReturns(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	if req.GetBool("pretty", false) {
		b, _ := json.MarshalIndent(forecast, "", "  ")
		return mcp.NewToolResultText(string(b)), nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
	}
	b, _ := json.Marshal(forecast)
	return mcp.NewToolResultText(string(b)), nil
}

// A list is data too; structured content must be an object, so no fix.
func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecasts := []Forecast{lookup("Oslo"), lookup("Bergen")}
	b, _ := json.Marshal(forecasts)
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of \[\]Forecast returned only as text; also return it as structured content in an object \(mcp\.NewToolResultStructured\(map\[string\]any\{"items": value\}, text\)\), since clients of protocol revisions before 2026-07-28 \(SEP-2106\) require an object there$`
}

// A result kept in a local before the return.
func local(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, _ := json.Marshal(forecast)
	res := mcp.NewToolResultText(string(b))
	return res, nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// toJSON is the package's JSON text helper: the handler that returns its
// text is reported.
func toJSON(v any) (string, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	return string(b), nil
}

func throughJSONHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	text, err := toJSON(forecast)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(text), nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// textResult is the package's own wrapper of NewToolResultText: the
// handler that gives it JSON is reported.
func textResult(text string) *mcp.CallToolResult {
	return mcp.NewToolResultText(text)
}

func throughWrapper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(lookup("Oslo"))
	return textResult(string(b)), nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// jsonResult marshals and builds the result itself: reported once here,
// not at each handler that calls it.
func jsonResult(v any) *mcp.CallToolResult {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError(err.Error())
	}
	return mcp.NewToolResultText(string(b)) // want `^JSON data returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func throughJSONResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return jsonResult(lookup("Oslo")), nil
}

// A handler given to AddTool as a closure, and the inner handler of
// mcp-go's NewTypedToolHandler (which binds arguments, and fills nothing).
func register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("forecast"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		forecast := lookup("Oslo")
		b, _ := json.Marshal(forecast)
		return mcp.NewToolResultText(string(b)), nil // want `^JSON of Forecast returned only as text in the handler of tool "forecast"; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
	})
	type args struct{ City string }
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
		forecast := lookup(a.City)
		b, _ := json.Marshal(&forecast)
		return mcp.NewToolResultText(string(b)), nil // want `^JSON of Forecast returned only as text in the handler of tool "typed"; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
	}))
}

type tools struct{ cities []string }

func (t *tools) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out := map[string]any{"cities": t.cities}
	b, _ := json.Marshal(out)
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of map\[string\]any returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// A small status object is JSON data too: a client can read it as
// structured content (see docs/textonly.md).
func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ack := map[string]string{"status": "ok"}
	b, _ := json.Marshal(ack)
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of map\[string\]string returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// mcp-go's NewTextContent in a literal.
func textContentCall(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(string(b))}}, nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// --- silent ---

func prose(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	return mcp.NewToolResultText(fmt.Sprintf("It is %.0f°C in %s", forecast.TempC, forecast.City)), nil
}

func markdown(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var sb strings.Builder
	sb.WriteString("# Forecast\n")
	sb.WriteString("- Oslo: 21°C\n")
	return mcp.NewToolResultText(sb.String()), nil
}

// JSON mixed into prose is prose.
func jsonInProse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(lookup("Oslo"))
	return mcp.NewToolResultText("Forecast: " + string(b)), nil
}

func structured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, _ := json.Marshal(forecast)
	return mcp.NewToolResultStructured(forecast, string(b)), nil
}

func jsonConstructor(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON(lookup("Oslo"))
}

func structuredLater(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, _ := json.Marshal(forecast)
	res := mcp.NewToolResultText(string(b))
	res.StructuredContent = forecast
	return res, nil
}

// An error message is text, even when it is JSON: a failure explains
// itself in content and carries no structured content.
func errorResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(map[string]string{"error": "no such city"})
	return mcp.NewToolResultError(string(b)), nil
}

func errorFlag(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(map[string]string{"error": "no such city"})
	res := mcp.NewToolResultText(string(b))
	res.IsError = true
	return res, nil
}

// A serialised string is a JSON string, not structured data.
func marshalledString(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal("sunny")
	return mcp.NewToolResultText(string(b)), nil
}

// An upstream body handed on is not JSON this code serialised.
func proxied(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://example.com/forecast")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(body)), nil
}

// A buffer with prose beside the JSON is prose.
func mixedBuffer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	buf.WriteString("Forecast:\n")
	_ = json.NewEncoder(&buf).Encode(lookup("Oslo"))
	return mcp.NewToolResultText(buf.String()), nil
}

// A structured handler's TResult is the structured content mcp-go sends.
func typedStructured(ctx context.Context, req mcp.CallToolRequest, args struct{ City string }) (Forecast, error) {
	return lookup(args.City), nil
}

var _ = mcp.NewStructuredToolHandler(typedStructured)

// One return could take the value, the other could not (a list): no fix,
// which would leave the finding at the other return.
func mixedReturns(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	if !req.GetBool("all", false) {
		b, _ := json.Marshal(forecast)
		return mcp.NewToolResultText(string(b)), nil // want `^JSON of Forecast returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
	}
	forecasts := []Forecast{forecast}
	b, _ := json.Marshal(forecasts)
	return mcp.NewToolResultText(string(b)), nil
}
