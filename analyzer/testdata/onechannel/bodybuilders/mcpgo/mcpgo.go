// Package mcpgo is a server (mcp-go) with a helper that wraps an HTTP body
// into a result, an error result on a failure: production code that reads
// its result as data must check IsError (the spec's section 2).
package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

// bodyResult turns an HTTP answer into a result: an error result on a
// failure, the body as text otherwise.
func bodyResult(req *http.Request) *mcp.CallToolResult {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("request failed: %v", err))
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultErrorFromErr("unexpected status", err)
	}
	return mcp.NewToolResultStructured(json.RawMessage(body), string(body))
}

// textResult never refuses.
func textResult(body []byte) *mcp.CallToolResult {
	return mcp.NewToolResultText(string(body))
}

type metadata struct {
	Status string `json:"status"`
}

// Reported: the text of a helper that can refuse, decoded unchecked.
func fetchMetadata(req *http.Request) (metadata, error) {
	res := bodyResult(req)
	var md metadata
	err := json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &md) // want `tool result text decoded without checking IsError`
	return md, err
}

// Reported: its structured content too.
func fetchStructured(req *http.Request) (metadata, error) {
	res := bodyResult(req)
	var md metadata
	err := json.Unmarshal(res.RawStructuredContent, &md) // want `RawStructuredContent read without checking IsError`
	return md, err
}

// Silent: IsError checked first.
func fetchChecked(req *http.Request) (metadata, error) {
	res := bodyResult(req)
	if res.IsError {
		return metadata{}, fmt.Errorf("refused: %s", mcp.GetTextFromContent(res.Content[0]))
	}
	var md metadata
	err := json.Unmarshal(res.RawStructuredContent, &md)
	return md, err
}

// Silent: a helper that never refuses.
func fromText(body []byte) (md metadata) {
	res := textResult(body)
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &md)
	return md
}

// metadataTool is a sibling tool that can refuse.
type metadataTool struct{}

func (metadataTool) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	if args["id"] == nil {
		return mcp.NewToolResultError("id is required"), nil
	}
	b, _ := json.Marshal(metadata{Status: "success"})
	return mcp.NewToolResultText(string(b)), nil
}

// Reported: the module's own sibling tool can refuse too.
func viaSibling(ctx context.Context) (md metadata) {
	res, _ := metadataTool{}.Execute(ctx, nil)
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &md) // want `tool result text decoded without checking IsError`
	return md
}
