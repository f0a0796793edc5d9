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
// compiles and has no finding left that had a fix.
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
	for _, d := range diags {
		pos := pkg.Fset.Position(d.Pos)
		if other, dup := seen[pos]; dup {
			t.Errorf("%s: two findings for one mistake: %q and %q", pos, other, d.Message)
		}
		seen[pos] = d.Message
		if len(d.SuggestedFixes) > 0 {
			edits = append(edits, d.SuggestedFixes[0].TextEdits...)
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
	for _, want := range []string{"b, err := json.Marshal(res.StructuredContent)", "if err := json.Unmarshal(b, &f); err != nil {"} {
		if !strings.Contains(fixed, want) {
			t.Errorf("the fixed example has no %q:\n%s", want, fixed)
		}
	}
	if strings.Contains(fixed, "text :=") {
		t.Errorf("the fixed example still declares the text:\n%s", fixed)
	}

	_, after := analyzeExample(t, map[string][]byte{file: []byte(fixed)})
	for _, d := range after {
		if len(d.SuggestedFixes) > 0 {
			t.Errorf("the fixed example still has a finding with a fix: %s", d.Message)
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
		diags = append(diags, act.Diagnostics...)
	}
	return pkgs[0], diags
}
