// Package outsidemcpgo: mcp-go handlers whose helpers live in a backend
// package of the same module that imports no MCP SDK; a helper that fails
// on an empty answer is reported at the handler's error test, by name.
package outsidemcpgo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"example.com/fixtures/emptyresult/outside/backend"
	"github.com/mark3labs/mcp-go/mcp"
	"sigs.k8s.io/yaml"
)

var client = &backend.Client{}

// formatProject renders a project: what a handler gives it is the data it
// answers with.
func formatProject(p backend.Project) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n", p.Name, p.ID)
	return b.String()
}

// --- positives ---

func getProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	p, err := client.GetProject(id)
	if err != nil { // not reported (issue 28): a single entity looked up by its id, key or name; a tool error lets the model correct the request
		return mcp.NewToolResultError(fmt.Sprintf("get project: %v", err)), nil
	}
	text := formatProject(*p)
	return mcp.NewToolResultText(text), nil
}

func listTeams(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	teams, err := client.ListTeams(req.GetString("org", ""))
	if err != nil { // want `empty answer of ListTeams returned as a tool error`
		return mcp.NewToolResultErrorFromErr("list teams", err), nil
	}
	out, err := yaml.Marshal(teams)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}

// searchDocs answers, per document found, its content fetched by URI.
func searchDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	found, err := client.SearchDocs(req.GetString("q", ""))
	if err != nil { // want `empty answer of SearchDocs returned as a tool error`
		return mcp.NewToolResultError(err.Error()), nil
	}
	result := &mcp.CallToolResult{Content: []mcp.Content{}}
	for _, d := range found {
		text, err := backend.Content(d.URI)
		if err != nil {
			continue
		}
		result.Content = append(result.Content, mcp.TextContent{Type: "text", Text: text})
	}
	return result, nil
}

// --- negatives ---

// The handler looks into the error: it may tell "not found" apart.
func getProjectInspected(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := client.GetProject(req.GetString("id", ""))
	if errors.Is(err, backend.ErrUnavailable) {
		return mcp.NewToolResultError("backend unavailable"), nil
	}
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(formatProject(*p)), nil
}

// The project is the target of an action: "not found" is invalid input.
func renameProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := client.GetProject(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if err := client.UpdateProject(p.ID, req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(formatProject(*p)), nil
}

// The helper's error becomes a success: nothing turns it into a failure.
func listTeamsQuietly(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	teams, err := client.ListTeams(req.GetString("org", ""))
	if err != nil {
		return mcp.NewToolResultText("no teams"), nil
	}
	return mcp.NewToolResultJSON(teams)
}

// TeamNames' count is not its answer's, Pages and Normalize validate
// their input: none has a fact.
func teamNames(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names, err := client.TeamNames(req.GetString("org", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	pages, err := backend.Pages(backend.Page{Count: req.GetInt("pages", 0)})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	name, err := backend.Normalize(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(name, names, pages)), nil
}

// The request's argument converted through JSON is bound, not answered:
// testing it is validation.
func setTodos(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	arg := req.GetArguments()["todos"]
	if arg == nil {
		return mcp.NewToolResultError("todos is required"), nil
	}
	b, err := json.Marshal(arg)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var todos []string
	if err := json.Unmarshal(b, &todos); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(todos, "\n")), nil
}

// --- GraphQL: the reply of a mutation is an acknowledgement, a query's an
// answer ---

func createProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := client.CreateProject(req.GetString("name", ""))
	if err != nil { // silent: a failed creation
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(formatProject(*p)), nil
}

func findProject(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := client.FindProject(req.GetString("id", ""))
	if err != nil { // not reported (issue 28): one project by id is a single entity, a JSON object (map[string]any), not a collection
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(formatProject(*p)), nil
}

func namedMutation(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, err := client.NamedMutation(req.GetString("id", ""))
	if err != nil { // not reported (issue 28): one project by id is a single entity, a JSON object (map[string]any), not a collection
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(formatProject(*p)), nil
}
