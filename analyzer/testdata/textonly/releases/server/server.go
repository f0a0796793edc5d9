// Package server answers JSON only as text on SDK releases that lack what
// the usual advice names: the advice fits the release the module compiles
// against.
package server

import (
	"context"
	"encoding/json"

	"example.com/fixtures/textonly/releases/fieldonlysdk"
	"example.com/fixtures/textonly/releases/textonlysdk"
)

type forecast struct {
	City string `json:"city"`
}

// No structured content in this release: upgrade it.
func handleOld(ctx context.Context, req textonlysdk.CallToolRequest) (*textonlysdk.CallToolResult, error) {
	b, err := json.Marshal(forecast{City: "Oslo"})
	if err != nil {
		return textonlysdk.NewToolResultError(err.Error()), nil
	}
	return textonlysdk.NewToolResultText(string(b)), nil // want `^JSON of forecast returned only as text; upgrade the SDK to a release whose results carry structured content, and return it there$`
}

// The field, but no constructor: set the field.
func handleField(ctx context.Context, req fieldonlysdk.CallToolRequest) (*fieldonlysdk.CallToolResult, error) {
	b, _ := json.Marshal(forecast{City: "Oslo"})
	return fieldonlysdk.NewToolResultText(string(b)), nil // want `^JSON of forecast returned only as text; set StructuredContent to the value beside the text$`
}

func handleFieldList(ctx context.Context, req fieldonlysdk.CallToolRequest) (*fieldonlysdk.CallToolResult, error) {
	b, _ := json.Marshal([]forecast{{City: "Oslo"}})
	return &fieldonlysdk.CallToolResult{Content: []fieldonlysdk.Content{fieldonlysdk.TextContent{Type: "text", Text: string(b)}}}, nil // want `^JSON of \[\]forecast returned only as text; set StructuredContent to an object holding the list`
}
