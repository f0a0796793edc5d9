// Package gosdk is a go-sdk server with a helper that wraps an HTTP body
// into a result: what it returns is the module's own, its text the
// module's own format (the spec's section 2), so textjson is silent; a
// missing IsError check is onechannel's finding (onechannel/bodybuilders).
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

// Silent: the body helper's text is the module's own format.
func fetchMetadata(req *http.Request) (md metadata) {
	res := bodyResult(req)
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		_ = json.Unmarshal([]byte(tc.Text), &md)
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

// Reported: the same decode of a result a server sent.
func remoteMetadata(ctx context.Context, s *mcp.ClientSession) (md metadata) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "metadata"})
	if err != nil || res.IsError {
		return md
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &md) // want `decoding tool result text as JSON; read StructuredContent instead`
	return md
}
