package driver

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

// The fixture packages: mixed has findings of every check, marked
// "// finding: <check>"; broken does not type-check.
var fixturePatterns = []string{"./testdata/mixed", "./testdata/broken"}

func newStandalone(cfg *config.Config) (standalone, *bytes.Buffer, *bytes.Buffer) {
	var stdout, stderr bytes.Buffer
	return standalone{cfg: cfg, checks: analyzer.Suite(cfg), stdout: &stdout, stderr: &stderr}, &stdout, &stderr
}

// TestRunText runs the driver as a user does on a healthy and a broken
// package: every finding of the healthy one, as "file:line:col: message
// (check)" in file and line order, followed by " [fix]" where it has a
// suggested fix; one line naming the broken one; exit 3.
func TestRunText(t *testing.T) {
	s, stdout, stderr := newStandalone(new(config.Config))
	code := s.run(fixturePatterns)
	if code != exitFindings {
		t.Errorf("exit %d, want %d", code, exitFindings)
	}
	if stdout.Len() > 0 {
		t.Errorf("text output on stdout:\n%s", stdout)
	}
	finding := regexp.MustCompile(`^(testdata/mixed/\w+\.go):(\d+):\d+: .+ \((\w+)\)( \[fix\])?$`)
	var got, marked []string
	var other []string
	for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if m := finding.FindStringSubmatch(line); m != nil {
			got = append(got, m[1]+":"+m[2]+": "+m[3])
			if m[4] != "" {
				marked = append(marked, m[1]+":"+m[2]+": "+m[3])
			}
		} else {
			other = append(other, line)
		}
	}
	if want := markedFindings(t, "testdata/mixed"); !slices.Equal(got, want) {
		t.Errorf("findings, in the order printed:\n got %q\nwant %q\noutput:\n%s", got, want, stderr)
	}
	var fixable []string
	for _, f := range fixtureResult(t).findings {
		if f.fixable() {
			fixable = append(fixable, filepath.ToSlash(shortPath(f.posn.Filename, fixtureResult(t).dir))+":"+strconv.Itoa(f.posn.Line)+": "+f.check)
		}
	}
	if len(fixable) == 0 || !slices.Equal(marked, fixable) {
		t.Errorf("findings marked [fix] %q, want those with a suggested fix %q", marked, fixable)
	}
	if len(other) != 1 || !strings.HasPrefix(other[0], "testdata/broken/broken.go:9:") ||
		!strings.HasSuffix(other[0], "(package github.com/mcpresult/mcpresult/internal/driver/testdata/broken not analysed)") {
		t.Errorf("want one line naming the broken package, got %q", other)
	}
	if strings.Contains(stderr.String(), "analysis skipped") {
		t.Errorf("x/tools' unnamed skip messages are printed:\n%s", stderr)
	}
}

var findingMarker = regexp.MustCompile(`// finding: (\w+)$`)

// markedFindings returns "file:line: check" for every "// finding: check"
// in the Go files of dir, in file and line order.
func markedFindings(t *testing.T, dir string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	var want []string
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			if m := findingMarker.FindStringSubmatch(line); m != nil {
				want = append(want, filepath.ToSlash(file)+":"+strconv.Itoa(i+1)+": "+m[1])
			}
		}
	}
	return want
}

// analysedFixture is one analysis of the fixture packages, shared by the
// tests of the output formats (each load type-checks the SDK from source).
var analysedFixture = sync.OnceValues(func() (*result, error) {
	s, _, _ := newStandalone(new(config.Config))
	opts := &options{patterns: fixturePatterns, tests: true}
	return s.analyse(opts, s.checks)
})

func fixtureResult(t *testing.T) *result {
	t.Helper()
	res, err := analysedFixture()
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// The exit code says "findings" whenever findings were printed as text,
// even when packages failed; JSON and SARIF exit 0 unless something failed.
func TestExitCode(t *testing.T) {
	for _, tc := range []struct {
		opts               options
		findings, problems bool
		want               int
	}{
		{options{}, false, false, exitClean},
		{options{}, true, false, exitFindings},
		{options{}, true, true, exitFindings},
		{options{}, false, true, exitError},
		{options{json: true}, true, false, exitClean},
		{options{sarif: true}, true, true, exitError},
	} {
		if got := exitCode(&tc.opts, tc.findings, tc.problems); got != tc.want {
			t.Errorf("exitCode(json=%v sarif=%v, findings=%v, problems=%v) = %d, want %d",
				tc.opts.json, tc.opts.sarif, tc.findings, tc.problems, got, tc.want)
		}
	}
}

// -c prints the finding's lines with context, under the finding.
func TestPrintTextContext(t *testing.T) {
	res := fixtureResult(t)
	var out bytes.Buffer
	if err := printText(&out, res.findings[:1], 1, res.dir); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "testdata/mixed/alerts.go:35:") ||
		!strings.HasPrefix(lines[1], "34\t") || !strings.HasPrefix(lines[3], "36\t") {
		t.Errorf("want the finding, then lines 34 to 36:\n%s", out.String())
	}
}

// -json lists each finding once, under its package's import path, though
// the package's test variant reports the same findings again; a check that
// did not run on the broken package is an error entry.
func TestPrintJSONOncePerFinding(t *testing.T) {
	res := fixtureResult(t)
	var out bytes.Buffer
	if err := printJSON(&out, res); err != nil {
		t.Fatal(err)
	}
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(out.Bytes(), &tree); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	const mixed = "github.com/mcpresult/mcpresult/internal/driver/testdata/mixed"
	var got []string
	for pkg, byCheck := range tree {
		if strings.Contains(pkg, " [") {
			t.Errorf("package key %q is a test variant's ID", pkg)
		}
		for check, raw := range byCheck {
			var diags []jsonDiagnostic
			if err := json.Unmarshal(raw, &diags); err != nil {
				if pkg == mixed {
					t.Errorf("%s: %s: not a list of findings: %s", pkg, check, raw)
				}
				continue
			}
			for _, d := range diags {
				p := parsePosition(d.Posn)
				got = append(got, filepath.ToSlash(shortPath(p.Filename, res.dir))+":"+strconv.Itoa(p.Line)+": "+check)
				if strings.HasSuffix(d.Message, " ("+check+")") {
					t.Errorf("%s: the message names its check: %q", d.Posn, d.Message)
				}
			}
		}
	}
	slices.Sort(got)
	if want := markedFindings(t, "testdata/mixed"); !slices.Equal(got, want) {
		t.Errorf("-json findings\n got %q\nwant %q, each once\n%s", got, want, out.String())
	}
	broken := tree["github.com/mcpresult/mcpresult/internal/driver/testdata/broken"]
	if len(broken) == 0 || !strings.Contains(string(broken["textjson"]), `"error"`) {
		t.Errorf("the broken package has no error entry: %s", out.String())
	}
	var variants int
	for _, act := range res.graph.Roots {
		if strings.HasPrefix(act.Package.ID, mixed+" [") {
			variants++
		}
	}
	if variants == 0 {
		t.Errorf("the fixture has no test variant of %s: the test shows nothing", mixed)
	}
}
