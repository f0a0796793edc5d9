// Package gosdk holds go-sdk handlers whose text holds JSON the code
// serialised on one path and something else on another (reported), JSON
// made by helpers, and their look-alikes.
package gosdk

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/textonly/datapaths/report"
)

type Record struct {
	ID   string `json:"id"`
	Kind string `json:"kind"`
}

func fetchRecord(ctx context.Context, id string) (*Record, error) { return &Record{ID: id}, nil }

func textResult(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "record"}, record)
	mcp.AddTool(s, &mcp.Tool{Name: "record_link"}, recordLink)
}

// --- reported ---

// A typed handler with Out any: JSON in one case of the switch, a URI in
// the others.
func record(ctx context.Context, req *mcp.CallToolRequest, in struct{ ID, Format string }) (*mcp.CallToolResult, any, error) {
	var result string
	switch in.Format {
	case "json":
		rec, err := fetchRecord(ctx, in.ID)
		if err != nil {
			return nil, nil, err
		}
		b, err := json.Marshal(rec)
		if err != nil {
			return nil, nil, err
		}
		result = string(b)
	case "uri":
		result = "records://" + in.ID
	default:
		result = "records://" + in.ID + "?format=" + in.Format
	}
	return textResult(result), nil, nil // want `^JSON of Record returned only as text in the handler of tool "record"; return the value as the handler's Out too, which the SDK sends as structured content$`
}

// The same through a literal, with a value certainly there: no fix, the
// URI cases would carry it as structured content beside their URI.
func recordLink(ctx context.Context, req *mcp.CallToolRequest, in struct{ ID, Format string }) (*mcp.CallToolResult, any, error) {
	rec := Record{ID: in.ID, Kind: "link"}
	var result string
	switch in.Format {
	case "json":
		b, err := json.Marshal(rec)
		if err != nil {
			return nil, nil, err
		}
		result = string(b)
	default:
		result = "records://" + in.ID
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: result}}}, nil, nil // want `^JSON of Record returned only as text in the handler of tool "record_link"; set StructuredContent to the value beside the text$`
}

func listRecords(ctx context.Context) ([]Record, error) { return nil, nil }

type RecordPage struct {
	Records []Record `json:"records"`
}

// JSON on the data path, prose when there is nothing to list.
func records(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	recs, err := listRecords(ctx)
	if err != nil {
		return nil, err
	}
	page := RecordPage{Records: recs}
	b, err := json.Marshal(page)
	if err != nil {
		return nil, err
	}
	out := string(b)
	if len(recs) == 0 {
		out = "No records found"
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: out}}}, nil // want `^JSON of RecordPage returned only as text; set StructuredContent to the value beside the text$`
}

// JSON on every path: the fix is offered.
func recordEveryPath(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rec := Record{ID: "r1", Kind: "plain"}
	b, err := json.Marshal(rec)
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `^JSON of Record returned only as text; set StructuredContent to the value beside the text$`
}

// describe returns JSON one call away, the empty case's prose on another
// path.
func describe(rec *Record) (string, error) {
	if rec == nil {
		return "no such record", nil
	}
	b, err := json.MarshalIndent(rec, "", "  ")
	if err != nil {
		return "", err
	}
	return string(b), nil
}

// And two calls away.
func describeByID(ctx context.Context, id string) (string, error) {
	rec, err := fetchRecord(ctx, id)
	if err != nil {
		return "", err
	}
	return describe(rec)
}

func describeHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := describeByID(ctx, "r1")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil // want `^JSON data returned only as text; set StructuredContent to the value beside the text$`
}

// Another package's helper, its JSON two calls down there.
func policy(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := report.Violations("default")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil // want `^JSON data returned only as text; set StructuredContent to the value beside the text$`
}

// An indenter over JSON an encoder wrote into a buffer: encoding/json's
// JSON of rec on every path, so the fix is offered.
func indented(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rec, err := fetchRecord(ctx, "r1")
	if err != nil {
		return nil, err
	}
	var raw bytes.Buffer
	if err := json.NewEncoder(&raw).Encode(rec); err != nil {
		return nil, err
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, raw.Bytes(), "", "  "); err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: pretty.String()}}}, nil // want `^JSON of Record returned only as text; set StructuredContent to the value beside the text$`
}

// --- silent ---

// Prose built from JSON values.
func recordProse(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rec, err := fetchRecord(ctx, "r1")
	if err != nil {
		return nil, err
	}
	id, _ := json.Marshal(rec.ID)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Record " + string(id) + " is a " + rec.Kind}}}, nil
}

// JSON embedded in prose by fmt.
func recordSentence(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := describe(&Record{ID: "r1"})
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprintf("Found:\n%s", text)}}}, nil
}

// An upstream body handed on unchanged.
func upstream(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := report.Upstream("https://example.com/records")
	if err != nil {
		return nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: body}}}, nil
}

// A JSON string scalar on the data path, a URI on the other.
func scalar(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	uri := "records://r1"
	b, _ := json.Marshal(uri)
	text := string(b)
	if req.Params == nil {
		text = uri
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
}
