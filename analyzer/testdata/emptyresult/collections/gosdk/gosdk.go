// Package gosdk: emptyresult's principle server side (issue 28) in go-sdk
// handlers, typed and plain — an empty collection that is the answer is
// reported; a single entity, one element taken from a list, a collection
// used as the input of a computation and an upstream's nil reply are not.
package gosdk

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"example.com/fixtures/emptyresult/collections/lib"
)

type Row struct {
	ID    string  `json:"id"`
	Name  string  `json:"name"`
	Value float64 `json:"value"`
}

type Page struct {
	Total int   `json:"total"`
	Rows  []Row `json:"rows"`
}

type Choice struct{ Content string }

type Completion struct{ Choices []Choice }

type Pipeline struct{ ID, Status string }

type Secret struct{ Data map[string]string }

type backend struct {
	rows      map[string][]Row
	secrets   map[string]*Secret
	labels    map[string]Row
	pipelines map[string][]Pipeline
}

func (b *backend) search(q string) []Row                       { return b.rows[q] }
func (b *backend) page(q string) Page                          { return Page{Rows: b.rows[q]} }
func (b *backend) readSecret(path string) *Secret              { return b.secrets[path] }
func (b *backend) complete(prompt string) (*Completion, error) { return &Completion{}, nil }
func (b *backend) reply(id string) (*Row, error)               { return nil, nil }

var db = &backend{}

var store = &lib.Store{}

type query struct {
	Q string `json:"q"`
}

type rowsOut struct {
	Rows []Row `json:"rows"`
}

type textOut struct {
	Text string `json:"text"`
}

type secretOut struct {
	Secret *Secret `json:"secret"`
}

// errorResult is the package's own error-result wrapper.
func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// --- positives: an empty collection that is the answer ---

// A typed handler's Out holds the slice: its Go error is the tool error.
func listTyped(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, rowsOut, error) {
	rows := db.search(in.Q)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, fmt.Errorf("no results for %q", in.Q)
	}
	return nil, rowsOut{Rows: rows}, nil
}

// A typed handler whose Out is the slice itself.
func listSlice(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, []Row, error) {
	rows := db.search(in.Q)
	if rows == nil { // want `empty answer returned as a tool error`
		return nil, nil, errors.New("nothing matched")
	}
	return nil, rows, nil
}

func listMarshalled(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search("all")
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return errorResult("no rows"), nil
	}
	b, _ := json.Marshal(rows)
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil
}

func listStructured(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	byID := make(map[string]Row)
	for _, r := range db.search("all") {
		byID[r.ID] = r
	}
	if len(byID) == 0 { // want `empty answer returned as a tool error`
		return errorResult("no rows"), nil
	}
	return &mcp.CallToolResult{StructuredContent: byID, Content: []mcp.Content{&mcp.TextContent{Text: "rows"}}}, nil
}

func listRendered(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	var b strings.Builder
	for _, r := range db.search(in.Q) {
		b.WriteString(r.Name + "\n")
	}
	text := b.String()
	if strings.TrimSpace(text) == "" { // want `empty answer returned as a tool error`
		return nil, textOut{}, errors.New("no rows")
	}
	return nil, textOut{Text: text}, nil
}

func listCounted(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, Page, error) {
	p := db.page(in.Q)
	if p.Total < 1 { // want `empty answer returned as a tool error`
		return nil, Page{}, errors.New("zero rows")
	}
	return nil, p, nil
}

func listFound(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, rowsOut, error) {
	rows := db.search("")
	var out rowsOut
	found := false
	for _, r := range rows {
		if r.Name == in.Q {
			out.Rows = append(out.Rows, r)
			found = true
		}
	}
	if found == false { // want `empty answer returned as a tool error`
		return nil, rowsOut{}, errors.New("nothing matched")
	}
	return nil, out, nil
}

// Two calls deep.
func rowsOf(q string) ([]Row, error) {
	rows := db.search(q)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, errors.New("no rows")
	}
	return rows, nil
}

func matching(q string) ([]Row, error) { return rowsOf(q) }

func listDeep(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, rowsOut, error) {
	rows, err := matching(in.Q)
	if err != nil {
		return nil, rowsOut{}, err
	}
	return nil, rowsOut{Rows: rows}, nil
}

// Across packages, by lib.ListJobs's fact.
func listJobs(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, []lib.Job, error) {
	jobs, err := store.ListJobs(in.Q)
	if err != nil { // want `empty answer of ListJobs returned as a tool error`
		return nil, nil, err
	}
	return nil, jobs, nil
}

// Across packages: lib's ExportJobs renders every job of a list into its
// text (its fact), and the handler answers that text.
func exportJobs(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	text, err := store.ExportJobs(in.Q)
	if err != nil {
		return nil, textOut{}, err
	}
	if text == "" { // want `empty answer returned as a tool error`
		return errorResult("no jobs found"), textOut{}, nil
	}
	return nil, textOut{Text: text}, nil
}

// --- negatives: look-alikes that are no empty collection (issue 28) ---

// The same shape over lib's DescribeSecret, which renders one entity: no
// fact, silent.
func describeSecret(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	text, err := store.DescribeSecret(in.Q)
	if err != nil {
		return nil, textOut{}, err
	}
	if text == "" {
		return errorResult("no secret at this path"), textOut{}, nil
	}
	return nil, textOut{Text: text}, nil
}

func readSecret(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, secretOut, error) {
	secret := db.readSecret(in.Q)
	if secret == nil {
		return nil, secretOut{}, errors.New("no secret at this path")
	}
	return nil, secretOut{Secret: secret}, nil
}

func readStoredSecret(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, *lib.Secret, error) {
	secret, err := store.ReadSecret(in.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, secret, nil
}

func getLabel(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, Row, error) {
	label, ok := db.labels[in.Q]
	if !ok || label.ID == "" {
		return nil, Row{}, errors.New("no such label")
	}
	return nil, label, nil
}

func latestPipeline(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, Pipeline, error) {
	pipelines := db.pipelines[in.Q]
	if len(pipelines) == 0 {
		return nil, Pipeline{}, errors.New("no pipelines")
	}
	return nil, pipelines[len(pipelines)-1], nil
}

func summarize(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	resp, err := db.complete(in.Q)
	if err != nil {
		return nil, textOut{}, err
	}
	if len(resp.Choices) < 1 {
		return nil, textOut{}, errors.New("empty response from model")
	}
	return nil, textOut{Text: resp.Choices[0].Content}, nil
}

type averageOut struct {
	Average float64 `json:"average"`
}

func average(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, averageOut, error) {
	values := db.search(in.Q)
	if len(values) < 1 {
		return nil, averageOut{}, errors.New("not enough data points")
	}
	sum := 0.0
	for _, v := range values {
		sum += v.Value
	}
	return nil, averageOut{Average: sum / float64(len(values))}, nil
}

func fetchOne(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, *Row, error) {
	row, err := db.reply(in.Q)
	if err != nil {
		return nil, nil, err
	}
	if row == nil {
		return nil, nil, errors.New("empty reply from the API")
	}
	return nil, row, nil
}

func firstID(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	rows := db.search(in.Q)
	if len(rows) == 0 {
		return nil, textOut{}, errors.New("benchmark needs a row")
	}
	return nil, textOut{Text: rows[0].ID}, nil
}

// The next job of a queue: one element of lib.ListJobs's list.
func nextJob(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, lib.Job, error) {
	jobs, err := store.ListJobs(in.Q)
	if err != nil {
		return nil, lib.Job{}, err
	}
	return nil, jobs[0], nil
}

// A label found by name in the listing, with a found flag over the loop:
// the loop picks one element (the last match), a single entity.
func findLabel(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, *Row, error) {
	rows := db.search("labels")
	var label *Row
	found := false
	for i := range rows {
		if rows[i].Name == in.Q {
			label = &rows[i]
			found = true
		}
	}
	if !found {
		return nil, nil, errors.New("no such label")
	}
	return nil, label, nil
}

// A title written before the rows: never empty, silent (both SDKs).
func listTitled(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	text := "Rows:\n"
	for _, r := range db.search(in.Q) {
		text += r.Name + "\n"
	}
	if text == "" {
		return nil, textOut{}, errors.New("no rows")
	}
	return nil, textOut{Text: text}, nil
}

func exportQueue(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	text, err := store.ExportQueue(in.Q)
	if err != nil {
		return nil, textOut{}, err
	}
	if text == "" {
		return errorResult("no jobs found"), textOut{}, nil
	}
	return nil, textOut{Text: text}, nil
}

// The same rows with no title: the text is the list's.
func listUntitled(ctx context.Context, req *mcp.CallToolRequest, in query) (*mcp.CallToolResult, textOut, error) {
	text := ""
	for _, r := range db.search(in.Q) {
		text += r.Name + "\n"
	}
	if text == "" { // want `empty answer returned as a tool error`
		return nil, textOut{}, errors.New("no rows")
	}
	return nil, textOut{Text: text}, nil
}
