// Package gosdk holds go-sdk tool handlers that answer JSON data only as
// text (reported) and their look-alikes (silent).
package gosdk

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Forecast struct {
	City  string  `json:"city"`
	TempC float64 `json:"tempC"`
}

func lookup(city string) Forecast { return Forecast{City: city, TempC: 21} }

// --- reported ---

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, err := json.Marshal(forecast)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `^JSON of Forecast returned only as text in the handler of tool "raw"; set StructuredContent to the value beside the text$`
}

func multiline(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecasts := map[string]Forecast{"oslo": lookup("Oslo")}
	b, _ := json.MarshalIndent(forecasts, "", "  ")
	return &mcp.CallToolResult{ // want `^JSON of map\[string\]Forecast returned only as text; set StructuredContent to the value beside the text$`
		Content: []mcp.Content{
			&mcp.TextContent{Text: string(b)},
		},
	}, nil
}

// A typed handler whose Out is any and that gives none: the SDK has
// nothing to fill the structured content with.
func typedAny(ctx context.Context, req *mcp.CallToolRequest, in struct{ City string }) (*mcp.CallToolResult, any, error) {
	forecast := lookup(in.City)
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil // want `^JSON of Forecast returned only as text; set StructuredContent to the value beside the text$`
}

// A helper of a typed handler that gives no Out (nil): the text is all
// the client gets.
func helperWithoutOut(forecast Forecast) (*mcp.CallToolResult, any, error) {
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil // want `^JSON of Forecast returned only as text; set StructuredContent to the value beside the text$`
}

// --- silent ---

// A helper of a typed handler that hands on its Out: the SDK sends it as
// structured content.
func helperWithOut(forecast Forecast) (*mcp.CallToolResult, any, error) {
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, forecast, nil
}

func withStructured(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: forecast}, nil
}

func prose(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	forecast := lookup("Oslo")
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("%.0f°C", forecast.TempC)}}}, nil
}

func failure(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(map[string]string{"error": "no such city"})
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, IsError: true}, nil
}

// A typed handler with a concrete Out: the SDK sends Out as structured
// content, whatever text the handler adds.
func typed(ctx context.Context, req *mcp.CallToolRequest, in struct{ City string }) (*mcp.CallToolResult, Forecast, error) {
	forecast := lookup(in.City)
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, forecast, nil
}

// A typed handler with Out any that gives one.
func typedAnyGiven(ctx context.Context, req *mcp.CallToolRequest, in struct{ City string }) (*mcp.CallToolResult, any, error) {
	forecast := lookup(in.City)
	b, _ := json.Marshal(forecast)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, forecast, nil
}

func register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
}
