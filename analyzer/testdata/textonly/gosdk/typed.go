package gosdk

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// go-sdk typed handlers with Out any that answer through the project's own
// text wrapper and give no Out: the fix hands the value on as Out, which
// the SDK sends as structured content beside the unchanged text.

// newTextResult is the project's own text wrapper.
func newTextResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

func newErrorResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, IsError: true}
}

type Item struct {
	Name string `json:"name"`
}

// toolset is the project's own registration: a tool and its handler.
func toolset[In, Out any](s *mcp.Server, tool mcp.Tool, h mcp.ToolHandlerFor[In, Out]) {
	mcp.AddTool(s, &tool, h)
}

func registerTyped(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "weather"}, typedWrapped)
	toolset(s, mcp.Tool{Name: "inline"}, func(ctx context.Context, req *mcp.CallToolRequest, in struct{ City string }) (*mcp.CallToolResult, any, error) {
		result := map[string]any{"city": in.City}
		r, _ := json.Marshal(result)
		return newTextResult(string(r)), nil, nil // want `^JSON of map\[string\]any returned only as text in the handler of tool "inline"; return the value as the handler's Out too, which the SDK sends as structured content$`
	})
	mcp.AddTool(s, &mcp.Tool{Name: "dispatch"}, dispatch)
	mcp.AddTool(s, &mcp.Tool{Name: "items"}, typedList)
	mcp.AddTool(s, &mcp.Tool{Name: "schema", OutputSchema: map[string]any{"type": "object"}}, typedWithSchema)
	mcp.AddTool(s, &mcp.Tool{Name: "maybe"}, typedMaybeNil)
}

// Fixed: a struct value, given as Out.
func typedWrapped(ctx context.Context, req *mcp.CallToolRequest, in struct{ City string }) (*mcp.CallToolResult, any, error) {
	if in.City == "" {
		return newErrorResult("city is required"), nil, nil
	}
	forecast := lookup(in.City)
	r, err := json.Marshal(forecast)
	if err != nil {
		return nil, nil, err
	}
	return newTextResult(string(r)), nil, nil // want `^JSON of Forecast returned only as text in the handler of tool "weather"; return the value as the handler's Out too, which the SDK sends as structured content$`
}

// The handler hands its helpers' Out on; the helpers are fixed.
func dispatch(ctx context.Context, req *mcp.CallToolRequest, in struct{ Kind string }) (*mcp.CallToolResult, any, error) {
	switch in.Kind {
	case "one":
		return getOne(ctx)
	case "api":
		result, payload, err := getFromAPI(ctx)
		return result, payload, err
	}
	return newErrorResult("unknown kind"), nil, nil
}

func getOne(ctx context.Context) (*mcp.CallToolResult, any, error) {
	item := &Item{Name: "one"}
	r, _ := json.Marshal(item)
	return newTextResult(string(r)), nil, nil // want `^JSON of Item returned only as text; return the value as the handler's Out too, which the SDK sends as structured content$`
}

// A value a call returned beside an error the code checked.
func getFromAPI(ctx context.Context) (*mcp.CallToolResult, any, error) {
	item, err := fetchItem(ctx)
	if err != nil {
		return newErrorResult(err.Error()), nil, nil
	}
	r, _ := json.Marshal(item)
	return newTextResult(string(r)), nil, nil // want `^JSON of Item returned only as text; return the value as the handler's Out too, which the SDK sends as structured content$`
}

func fetchItem(ctx context.Context) (*Item, error) {
	if ctx == nil {
		return nil, errors.New("no context")
	}
	return &Item{Name: "api"}, nil
}

// --- reported without a fix ---

// A list: the SDK would send it to clients of every revision, and add a
// second text block.
func typedList(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	items := []Item{{Name: "a"}}
	r, _ := json.Marshal(items)
	return newTextResult(string(r)), nil, nil // want `^JSON of \[\]Item returned only as text in the handler of tool "items"; return an object holding the list \(map\[string\]any\{"items": value\}\) as the handler's Out too, since clients of protocol revisions before 2026-07-28 \(SEP-2106\) require an object there$`
}

// The tool declares an output schema: the SDK would validate Out against
// it, and fail the call if the value does not match.
func typedWithSchema(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	forecast := lookup("Oslo")
	r, _ := json.Marshal(forecast)
	return newTextResult(string(r)), nil, nil // want `^JSON of Forecast returned only as text in the handler of tool "schema"; return the value as the handler's Out too, which the SDK sends as structured content$`
}

// A map that may be nil (it would serialise to null).
func typedMaybeNil(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	counts := countsOf(in)
	r, _ := json.Marshal(counts)
	return newTextResult(string(r)), nil, nil // want `^JSON of map\[string\]int returned only as text in the handler of tool "maybe"; return the value as the handler's Out too, which the SDK sends as structured content$`
}

func countsOf(any) map[string]int { return nil }

// A helper whose Out its caller uses otherwise: no fix.
func getLogged(ctx context.Context) (*mcp.CallToolResult, any, error) {
	item := Item{Name: "logged"}
	r, _ := json.Marshal(item)
	return newTextResult(string(r)), nil, nil // want `^JSON of Item returned only as text; return the value as the handler's Out too, which the SDK sends as structured content$`
}

func logsOut(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	res, out, err := getLogged(ctx)
	_ = out
	return res, nil, err
}
