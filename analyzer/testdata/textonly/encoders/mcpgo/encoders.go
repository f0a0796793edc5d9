// Package mcpgo holds mcp-go handlers that answer JSON made by the
// encoders real servers use besides encoding/json (reported, with no fix:
// another encoder's JSON may read otherwise than the SDK's marshal of the
// value), and their look-alikes.
package mcpgo

import (
	"bytes"
	"context"
	stdjson "encoding/json"
	"fmt"

	"github.com/bytedance/sonic"
	gojson "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/mark3labs/mcp-go/mcp"
	"google.golang.org/protobuf/encoding/protojson"
)

type Job struct {
	Name  string `json:"name"`
	State string `json:"state"`
}

func job() Job { return Job{Name: "build", State: "done"} }

// json is the configured API the package marshals with, jsoniter's idiom.
var json = jsoniter.ConfigCompatibleWithStandardLibrary

// --- reported ---

func jsoniterConfigured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := job()
	b, err := json.Marshal(j)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of Job returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func jsoniterToString(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := job()
	text, err := jsoniter.MarshalToString(j)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(text), nil // want `^JSON of Job returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func goccy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := job()
	b, err := gojson.MarshalIndent(j, "", "  ")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of Job returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func goccyContext(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	jobs := map[string]Job{"build": job()}
	b, err := gojson.MarshalContext(ctx, jobs)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of map\[string\]Job returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func sonicString(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := job()
	text, err := sonic.MarshalString(j)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(text), nil // want `^JSON of Job returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

func sonicStd(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := job()
	b, err := sonic.ConfigStd.Marshal(j)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want `^JSON of Job returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// Pipeline stands for a generated protocol buffer message.
type Pipeline struct{ Name string }

func (*Pipeline) ProtoReflect() any { return nil }

// protojson, then json.Indent over its bytes.
func pipeline(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := &Pipeline{Name: req.GetString("name", "")}
	b, err := protojson.Marshal(p)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var buf bytes.Buffer
	if err := stdjson.Indent(&buf, b, "", "  "); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(buf.String()), nil // want `^JSON of Pipeline returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// --- silent ---

// A JSON string scalar.
func sonicScalar(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, _ := sonic.MarshalString(job().State)
	return mcp.NewToolResultText(text), nil
}

// JSON embedded in prose.
func jsoniterProse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(job())
	return mcp.NewToolResultText(fmt.Sprintf("Job finished: %s", b)), nil
}

// Structured content beside the text.
func goccyStructured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	j := job()
	b, _ := gojson.Marshal(j)
	return mcp.NewToolResultStructured(j, string(b)), nil
}
