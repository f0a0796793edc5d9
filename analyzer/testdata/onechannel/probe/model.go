// Package model exercises the payload, envelope and IsError-check model
// that the onechannel check is built on.
package model

import (
	"encoding/json"
	"strings"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type apiError struct {
	Code    string
	Message string
}

type envelope struct {
	Result map[string]any
	Error  *apiError
}

// notEnvelope has an Error field that is no error object.
type notEnvelope struct {
	Result map[string]any
	Error  bool
}

func reads(res *mcp.CallToolResult, raw *mcpgo.CallToolResult) {
	_ = res.StructuredContent.(map[string]any)  // want `read StructuredContent assert`
	b, _ := json.Marshal(res.StructuredContent) // want `read StructuredContent marshal`
	var v any
	_ = json.Unmarshal(b, &v)                                                           // want `read StructuredContent decode`
	_ = json.Unmarshal(raw.RawStructuredContent, &v)                                    // want `read RawStructuredContent decode`
	_ = json.NewDecoder(strings.NewReader(string(raw.RawStructuredContent))).Decode(&v) // want `read RawStructuredContent decode`
	_ = raw.RawStructuredContent[0]                                                     // want `read RawStructuredContent index`
	text := res.Content[0].(*mcp.TextContent).Text
	_ = json.Unmarshal([]byte(text), &v) // want `read Content decode`

	if m, ok := res.StructuredContent.(map[string]any); ok { // a tested assertion is no read
		_ = m
	}
	if res.StructuredContent != nil { // want `iserror check of res`
	}
	if len(raw.RawStructuredContent) > 0 { // want `iserror check of raw`
	}
	_ = json.Valid(raw.RawStructuredContent) // not a decode
}

func envelopes(res *mcpgo.CallToolResult) {
	var env envelope
	_ = json.Unmarshal(res.RawStructuredContent, &env) // want `read RawStructuredContent decode`
	_ = env.Error                                      // want `envelope error check`
	_ = env.Result                                     // want `envelope result use`

	var other notEnvelope
	_ = json.Unmarshal(res.RawStructuredContent, &other) // want `read RawStructuredContent decode`
	_ = other.Result

	m := res.StructuredContent.(map[string]any) // want `read StructuredContent assert`
	_ = m["error"]                              // want `envelope error check`
	_ = m["result"]                             // want `map result use`
	if r, ok := m["result"]; ok {               // a presence test is no use
		_ = r
	}
}
