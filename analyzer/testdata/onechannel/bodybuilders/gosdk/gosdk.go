// Package gosdk is a go-sdk server with helpers that wrap an HTTP body into
// a result. What they return is the module's own (textjson is silent on
// its text), but in production code a result whose builder can return an
// error result must still be checked before it is read as data: a refusal
// read as data (the spec's section 2).
package gosdk

import (
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

// flaggedResult sets IsError after building the result.
func flaggedResult(req *http.Request) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		res.IsError = true
		res.Content = []mcp.Content{&mcp.TextContent{Text: err.Error()}}
		return res
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	res.StructuredContent = json.RawMessage(body)
	return res
}

// wrapped calls a helper that can refuse: it can refuse too.
func wrapped(req *http.Request) *mcp.CallToolResult {
	return bodyResult(req)
}

// plainResult never refuses: its failures are Go errors.
func plainResult(req *http.Request) (*mcp.CallToolResult, error) {
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(body)}}}, nil
}

type metadata struct {
	Status string `json:"status"`
}

// Reported: the body helper's text decoded with no IsError check.
func fetchMetadata(req *http.Request) (md metadata) {
	res := bodyResult(req)
	if tc, ok := res.Content[0].(*mcp.TextContent); ok {
		_ = json.Unmarshal([]byte(tc.Text), &md) // want `tool result text decoded without checking IsError`
	}
	return md
}

// Reported: the structured content of a helper that sets IsError later.
func fetchFlagged(req *http.Request) (md metadata) {
	res := flaggedResult(req)
	b, _ := json.Marshal(res.StructuredContent) // want `StructuredContent read without checking IsError`
	_ = json.Unmarshal(b, &md)
	return md
}

// Reported: through a helper that calls one that can refuse.
func fetchWrapped(req *http.Request) (md metadata) {
	res := wrapped(req)
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &md) // want `tool result text decoded without checking IsError`
	return md
}

// Silent: IsError checked first.
func fetchChecked(req *http.Request) (md metadata) {
	res := bodyResult(req)
	if res.IsError {
		return md
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &md)
	return md
}

// Silent: a helper that never returns an error result.
func fetchPlain(req *http.Request) (md metadata) {
	res, err := plainResult(req)
	if err != nil {
		return md
	}
	_ = json.Unmarshal([]byte(res.Content[0].(*mcp.TextContent).Text), &md)
	return md
}
