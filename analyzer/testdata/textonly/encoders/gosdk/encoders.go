// Package gosdk holds go-sdk handlers that answer JSON made by protojson
// and the drop-in libraries (reported, with no fix: protojson's field
// names differ from encoding/json's, which the SDK marshals structured
// content with), and their look-alikes.
package gosdk

import (
	"bytes"
	"context"
	"fmt"

	"encoding/json"

	"github.com/bytedance/sonic"
	gojson "github.com/goccy/go-json"
	jsoniter "github.com/json-iterator/go"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"google.golang.org/protobuf/encoding/protojson"
)

// Vulnerability stands for a generated protocol buffer message.
type Vulnerability struct {
	Id       string
	Severity string
}

func (*Vulnerability) ProtoReflect() any { return nil }

func lookupVuln(ctx context.Context, id string) (*Vulnerability, error) {
	return &Vulnerability{Id: id}, nil
}

func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// prettyJSON indents the JSON it is given: the package's own indenter.
func prettyJSON(b []byte) (string, error) {
	var buf bytes.Buffer
	if err := json.Indent(&buf, b, "", "  "); err != nil {
		return "", err
	}
	return buf.String(), nil
}

// --- reported ---

// protojson, then the package's own indenter over the bytes, answered as
// the only text block.
func vuln(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookupVuln(ctx, "GO-2024-0001")
	if err != nil {
		return nil, err
	}
	b, err := protojson.Marshal(v)
	if err != nil {
		return nil, err
	}
	text, err := prettyJSON(b)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil // want `^JSON of Vulnerability returned only as text; set StructuredContent to the value beside the text$`
}

// protojson's options, and json.Indent into a buffer.
func vulnMultiline(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookupVuln(ctx, "GO-2024-0002")
	if err != nil {
		return nil, err
	}
	b, err := protojson.MarshalOptions{UseProtoNames: true}.Marshal(v)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	_ = json.Indent(&buf, b, "", "\t")
	return textResult(buf.String()), nil // want `^JSON of Vulnerability returned only as text; set StructuredContent to the value beside the text$`
}

func vulnFormat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookupVuln(ctx, "GO-2024-0003")
	if err != nil {
		return nil, err
	}
	return textResult(protojson.Format(v)), nil // want `^JSON of Vulnerability returned only as text; set StructuredContent to the value beside the text$`
}

func sonicDefault(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookupVuln(ctx, "GO-2024-0004")
	if err != nil {
		return nil, err
	}
	b, err := sonic.ConfigDefault.Marshal(v)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `^JSON of Vulnerability returned only as text; set StructuredContent to the value beside the text$`
}

// json-iterator's configured API, answered as the only text block.
func jsoniterStd(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookupVuln(ctx, "GO-2024-0006")
	if err != nil {
		return nil, err
	}
	api := jsoniter.ConfigCompatibleWithStandardLibrary
	b, err := api.MarshalIndent(v, "", "  ")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `^JSON of Vulnerability returned only as text; set StructuredContent to the value beside the text$`
}

// goccy/go-json, on the data path of a text that is prose on the other.
func goccyOrNone(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookupVuln(ctx, "GO-2024-0007")
	if err != nil {
		return nil, err
	}
	b, _ := gojson.Marshal(v)
	text := string(b)
	if v.Severity == "" {
		text = "not rated"
	}
	return textResult(text), nil // want `^JSON of Vulnerability returned only as text; set StructuredContent to the value beside the text$`
}

// --- silent ---

// protojson's JSON in a sentence.
func vulnSentence(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := lookupVuln(ctx, "GO-2024-0005")
	if err != nil {
		return nil, err
	}
	return textResult(fmt.Sprintf("Vulnerability %s:\n%s", v.Id, protojson.Format(v))), nil
}

// The package's indenter over a body it did not serialise.
func vulnRaw(ctx context.Context, req *mcp.CallToolRequest, raw []byte) (*mcp.CallToolResult, error) {
	text, err := prettyJSON(raw)
	if err != nil {
		return nil, err
	}
	return textResult(text), nil
}
