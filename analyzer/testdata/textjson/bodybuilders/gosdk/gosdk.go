// Package gosdk is a go-sdk server with a helper that wraps an HTTP body
// into a result: in production code what it returns is received.
package gosdk

import (
	"context"
	"encoding/json"
	"io"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// bodyResult turns an HTTP answer into a result, an error result on a
// failure.
func bodyResult(req *http.Request) *mcp.CallToolResult {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: err.Error()}}}
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(body)}}}
}

type metadata struct {
	Status string `json:"status"`
}

// Reported: the body helper's text decoded with no IsError check.
func fetchMetadata(req *http.Request) (md metadata) {
	res := bodyResult(req)
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		_ = json.Unmarshal([]byte(tc.Text), &md) // want `decoding tool result text as JSON; read StructuredContent instead`
	}
	return md
}

// handleMetadata is a typed tool handler; its answer is the module's own.
func handleMetadata(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: `{"status":"success"}`}}}, nil, nil
}

// Silent: the module decodes what its own handler answered.
func summary(ctx context.Context) (md metadata) {
	res, _, _ := handleMetadata(ctx, nil, struct{}{})
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &md)
	return md
}
