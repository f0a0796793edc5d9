package textjson_test

import (
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
)

// weatherExample is the example the README runs mcpresult on.
var weatherExample = filepath.Join("..", "..", "examples", "weather", "weather.go")

// TestWeatherExample runs the suite on the README's example as -fix does:
// one finding per mistake, a fix for the text decode, and code that, fixed,
// compiles, prefers the structured channel with the text as its fallback,
// and has every finding it had but the fixed ones, and no other.
func TestWeatherExample(t *testing.T) {
	t.Parallel()
	file, err := filepath.Abs(weatherExample)
	if err != nil {
		t.Fatal(err)
	}
	original, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}

	pkg, diags := analyzeExample(t, nil)
	seen := make(map[token.Position]string)
	var edits []analysis.TextEdit
	left := make(map[string]int) // the findings without a fix, by check and message
	for _, d := range diags {
		pos := pkg.Fset.Position(d.Pos)
		if other, dup := seen[pos]; dup {
			t.Errorf("%s: two findings for one mistake: %q and %q", pos, other, d.Message)
		}
		seen[pos] = d.Message
		if len(d.SuggestedFixes) > 0 {
			edits = append(edits, d.SuggestedFixes[0].TextEdits...)
		} else {
			left[d.Category+": "+d.Message]++
		}
	}
	if len(diags) == 0 || len(edits) == 0 {
		t.Fatalf("want findings and fixes on the example, got %d findings and %d edits", len(diags), len(edits))
	}

	applied, err := checktest.ApplyEdits(pkg.Fset.File(edits[0].Pos), original, edits)
	if err != nil {
		t.Fatal(err)
	}
	fixed := string(applied)
	for _, want := range []string{
		"text := res.Content[0].(*mcp.TextContent).Text",
		"data := []byte(text)",
		"if res.StructuredContent != nil {",
		"b, err := json.Marshal(res.StructuredContent)",
		"data = b",
		"if err := json.Unmarshal(data, &f); err != nil {",
	} {
		if !strings.Contains(fixed, want) {
			t.Errorf("the fixed example has no %q:\n%s", want, fixed)
		}
	}

	_, after := analyzeExample(t, map[string][]byte{file: []byte(fixed)})
	for _, d := range after {
		key := d.Category + ": " + d.Message
		if left[key] == 0 {
			t.Errorf("the fixed example has a finding the original did not have, or had with a fix: %s", key)
			continue
		}
		left[key]--
	}
	for key, n := range left {
		if n > 0 {
			t.Errorf("the fix removed a finding it does not fix: %s", key)
		}
	}
}

// analyzeExample loads the example, with its file replaced by overlay,
// checks that it compiles and returns the suite's findings.
func analyzeExample(t *testing.T, overlay map[string][]byte) (*packages.Package, []analysis.Diagnostic) {
	t.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: filepath.Dir(weatherExample), Overlay: overlay}
	pkgs, err := packages.Load(cfg, ".")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) != 1 || packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("the example does not load or compile")
	}
	graph, err := checker.Analyze(analyzer.Suite(&config.Config{}), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var diags []analysis.Diagnostic
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			d.Category = act.Analyzer.Name // the check, to compare findings before and after
			diags = append(diags, d)
		}
	}
	return pkgs[0], diags
}
