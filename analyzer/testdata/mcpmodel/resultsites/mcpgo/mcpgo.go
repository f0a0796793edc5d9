// Package mcpgo probes what ResultSiteAt says of the results mcp-go
// handlers return: each return is reported as "channels …".
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

func constructors(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v struct{ N int }
	b, _ := json.Marshal(v)
	switch req.GetString("form", "") {
	case "text":
		return mcp.NewToolResultText(string(b)), nil // want `channels text`
	case "structured":
		return mcp.NewToolResultStructured(v, string(b)), nil // want `channels text structured`
	case "structured only":
		return mcp.NewToolResultStructuredOnly(v), nil // want `channels text structured`
	case "json":
		return mcp.NewToolResultJSON(v) // want `channels text structured`
	case "image":
		return mcp.NewToolResultImage("a chart", "base64", "image/png"), nil // want `channels text`
	case "audio":
		return mcp.NewToolResultAudio("a song", "base64", "audio/wav"), nil // want `channels text`
	case "resource":
		return mcp.NewToolResultResource("a file", mcp.TextResourceContents{URI: "file:///a", Text: "a"}), nil // want `channels text`
	case "error":
		return mcp.NewToolResultError("no such city"), nil // want `channels text iserror`
	case "errorf":
		return mcp.NewToolResultErrorf("no city %q", "x"), nil // want `channels text iserror`
	case "error from err":
		return mcp.NewToolResultErrorFromErr("lookup", errors.New("x")), nil // want `channels text iserror`
	}
	return nil, errors.New("unknown form")
}

func literals(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(req.Params.Arguments)
	switch req.GetString("form", "") {
	case "text":
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: string(b)}}}, nil // want `channels text`
	case "raw":
		return &mcp.CallToolResult{RawStructuredContent: b}, nil // want `channels structured`
	case "both":
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(string(b))}, StructuredContent: req.Params.Arguments}, nil // want `channels text structured`
	case "error":
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("bad")}, IsError: true}, nil // want `channels text iserror`
	case "not an error":
		return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("ok")}, IsError: false}, nil // want `channels text`
	case "empty":
		return &mcp.CallToolResult{Content: []mcp.Content{}, StructuredContent: nil}, nil // want `channels`
	}
	res := mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("value")}}
	return &res, nil // want `channels text`
}

func fieldsAssigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := map[string]int{"n": 1}
	b, _ := json.Marshal(v)
	switch req.GetString("form", "") {
	case "structured":
		res := mcp.NewToolResultText(string(b))
		res.StructuredContent = v
		return res, nil // want `channels text structured`
	case "error":
		res := mcp.NewToolResultText(string(b))
		res.IsError = true
		return res, nil // want `channels text iserror`
	case "error on some paths":
		res := mcp.NewToolResultText(string(b))
		if len(b) > 10 {
			res.IsError = true
		}
		return res, nil // want `channels text`
	case "structured on some paths":
		res := mcp.NewToolResultText(string(b))
		if len(b) > 10 {
			res.StructuredContent = v
		}
		return res, nil // want `channels text structured`
	case "error branch returns":
		res := mcp.NewToolResultText(string(b))
		if len(b) > 10 {
			res.StructuredContent = v
			return res, nil // want `channels text structured`
		}
		return res, nil // want `channels text`
	case "filled by a decode":
		res := mcp.NewToolResultText(string(b))
		_ = json.Unmarshal(b, &res.StructuredContent)
		return res, nil // want `channels unknown`
	}
	var res *mcp.CallToolResult
	if len(b) > 10 {
		res = mcp.NewToolResultError("too long")
	} else {
		res = mcp.NewToolResultText(string(b))
	}
	return res, nil // want `channels text`
}

func reassigned(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultError("not yet")
	res.IsError = true
	res = mcp.NewToolResultStructured(req.Params.Arguments, "done")
	return res, nil // want `channels text structured`
}

func initStatement(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if res := mcp.NewToolResultText("x"); res != nil {
		return res, nil // want `channels text`
	}
	return nil, nil
}

// given answers with a result it was given: not one it builds.
func given(res *mcp.CallToolResult) (*mcp.CallToolResult, error) {
	return res, nil // want `channels unknown`
}

// handedOn gives its result to a function of the project's own, which may
// fill it.
func handedOn(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := mcp.NewToolResultText("x")
	decorate(res)
	return res, nil // want `channels unknown`
}

func decorate(res *mcp.CallToolResult) { res.StructuredContent = map[string]any{} }

// jsonResult is a package builder: an error when the marshal fails, the
// JSON text otherwise. Its calls answer as its success does.
func jsonResult(v any) *mcp.CallToolResult {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultError(err.Error()) // want `channels text iserror`
	}
	return mcp.NewToolResultText(string(b)) // want `channels text`
}

func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent(msg)}, IsError: true} // want `channels text iserror`
}

// structuredResult builds through jsonResult: a builder of a builder.
func structuredResult(v any) *mcp.CallToolResult {
	res := jsonResult(v)
	res.StructuredContent = v
	return res // want `channels text structured`
}

func builders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("form", "") {
	case "json":
		return jsonResult(req.Params.Arguments), nil // want `channels text`
	case "error":
		return errorResult("bad"), nil // want `channels text iserror`
	case "structured":
		return structuredResult(req.Params.Arguments), nil // want `channels text structured`
	}
	handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res := jsonResult(req.Params.Arguments)
		return res, nil // want `channels text`
	}
	return handler(ctx, req) // want `channels unknown`
}

// The expressions a site holds: the texts of its blocks and its payload,
// through constructors, literals, field assignments, append and builders.
func expressions(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := map[string]int{"n": 1}
	b, _ := json.Marshal(v)
	switch req.GetString("form", "") {
	case "text":
		return mcp.NewToolResultText(string(b)), nil // want `channels text \| only text \| texts: string\(b\)$`
	case "structured":
		return mcp.NewToolResultStructured(v, "done"), nil // want `channels text structured \| only text \| texts: "done" \| payloads: v$`
	case "json":
		return mcp.NewToolResultJSON(v) // want `channels text structured \| payloads: v$`
	case "image":
		return mcp.NewToolResultImage("a chart", "base64", "image/png"), nil // want `channels text \| texts: "a chart"$`
	case "appended":
		res := &mcp.CallToolResult{}
		res.Content = append(res.Content, mcp.NewTextContent(string(b)))
		return res, nil // want `channels text \| only text \| texts: string\(b\)$`
	case "payload then error":
		res := mcp.NewToolResultStructured(v, "x")
		res.IsError = true
		return res, nil // want `channels text structured iserror \| only text \| texts: "x" \| payloads: v$`
	case "two paths":
		res := mcp.NewToolResultText("short")
		if len(b) > 10 {
			res = mcp.NewToolResultText(string(b))
		}
		return res, nil // want `channels text \| only text \| texts: string\(b\), "short"$`
	}
	return appendedResult(string(b)), nil // want `channels text \| only text \| texts: string\(b\)$`
}

func appendedResult(s string) *mcp.CallToolResult {
	res := &mcp.CallToolResult{}
	res.Content = append(res.Content, mcp.NewTextContent(s))
	return res // want `channels text \| only text \| texts: s$`
}
