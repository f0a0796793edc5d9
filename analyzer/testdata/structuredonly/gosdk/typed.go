package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// go-sdk typed handlers (mcp.AddTool). With a nil Out any the SDK leaves
// the result as the handler built it; with an Out it replaces
// StructuredContent by Out's JSON and puts that JSON in a nil Content, not
// in an empty list (mcp/server.go, toolForErr, v1.0.0 to v1.8.0).

func registerTyped(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typedNilOut)
	mcp.AddTool(s, &mcp.Tool{Name: "typed out"}, typedOut)
	mcp.AddTool(s, &mcp.Tool{Name: "typed empty"}, typedEmptyList)
	mcp.AddTool(s, &mcp.Tool{Name: "typed any empty"}, typedAnyEmptyList)
	mcp.AddTool(s, &mcp.Tool{Name: "typed list"}, typedListOut)
	mcp.AddTool(s, &mcp.Tool{Name: "typed nil content"}, typedNilContent)
}

// Structured content set by the handler itself, with no Out: the SDK adds
// nothing.
func typedNilOut(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	f, err := lookup(in.City)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{StructuredContent: f}, nil, nil // want `^structured content of Forecast with no text block in the handler of tool "typed"; also send its JSON as text, in a TextContent block of Content, or return the value as Out, which the SDK sends with its JSON as text$`
}

// A concrete Out: the SDK fills the nil Content with its JSON.
func typedOut(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, Forecast, error) {
	return &mcp.CallToolResult{StructuredContent: Forecast{City: "ignored"}}, Forecast{City: in.City}, nil
}

// A concrete Out beside an empty Content list: the SDK fills only a nil
// one, so the client gets Out as structured content and no text.
func typedEmptyList(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, *Forecast, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{}}, &Forecast{City: in.City}, nil // want `^structured content of Forecast \(the handler's Out\) with no text block in the handler of tool "typed empty", since Content is an empty list; leave Content nil, and the SDK adds the JSON of Out as text$`
}

// Out any given an object, beside an empty list.
func typedAnyEmptyList(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	out := map[string]any{"city": in.City}
	return &mcp.CallToolResult{Content: []mcp.Content{}}, out, nil // want `^structured content of map\[string\]any \(the handler's Out\) with no text block in the handler of tool "typed any empty", since Content is an empty list; leave Content nil, and the SDK adds the JSON of Out as text$`
}

// --- silent ---

// A list Out beside an empty list: go-sdk from v1.7.0 appends a text block
// for a value that is not an object.
func typedListOut(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, []string, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{}}, []string{in.City}, nil
}

// Out any given a value, Content nil: the SDK sends both.
func typedNilContent(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	f, err := lookup(in.City)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{StructuredContent: f}, f, nil
}

// The typed handler's text block in place.
func typedWithText(ctx context.Context, req *mcp.CallToolRequest, in Input) (*mcp.CallToolResult, any, error) {
	f, _ := lookup(in.City)
	b, _ := json.Marshal(f)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: f}, nil, nil
}

// A helper of the typed shape that hands its Out on: the handler's Out.
func helperWithOut(city string) (*mcp.CallToolResult, any, error) {
	f, err := lookup(city)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{StructuredContent: f}, f, nil
}
