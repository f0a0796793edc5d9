// Package mcpgo: emptyresult's principle server side (issue 28) in mcp-go
// handlers — an empty collection that is the answer is reported; a single
// entity, one element taken from a list, a collection used as the input of
// a computation and an upstream's nil reply are not.
package mcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

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

// toolError is the package's own error-result wrapper.
func toolError(format string, args ...any) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...)), nil
}

// --- positives: an empty collection that is the answer ---

func listMarshalled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search(req.GetString("q", ""))
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return toolError("no results for %q", req.GetString("q", ""))
	}
	b, err := json.Marshal(rows)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

func listStructured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search(req.GetString("q", ""))
	if rows == nil { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("nothing matched"), nil
	}
	return mcp.NewToolResultStructured(map[string]any{"rows": rows}, "rows"), nil
}

func listRendered(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	for _, r := range db.search(req.GetString("q", "")) {
		fmt.Fprintf(&b, "%s: %s\n", r.ID, r.Name)
	}
	if b.Len() == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no rows"), nil
	}
	return mcp.NewToolResultText(b.String()), nil
}

func listJoined(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var names []string
	for _, r := range db.search(req.GetString("q", "")) {
		names = append(names, r.Name)
	}
	text := strings.Join(names, "\n")
	if text == "" { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no names"), nil
	}
	return mcp.NewToolResultText(text), nil
}

func listCounted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := db.page(req.GetString("q", ""))
	if p.Total == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("zero rows"), nil
	}
	return mcp.NewToolResultJSON(p)
}

func listFound(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search("")
	found := false
	var kept []Row
	for _, r := range rows {
		if strings.Contains(r.Name, req.GetString("q", "")) {
			kept = append(kept, r)
			found = true
		}
	}
	if !found { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("nothing matched"), nil
	}
	return mcp.NewToolResultJSON(kept)
}

// Two calls deep: the emptiness is decided in rowsOf, below matching.
func rowsOf(q string) ([]Row, error) {
	rows := db.search(q)
	if len(rows) == 0 { // want `empty answer returned as a tool error`
		return nil, errors.New("no rows")
	}
	return rows, nil
}

func matching(q string) ([]Row, error) {
	rows, err := rowsOf(q)
	if err != nil {
		return nil, fmt.Errorf("matching: %w", err)
	}
	return rows, nil
}

func listDeep(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := matching(req.GetString("q", ""))
	if err != nil {
		return toolError("%v", err)
	}
	return mcp.NewToolResultJSON(rows)
}

// Across packages: lib.ListJobs fails on an empty list (its fact).
func listJobs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	jobs, err := store.ListJobs(req.GetString("queue", ""))
	if err != nil { // want `empty answer of ListJobs returned as a tool error`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(jobs)
}

// Across packages: lib's ExportJobs renders every job of a list into its
// text (its fact), and the handler answers that text.
func exportJobs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := store.ExportJobs(req.GetString("queue", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if text == "" { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no jobs found"), nil
	}
	return mcp.NewToolResultText(text), nil
}

// --- negatives: look-alikes that are no empty collection (issue 28) ---

// The same shape over lib's DescribeSecret, which renders one entity: no
// fact, silent.
func describeSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := store.DescribeSecret(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if text == "" {
		return mcp.NewToolResultError("no secret at this path"), nil
	}
	return mcp.NewToolResultText(text), nil
}

// A secret read by path: one entity the request names; a tool error lets
// the model correct the path.
func readSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	secret := db.readSecret(req.GetString("path", ""))
	if secret == nil {
		return mcp.NewToolResultError("no secret at this path"), nil
	}
	return mcp.NewToolResultJSON(secret.Data)
}

// The same through another package's helper: no fact, silent.
func readStoredSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	secret, err := store.ReadSecret(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(secret)
}

// A label looked up by name: one entity.
func getLabel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	label, ok := db.labels[req.GetString("name", "")]
	if !ok || label.Name == "" {
		return mcp.NewToolResultError("no such label"), nil
	}
	return mcp.NewToolResultJSON(label)
}

// The latest pipeline of a project with none: one element of the list.
func latestPipeline(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	pipelines := db.pipelines[req.GetString("project", "")]
	if len(pipelines) == 0 {
		return mcp.NewToolResultError("no pipelines"), nil
	}
	latest := pipelines[len(pipelines)-1]
	return mcp.NewToolResultText(latest.ID + " " + latest.Status), nil
}

// A model with no choices: an upstream that returned nothing, and the
// answer is one element, choices[0].
func summarize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := db.complete(req.GetString("text", ""))
	if err != nil {
		return nil, err
	}
	if len(resp.Choices) < 1 {
		return toolError("empty response from model")
	}
	return mcp.NewToolResultText(resp.Choices[0].Content), nil
}

// A series too short to compute from: the input of a computation, not the
// answer.
func average(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	values := db.search(req.GetString("metric", ""))
	if len(values) < 1 {
		return mcp.NewToolResultError("not enough data points"), nil
	}
	sum := 0.0
	for _, v := range values {
		sum += v.Value
	}
	return mcp.NewToolResultText(fmt.Sprintf("%.2f", sum/float64(len(values)))), nil
}

// The last value of an indicator series: one element.
func lastValue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	values := db.search(req.GetString("metric", ""))
	if len(values) == 0 {
		return mcp.NewToolResultError("no values"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(values[len(values)-1].Value)), nil
}

// A nil reply with a nil error from an API client: the upstream broke its
// promise.
func fetchOne(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	row, err := db.reply(req.GetString("id", ""))
	if err != nil {
		return nil, err
	}
	if row == nil {
		return mcp.NewToolResultError("empty reply from the API"), nil
	}
	return mcp.NewToolResultJSON(row)
}

// A harness that needs a field of the answer: one element's id.
func firstID(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search(req.GetString("q", ""))
	if len(rows) == 0 {
		return mcp.NewToolResultError("benchmark needs a row"), nil
	}
	return mcp.NewToolResultText(rows[0].ID), nil
}

// The next job of a queue: one element of lib.ListJobs's list, so its
// error on an empty list is about one element here, not the answer.
func nextJob(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	jobs, err := store.ListJobs(req.GetString("queue", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(jobs[0].ID), nil
}

// A label found by name in the listing, with a found flag over the loop:
// the loop picks one element (the last match), a single entity.
func findLabel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows := db.search("labels")
	var label Row
	found := false
	for _, r := range rows {
		if r.Name == req.GetString("name", "") {
			label = r
			found = true
		}
	}
	if !found {
		return mcp.NewToolResultError("no such label"), nil
	}
	return mcp.NewToolResultJSON(label)
}

// The issuer's id found by name in a listing (vault's read_pki_issuer):
// one element's field, picked in a counted loop.
func issuerID(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issuers := db.search("issuers")
	id := ""
	for i := 0; i < len(issuers); i++ {
		if issuers[i].Name == req.GetString("name", "") {
			id = issuers[i].ID
		}
	}
	if id == "" {
		return mcp.NewToolResultError("no issuer with this name"), nil
	}
	return mcp.NewToolResultText(id), nil
}

// A title written before the rows: the text is never empty, and its test
// is not the list's (terraform's module details). Silent, in the handler
// and through lib's ExportQueue.
func listTitled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	b.WriteString("Rows:\n")
	for _, r := range db.search(req.GetString("q", "")) {
		fmt.Fprintf(&b, "%s: %s\n", r.ID, r.Name)
	}
	if b.Len() == 0 {
		return mcp.NewToolResultError("no rows"), nil
	}
	return mcp.NewToolResultText(b.String()), nil
}

func exportQueue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := store.ExportQueue(req.GetString("queue", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if text == "" {
		return mcp.NewToolResultError("no jobs found"), nil
	}
	return mcp.NewToolResultText(text), nil
}

// A title written only with the first row may not be written: the text is
// the rows', and its test is the list's.
func listTitledFirst(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var b strings.Builder
	for i, r := range db.search(req.GetString("q", "")) {
		if i == 0 {
			b.WriteString("Rows:\n")
		}
		fmt.Fprintf(&b, "%s: %s\n", r.ID, r.Name)
	}
	if b.Len() == 0 { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no rows"), nil
	}
	return mcp.NewToolResultText(b.String()), nil
}
