// Package mcpgo: a search that sets a flag in its loop over the fetched
// rows and fails when the flag stayed false (issue 24's recall shape), in
// mcp-go handlers, in a helper of the package and of another one.
package mcpgo

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"example.com/fixtures/emptyresult/foundflags/lib"
)

func toolError(msg string) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(msg), nil
}

var store = &lib.Store{}

type rule struct{ Name, Action string }

type firewall struct{ rules []rule }

func (f *firewall) Rules(ctx context.Context) ([]rule, error) { return f.rules, nil }

var fw = &firewall{}

// Reported: the rules kept are the answer; none kept is an empty answer.
func searchRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q := req.GetString("query", "")
	rows, err := fw.Rules(ctx)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	found := false
	for _, r := range rows {
		if strings.Contains(r.Name, q) {
			found = true
			fmt.Fprintf(&b, "%s: %s\n", r.Name, r.Action)
		}
	}
	if !found { // want `empty answer returned as a tool error`
		return toolError(fmt.Sprintf("no policies found matching %q", q))
	}
	return mcp.NewToolResultText(b.String()), nil
}

// Reported too: the flag compared with false.
func anyRule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := fw.Rules(ctx)
	if err != nil {
		return nil, err
	}
	var names []string
	var hit bool
	for _, r := range rows {
		if r.Action == req.GetString("action", "") {
			hit = true
			names = append(names, r.Name)
		}
	}
	if hit == false { // want `empty answer returned as a tool error`
		return mcp.NewToolResultError("no rules"), nil
	}
	return mcp.NewToolResultText(strings.Join(names, "\n")), nil
}

// Silent: the flag is set over the request's own list (validation).
func requireNames(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names := req.GetStringSlice("names", nil)
	found := false
	for _, n := range names {
		if strings.TrimSpace(n) != "" {
			found = true
		}
	}
	if !found {
		return mcp.NewToolResultError("a name is required"), nil
	}
	return mcp.NewToolResultText(strings.Join(names, ",")), nil
}

// Silent: a flag that is not set in a loop only (it says something else).
func flagElsewhere(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := fw.Rules(ctx)
	if err != nil {
		return nil, err
	}
	enabled := req.GetBool("enabled", false)
	for _, r := range rows {
		if r.Action == "deny" {
			enabled = true
		}
	}
	if !enabled {
		return mcp.NewToolResultError("firewall disabled"), nil
	}
	return mcp.NewToolResultJSON(rows)
}

// Silent: the rows the flag is set over are not what the tool answers
// (it answers a count of another call).
func hasRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rows, err := fw.Rules(ctx)
	if err != nil {
		return nil, err
	}
	found := false
	for range rows {
		found = true
	}
	if !found {
		return mcp.NewToolResultError("firewall has no rules"), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(req.GetInt("limit", 0))), nil
}

// A helper of the package that fails when its flag stayed false, two and
// three calls below the handler: reported at the helper's test, once.
func matchRules(ctx context.Context, q string) ([]rule, error) {
	rows, err := fw.Rules(ctx)
	if err != nil {
		return nil, err
	}
	var out []rule
	found := false
	for _, r := range rows {
		if strings.HasPrefix(r.Name, q) {
			out = append(out, r)
			found = true
		}
	}
	if !found { // want `empty answer returned as a tool error`
		return nil, fmt.Errorf("no rules match %q", q)
	}
	return out, nil
}

func rulesFor(ctx context.Context, q string) ([]rule, error) {
	rules, err := matchRules(ctx, strings.TrimSpace(q))
	if err != nil {
		return nil, fmt.Errorf("rules: %w", err)
	}
	return rules, nil
}

func listRules(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	rules, err := rulesFor(ctx, req.GetString("prefix", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(rules)
}

// The helpers of another package, by fact: reported at the handler's
// error test, naming the helper.
func searchPolicies(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	policies, err := store.Matching(ctx, req.GetString("query", ""))
	if err != nil { // want `empty answer of Matching returned as a tool error`
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultJSON(policies)
}

func validated(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names, err := lib.Validate(req.GetStringSlice("names", nil))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return lib.Text(strings.Join(names, ",")), nil
}
