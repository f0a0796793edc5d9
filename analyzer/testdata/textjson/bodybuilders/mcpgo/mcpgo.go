// Package mcpgo is a server (mcp-go) with a helper that wraps an HTTP body
// into a result, possibly an error result. What it returns is the module's
// own, its text the module's own format (the spec's section 2): textjson
// is silent, as on what a tool's entry point returns; a missing IsError
// check is onechannel's finding (onechannel/bodybuilders).
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
		return mcp.NewToolResultError("unexpected status")
	}
	return mcp.NewToolResultText(string(body))
}

type metadata struct {
	Status string `json:"status"`
}

// Silent: the text of the body helper's result is the module's own format
// (the missing IsError check is onechannel's).
func fetchMetadata(req *http.Request) (metadata, error) {
	res := bodyResult(req)
	if len(res.Content) == 0 {
		return metadata{}, fmt.Errorf("empty answer")
	}
	text, ok := res.Content[0].(mcp.TextContent)
	if !ok {
		return metadata{}, fmt.Errorf("not text")
	}
	var md metadata
	err := json.Unmarshal([]byte(text.Text), &md)
	return md, err
}

// Silent after the IsError check too.
func fetchChecked(req *http.Request) (metadata, error) {
	res := bodyResult(req)
	if res.IsError {
		return metadata{}, fmt.Errorf("refused")
	}
	var md metadata
	err := json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &md)
	return md, err
}

// handleMetadata is a tool handler; its answer is the module's own.
func handleMetadata(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(metadata{Status: "success"})
	return mcp.NewToolResultText(string(b)), nil
}

// metadataTool is a sibling tool with a tool's shape (context first, a
// result and an error): its answer is the module's own too.
type metadataTool struct{}

func (metadataTool) Execute(ctx context.Context, args map[string]any) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(metadata{Status: "success"})
	return mcp.NewToolResultText(string(b)), nil
}

// viaHandler runs the handler: a builder that runs a tool.
func viaHandler(ctx context.Context) *mcp.CallToolResult {
	res, _ := handleMetadata(ctx, mcp.CallToolRequest{})
	return res
}

// Silent: the module decodes what its own handler, sibling tool, or a
// helper running its handler answered.
func summary(ctx context.Context) (metadata, metadata, metadata) {
	var a, b, c metadata
	h, _ := handleMetadata(ctx, mcp.CallToolRequest{})
	_ = json.Unmarshal([]byte(h.Content[0].(mcp.TextContent).Text), &a)
	s, _ := metadataTool{}.Execute(ctx, nil)
	_ = json.Unmarshal([]byte(s.Content[0].(mcp.TextContent).Text), &b)
	v := viaHandler(ctx)
	_ = json.Unmarshal([]byte(v.Content[0].(mcp.TextContent).Text), &c)
	return a, b, c
}

// Silent: an SDK constructor called here is own.
func constructed() (md metadata) {
	res := mcp.NewToolResultText(`{"status":"success"}`)
	_ = json.Unmarshal([]byte(res.Content[0].(mcp.TextContent).Text), &md)
	return md
}
