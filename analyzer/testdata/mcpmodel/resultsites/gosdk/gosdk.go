// Package gosdk probes what ResultSiteAt says of the results go-sdk
// handlers return (the go-sdk has no constructors: literals only).
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func literals(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v struct{ N int }
	b, _ := json.Marshal(v)
	switch req.Params.Name {
	case "text":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `channels text`
	case "both":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: v}, nil // want `channels text structured`
	case "structured only":
		return &mcp.CallToolResult{StructuredContent: v}, nil // want `channels structured`
	case "error":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "bad"}}, IsError: true}, nil // want `channels text iserror`
	}
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}
	if req.Params.Name == "late" {
		res.StructuredContent = v
		return res, nil // want `channels text structured`
	}
	if req.Params.Name == "fails" {
		res.IsError = true
		return res, nil // want `channels text iserror`
	}
	return res, nil // want `channels text`
}

// A typed handler's result is its first result.
func typed(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	var res mcp.CallToolResult
	res.Content = []mcp.Content{&mcp.TextContent{Text: "hi"}}
	return &res, nil, nil // want `channels text`
}

func textResult(s string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: s}}} // want `channels text`
}

func viaBuilder(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return textResult("x"), nil // want `channels text`
}

// The expressions a site holds: the texts of its blocks and its payload,
// through literals, field assignments, append and the package's builders.
func expressions(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v struct{ N int }
	b, _ := json.Marshal(v)
	switch req.Params.Name {
	case "literal":
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}, StructuredContent: &v}, nil // want `channels text structured \| only text \| texts: string\(b\) \| payloads: &v$`
	case "appended":
		res := &mcp.CallToolResult{}
		res.Content = append(res.Content, &mcp.TextContent{Text: "one"}, &mcp.TextContent{Text: string(b)})
		return res, nil // want `channels text \| only text \| texts: "one", string\(b\)$`
	case "appended image":
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}
		res.Content = append(res.Content, &mcp.ImageContent{MIMEType: "image/png"})
		return res, nil // want `channels text \| texts: string\(b\)$`
	case "list elsewhere":
		blocks := []mcp.Content{&mcp.TextContent{Text: "x"}}
		return &mcp.CallToolResult{Content: blocks}, nil // want `channels text$`
	case "payload assigned":
		res := &mcp.CallToolResult{}
		res.StructuredContent = v
		return res, nil // want `channels structured \| payloads: v$`
	case "set error":
		res := &mcp.CallToolResult{StructuredContent: v}
		res.SetError(ctx.Err())
		return res, nil // want `channels text structured iserror`
	case "set error keeps content":
		res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sorry"}}}
		res.SetError(ctx.Err())
		return res, nil // want `channels text iserror \| only text \| texts: "sorry"$`
	case "wrapper filled by field":
		return filledText(string(b)), nil // want `channels text \| only text \| texts: string\(b\)$`
	case "wrapper appending":
		return appendedText(string(b)), nil // want `channels text \| only text \| texts: string\(b\)$`
	}
	return answer(v, string(b)), nil // want `channels text structured \| only text \| texts: string\(b\) \| payloads: v$`
}

// filledText is a text wrapper that fills a result by field.
func filledText(s string) *mcp.CallToolResult {
	var res mcp.CallToolResult
	res.Content = []mcp.Content{&mcp.TextContent{Text: s}}
	return &res // want `channels text \| only text \| texts: s$`
}

// appendedText is a text wrapper that appends its block.
func appendedText(s string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.Content = append(res.Content, &mcp.TextContent{Text: s})
	return res // want `channels text \| only text \| texts: s$`
}

func answer(v any, text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}, StructuredContent: v} // want `channels text structured \| only text \| texts: text \| payloads: v$`
}
