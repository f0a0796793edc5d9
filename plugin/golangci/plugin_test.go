package golangci

import (
	"go/parser"
	"go/token"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

// The end-to-end tests (internal/e2e, TestGolangciLint*) run the plugin in
// a real golangci-lint; these check the registration and the settings
// quickly.

// checkNames are the names of the suite's checks, in the suite's order.
func checkNames() []string {
	var names []string
	for _, a := range analyzer.Suite(new(config.Config)) {
		names = append(names, a.Name)
	}
	return names
}

// build constructs a linter the way golangci-lint does, and returns its
// analyzers.
func build(t *testing.T, newLinter register.NewPlugin, raw any) []*analysis.Analyzer {
	t.Helper()
	p, err := newLinter(raw)
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
	if err := analysis.Validate(analyzers); err != nil {
		t.Errorf("analyzers do not validate: %v", err)
	}
	return analyzers
}

// Every check is a linter of its own, named after it, and mcpresult holds
// the settings: golangci-lint finds each by the name in .golangci.yml.
func TestEachCheckIsALinter(t *testing.T) {
	names := checkNames()
	if len(names) == 0 {
		t.Fatal("the suite has no checks")
	}
	taken := map[string]bool{SettingsName: true}
	for _, name := range names {
		if taken[name] {
			t.Fatalf("two linters named %s (checks %v, settings linter %s)", name, names, SettingsName)
		}
		taken[name] = true
	}
	var models []*analysis.Analyzer
	for _, name := range names {
		newLinter, err := register.GetPlugin(name)
		if err != nil {
			t.Fatalf("check %s: %v", name, err)
		}
		analyzers := build(t, newLinter, nil)
		if len(analyzers) != 1 || analyzers[0].Name != name {
			t.Fatalf("linter %s runs %v, want its check alone", name, analyzers)
		}
		models = append(models, analyzers[0].Requires...)
	}
	// One model for all: golangci-lint runs the analyzers of its linters
	// together and computes a required analyzer once per package only when
	// it is the same one.
	if slices.ContainsFunc(models, func(m *analysis.Analyzer) bool { return m != models[0] }) {
		t.Errorf("the checks require different analyzers %v, want one shared model", models)
	}

	newSettings, err := register.GetPlugin(SettingsName)
	if err != nil {
		t.Fatal(err)
	}
	if analyzers := build(t, newSettings, nil); len(analyzers) != 0 {
		t.Errorf("linter %s runs %v, want none: it only holds settings", SettingsName, analyzers)
	}
}

// The shared result-types reach the configuration the checks read, whether
// mcpresult is built before the checks or after them.
func TestResultTypesAreShared(t *testing.T) {
	s := newSuite()
	check := build(t, s.newCheckLinter(s.checks[0]), map[string]any{})[0]
	build(t, s.newSettingsLinter, map[string]any{"result-types": []any{"example.com/fork/mcp.CallToolResult", "example.com/wrap.Result"}})

	want := []config.TypeName{{Path: "example.com/fork/mcp", Name: "CallToolResult"}, {Path: "example.com/wrap", Name: "Result"}}
	if !slices.Equal(s.cfg.ResultTypes, want) {
		t.Errorf("configuration has result types %v, want %v", s.cfg.ResultTypes, want)
	}
	if check != s.checks[0] {
		t.Errorf("the check's linter runs a copy of the suite's check")
	}
}

// The shared request-parsers and reply-readers reach the configuration
// emptyresult reads through the model.
func TestFuncSettingsAreShared(t *testing.T) {
	s := newSuite()
	build(t, s.newSettingsLinter, map[string]any{
		"request-parsers": []any{"example.com/app/tools.parseArgs"},
		"reply-readers":   []any{"(*example.com/app/dap.Client).ReadResponse"},
	})
	if want := []config.FuncName{{Path: "example.com/app/tools", Name: "parseArgs"}}; !slices.Equal(s.cfg.RequestParsers, want) {
		t.Errorf("configuration has request parsers %v, want %v", s.cfg.RequestParsers, want)
	}
	if want := []config.FuncName{{Path: "example.com/app/dap", Recv: "Client", Name: "ReadResponse"}}; !slices.Equal(s.cfg.ReplyReaders, want) {
		t.Errorf("configuration has reply readers %v, want %v", s.cfg.ReplyReaders, want)
	}
}

// Settings are set, not added to: each build of the linters starts from
// what .golangci.yml says.
func TestNoSettingsIsDefaults(t *testing.T) {
	s := newSuite()
	for _, raw := range []any{nil, map[string]any{}, map[string]any{"result-types": []any{}}} {
		build(t, s.newSettingsLinter, map[string]any{"result-types": []any{"example.com/fork/mcp.CallToolResult"}})
		build(t, s.newSettingsLinter, raw)
		if len(s.cfg.ResultTypes) != 0 {
			t.Errorf("settings %v: result types %v, want none", raw, s.cfg.ResultTypes)
		}
	}
}

func TestBadSettings(t *testing.T) {
	s := newSuite()
	for _, tc := range []struct {
		raw  map[string]any
		want string
	}{
		{map[string]any{"colour": "red"}, `unknown field "colour"`},
		{map[string]any{"result-types": []any{"CallToolResult"}}, "not of the form import/path.TypeName"},
		{map[string]any{"result-types": "example.com/fork/mcp.CallToolResult"}, "cannot unmarshal string"},
		{map[string]any{"request-parsers": []any{"parseArgs"}}, "request-parsers: function \"parseArgs\" is not of the form"},
		{map[string]any{"reply-readers": []any{"(example.com/x).Read"}}, "reply-readers: function"},
		{map[string]any{"disable": []any{"textjson"}}, `"disable" is no longer a setting: each check is a linter of its own now: list the checks to turn off under linters.disable`},
		{map[string]any{"enable": []any{"textjson"}}, `"enable" is no longer a setting: each check is a linter of its own now: list the checks to run under linters.enable`},
	} {
		_, err := s.newSettingsLinter(tc.raw)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "mcpresult settings: ") {
			t.Errorf("settings %v: error %v, want one saying %q", tc.raw, err, tc.want)
		}
	}
}

// A check's own entry takes no settings, and says where they go.
func TestCheckSettingsAreRejected(t *testing.T) {
	s := newSuite()
	_, err := s.newCheckLinter(s.checks[0])(map[string]any{"result-types": []any{"example.com/fork/mcp.CallToolResult"}})
	want := `unknown field "result-types"; the checks share their settings: put them under linters.settings.custom.mcpresult.settings`
	if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), s.checks[0].Name+" settings: ") {
		t.Errorf("error %v, want one saying %q", err, want)
	}
}

// A result type that no package declares gets one warning naming it, as in
// the standalone binary and under go vet; a declared one gets none.
func TestResultTypesThatMatchNothing(t *testing.T) {
	var warnings []string
	defer func(old func(string)) { warn = old }(warn)
	warn = func(w string) { warnings = append(warnings, w) }

	s := newSuite()
	build(t, s.newSettingsLinter, map[string]any{"result-types": []any{
		"example.com/nope.Thing",
		"github.com/modelcontextprotocol/go-sdk/mcp.CallToolResult",
	}})
	if len(warnings) != 1 || !strings.Contains(warnings[0], "example.com/nope.Thing matches nothing") ||
		!strings.Contains(warnings[0], "result-types") {
		t.Errorf("warnings %q, want one about example.com/nope.Thing under result-types", warnings)
	}
}

// The example .golangci.yml of the package doc (go doc
// ./plugin/golangci) declares exactly the suite's checks, in its order,
// and the settings linter: copying it loses no check.
func TestDocExampleDeclaresEveryCheck(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "plugin.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	entry := regexp.MustCompile(`(?m)^\t      (\w+):`)
	var declared []string
	for _, m := range entry.FindAllStringSubmatch(f.Doc.Text(), -1) {
		declared = append(declared, m[1])
	}
	if want := append([]string{SettingsName}, checkNames()...); !slices.Equal(declared, want) {
		t.Errorf("the package doc's example config declares %q, want %q", declared, want)
	}
}
