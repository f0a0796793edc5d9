package golangci

import (
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"
)

// The end-to-end test (internal/e2e, TestGolangciLint*) runs the plugin in
// a real golangci-lint; these check the settings quickly.

func names(t *testing.T, raw any) []string {
	t.Helper()
	newPlugin, err := register.GetPlugin(Name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := newPlugin(raw)
	if err != nil {
		t.Fatalf("settings %v: %v", raw, err)
	}
	if mode := p.GetLoadMode(); mode != register.LoadModeTypesInfo {
		t.Errorf("load mode %q, want %q", mode, register.LoadModeTypesInfo)
	}
	analyzers, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, a := range analyzers {
		out = append(out, a.Name)
	}
	if err := analysis.Validate(analyzers); err != nil {
		t.Errorf("analyzers do not validate: %v", err)
	}
	return out
}

func TestDefaultsRunEveryCheck(t *testing.T) {
	all := names(t, nil)
	if len(all) == 0 || all[0] != "textjson" {
		t.Fatalf("checks %v, want textjson first", all)
	}
	if got := names(t, map[string]any{}); len(got) != len(all) {
		t.Errorf("empty settings run %v, want %v", got, all)
	}
}

func TestEnableDisable(t *testing.T) {
	all := names(t, nil)
	if got := names(t, map[string]any{"enable": []any{"textjson"}}); strings.Join(got, ",") != "textjson" {
		t.Errorf("enable [textjson] runs %v", got)
	}
	got := names(t, map[string]any{"disable": []any{"textjson"}})
	if len(got) != len(all)-1 || strings.Contains(strings.Join(got, ","), "textjson") {
		t.Errorf("disable [textjson] runs %v (all: %v)", got, all)
	}
}

func TestResultTypes(t *testing.T) {
	names(t, map[string]any{"result-types": []any{"example.com/fork/mcp.CallToolResult"}})
}

func TestBadSettings(t *testing.T) {
	for _, tc := range []struct {
		raw  map[string]any
		want string
	}{
		{map[string]any{"colour": "red"}, `unknown field "colour"`},
		{map[string]any{"disable": []any{"nosuchcheck"}}, `no check is called "nosuchcheck"`},
		{map[string]any{"enable": []any{"nosuchcheck"}}, `no check is called "nosuchcheck"`},
		{map[string]any{"result-types": []any{"CallToolResult"}}, "not of the form import/path.TypeName"},
		{map[string]any{"result-types": "example.com/fork/mcp.CallToolResult"}, "cannot unmarshal string"},
	} {
		_, err := New(tc.raw)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("settings %v: error %v, want one saying %q", tc.raw, err, tc.want)
		}
	}
}
