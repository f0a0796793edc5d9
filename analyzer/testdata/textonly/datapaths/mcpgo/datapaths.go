// Package mcpgo holds mcp-go handlers whose text holds JSON the code
// serialised on one path and something else on another (reported: the
// answers that carry data carry it only as text), JSON made by helpers
// one and two calls away and in another package, and their look-alikes.
package mcpgo

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/textonly/datapaths/report"
)

type Run struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

type Summary struct {
	Total int   `json:"total"`
	Runs  []Run `json:"runs"`
}

func listRuns(ctx context.Context) ([]Run, error) { return nil, nil }

// --- reported ---

// JSON on the data path, prose when there is nothing to list.
func runs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, err := listRuns(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := json.Marshal(runs)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out := string(b)
	if len(runs) == 0 {
		out = "No runs found"
	}
	return mcp.NewToolResultText(out), nil // want `^JSON of \[\]Run returned only as text; also return it as structured content in an object`
}

// An object the fix could name, but the prose path would then carry it as
// structured content beside "No runs found": no fix.
func summary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	s := Summary{Total: len(runs), Runs: runs}
	b, err := json.Marshal(s)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	text := string(b)
	if s.Total == 0 {
		text = "No runs found"
	}
	return mcp.NewToolResultText(text), nil // want `^JSON of Summary returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// JSON on every path, by two branches: the fix is offered.
func summaryEveryPath(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	s := Summary{Total: len(runs), Runs: runs}
	var text string
	if req.GetBool("pretty", false) {
		b, _ := json.MarshalIndent(s, "", "  ")
		text = string(b)
	} else {
		b, _ := json.Marshal(s)
		text = string(b)
	}
	return mcp.NewToolResultText(text), nil // want `^JSON of Summary returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// JSON in one case of a switch, a resource URI in the others.
func runOrLink(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	var result string
	switch req.GetString("format", "") {
	case "json":
		run := Run{ID: id, Status: "done"}
		b, err := json.Marshal(run)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		result = string(b)
	case "uri":
		result = "runs://" + id
	default:
		return mcp.NewToolResultError("unknown format"), nil
	}
	return mcp.NewToolResultText(result), nil // want `^JSON of Run returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// formatRuns returns JSON, or prose for an empty list.
func formatRuns(runs []Run) string {
	if len(runs) == 0 {
		return "No runs found"
	}
	b, _ := json.Marshal(runs)
	return string(b)
}

func throughFormatter(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	return mcp.NewToolResultText(formatRuns(runs)), nil // want `^JSON of \[\]Run returned only as text; also return it as structured content in an object`
}

type ns struct{ Name string }

type violationReport struct {
	Namespace string   `json:"namespace"`
	Items     []string `json:"items"`
}

// gatherViolations ends in json.MarshalIndent: the handler's JSON is made
// one call away.
func gatherViolations(ctx context.Context, namespace string) ([]byte, error) {
	rep := violationReport{Namespace: namespace}
	return json.MarshalIndent(rep, "", "  ")
}

func violations(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	violationsJSON, err := gatherViolations(ctx, req.GetString("namespace", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(violationsJSON)), nil // want `^JSON data returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// Two calls away: the handler calls scanNamespace, which calls
// gatherViolations.
func scanNamespace(ctx context.Context, n ns) (string, error) {
	b, err := gatherViolations(ctx, n.Name)
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(string(b)), nil
}

func scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := scanNamespace(ctx, ns{Name: req.GetString("namespace", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(text), nil // want `^JSON data returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// A helper of another package that imports no SDK, its JSON two calls
// down there.
func policy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := report.Violations(req.GetString("namespace", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil // want `^JSON data returned only as text; also return it as structured content, with mcp\.NewToolResultStructured\(value, text\)$`
}

// An indenter over the JSON bytes: still that JSON.
func indentedRuns(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	b, _ := json.Marshal(runs)
	var buf bytes.Buffer
	if err := json.Indent(&buf, b, "", "  "); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(buf.String()), nil // want `^JSON of \[\]Run returned only as text; also return it as structured content in an object`
}

// Another package's indenting helper over JSON this code serialised.
func prettyRuns(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	b, _ := json.Marshal(runs)
	return mcp.NewToolResultText(report.Pretty(b)), nil // want `^JSON of \[\]Run returned only as text; also return it as structured content in an object`
}

// --- silent ---

// JSON, then prose made of it: only the prose reaches the return.
func labelled(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	b, _ := json.Marshal(runs)
	text := string(b)
	text = "Runs: " + text
	return mcp.NewToolResultText(text), nil
}

// Prose built from JSON values, a line per run.
func listed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	var lines []string
	for _, r := range runs {
		id, _ := json.Marshal(r.ID)
		lines = append(lines, "- run "+string(id)+": "+r.Status)
	}
	return mcp.NewToolResultText(strings.Join(lines, "\n")), nil
}

// JSON embedded in a sentence.
func sentence(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := report.Violations("default")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Violations in default:\n%s", b)), nil
}

// An upstream body handed on unchanged, through another package's helper,
// and indented: not JSON this code serialised.
func upstream(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := report.Upstream("https://example.com/runs")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(body), nil
}

func upstreamIndented(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body, err := report.Upstream("https://example.com/runs")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(report.Pretty([]byte(body))), nil
}

// A JSON string scalar, from another package's helper and on the data
// path of a text that is prose on the other.
func label(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := report.Label(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(text), nil
}

func scalarOrProse(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	b, _ := json.Marshal(name)
	out := string(b)
	if name == "" {
		out = "no name given"
	}
	return mcp.NewToolResultText(out), nil
}

// JSON on the data path, but the data path answers an error result.
func failedWithJSON(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	runs, _ := listRuns(ctx)
	if len(runs) == 0 {
		return mcp.NewToolResultText("No runs found"), nil
	}
	b, _ := json.Marshal(runs)
	return mcp.NewToolResultError(string(b)), nil
}
