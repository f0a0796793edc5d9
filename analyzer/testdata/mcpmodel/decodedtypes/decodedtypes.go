// Package decodedtypes // want package:"mcprelevant" package:"mcpdecoded\\(example.com/fixtures/mcpmodel/decodedtypes.Detail, example.com/fixtures/mcpmodel/decodedtypes.Envelope, example.com/fixtures/mcpmodel/decodedtypes.Row, example.com/fixtures/mcpmodel/decodedtypes.Summary, example.com/fixtures/mcpmodel/decodedtypes.ToolError, example.com/fixtures/mcpmodel/decodedtypes.Typed; at error keys: example.com/fixtures/mcpmodel/decodedtypes.Detail, example.com/fixtures/mcpmodel/decodedtypes.ToolError\\)"
package decodedtypes

import (
	"context"
	"encoding/json"
	"net/http"

	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

type ToolError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type Detail struct {
	Type string `json:"type"`
	Msg  string `json:"msg"`
}

type Row struct{ Name string }

// Envelope is decoded from a payload: its rows and its error object too.
type Envelope struct {
	Rows   []Row      `json:"rows"`
	Error  *ToolError `json:"error"`
	Errors []Detail   `json:"errors"`
	hidden *Hidden
}

// Hidden is behind an unexported field, which a decode never fills.
type Hidden struct{ Note string }

// Summary is decoded from a content text.
type Summary struct{ Count int }

// Typed is what StructuredContent is asserted to.
type Typed struct{ Items []string }

// Upstream is decoded from an HTTP body: not recorded.
type Upstream struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func payload(ctx context.Context, c *client.Client) (Envelope, Summary, error) {
	var env Envelope
	var sum Summary
	res, err := c.CallTool(ctx, mcp.CallToolRequest{})
	if err != nil {
		return env, sum, err
	}
	if err := json.Unmarshal(res.RawStructuredContent, &env); err != nil {
		return env, sum, err
	}
	err = json.Unmarshal([]byte(mcp.GetTextFromContent(res.Content[0])), &sum)
	return env, sum, err
}

func asserted(res *gosdk.CallToolResult) *Typed {
	t, _ := res.StructuredContent.(*Typed)
	return t
}

func upstream(resp *http.Response) (u Upstream) {
	_ = json.NewDecoder(resp.Body).Decode(&u)
	return u
}
