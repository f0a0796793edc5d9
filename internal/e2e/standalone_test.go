package e2e

import (
	"encoding/json"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// mcpresult exits 3 when it printed findings (docs/exit-codes.md).
const standaloneFindingsExit = 3

const standalonePage = "integrations/standalone-and-json.md"

func TestStandalone(t *testing.T) {
	p := newProject(t)
	r := p.sh("mcpresult ./...").expect(t, standaloneFindingsExit)
	// suppressed/ is silenced by //nolint:mcpresult, //nolint:textjson and
	// //lint:ignore textjson; forkclient/ needs -resulttypes; clean/ is clean;
	// tagged/ needs -tags=e2e.
	r.expectFindings(t, p, wantFindings(t, "weather"))
	r.expectNamedInOrder(t)
	if want := docBlock(t, standalonePage, "standalone-output"); strings.TrimSpace(r.out) != strings.TrimSpace(want) {
		t.Errorf("mcpresult ./... prints\n%s\nthe docs show\n%s", r.out, want)
	}

	r = p.sh("mcpresult -resulttypes=example.com/e2e/mcpfork.CallToolResult ./...").expect(t, standaloneFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather", "forkclient"))
	r.expectNamedInOrder(t)

	// A bad flag value is one line, not a page of usage.
	for _, command := range []string{
		"mcpresult -textjson=maybe ./...",
		"mcpresult -resulttypes=CallToolResult ./...",
	} {
		r = p.sh(command).expect(t, 2)
		if lines := strings.Split(strings.TrimSpace(r.out), "\n"); len(lines) != 1 {
			t.Errorf("%s: printed %d lines, want one:\n%s", command, len(lines), r.out)
		}
	}
	if r := p.sh("mcpresult -help").expect(t, 0); !strings.Contains(r.out, "-resulttypes") {
		t.Errorf("mcpresult -help does not list -resulttypes:\n%s", r.out)
	}
}

func TestStandaloneDisableCheck(t *testing.T) {
	slow(t)
	p := newProject(t)
	p.sh("mcpresult -textjson=false ./...").expectFindings(t, p, nil)
}

// jsonReport is the -json output of go/analysis drivers: package path →
// analyzer name → findings (or {"error": …} when the analyzer failed).
type jsonReport map[string]map[string]json.RawMessage

type jsonFinding struct {
	Posn           string `json:"posn"`
	End            string `json:"end"`
	Message        string `json:"message"`
	SuggestedFixes []struct {
		Message string `json:"message"`
		Edits   []struct {
			Filename string `json:"filename"`
			Start    int    `json:"start"`
			End      int    `json:"end"`
			New      string `json:"new"`
		} `json:"edits"`
	} `json:"suggested_fixes"`
}

// textjsonFindings decodes -json output and returns the textjson findings
// as "dir/file.go:line", checking the shape of each on the way: the
// message starts with textjsonMessage and ends with suffix (under go vet,
// the message ends with the check's name).
func textjsonFindings(t *testing.T, p *project, r result, suffix string) []string {
	t.Helper()
	// go vet prints one object per package ({} when it has no findings):
	// decode them in turn.
	dec := json.NewDecoder(strings.NewReader(r.out))
	var got []string
	for dec.More() {
		var report jsonReport
		if err := dec.Decode(&report); err != nil {
			t.Fatalf("%s: output is not JSON: %v\n%s", r.command, err, r.out)
		}
		for pkg, byAnalyzer := range report {
			raw, ok := byAnalyzer["textjson"]
			if !ok {
				continue
			}
			var findings []jsonFinding
			if err := json.Unmarshal(raw, &findings); err != nil {
				t.Fatalf("%s: %s: textjson: not a list of findings: %s", r.command, pkg, raw)
			}
			for _, f := range findings {
				if !strings.HasPrefix(f.Message, textjsonMessage) || !strings.HasSuffix(f.Message, suffix) {
					t.Errorf("%s: message %q", f.Posn, f.Message)
				}
				if len(f.SuggestedFixes) == 0 || len(f.SuggestedFixes[0].Edits) == 0 || f.SuggestedFixes[0].Message == "" {
					t.Errorf("%s: no suggested fix with edits", f.Posn)
				}
				file, line, _ := strings.Cut(f.Posn, ":")
				line, _, _ = strings.Cut(line, ":")
				got = append(got, p.rel(file)+":"+line)
			}
		}
	}
	slices.Sort(got)
	return got
}

func TestStandaloneJSON(t *testing.T) {
	slow(t)
	p := newProject(t)
	r := p.sh("mcpresult -json ./...").expect(t, 0)
	if got, want := textjsonFindings(t, p, r, ""), wantFindings(t, "weather"); !slices.Equal(got, want) {
		t.Errorf("textjson findings in -json output\n got %q\nwant %q", got, want)
	}

	// One entry per finding, though the package has a test variant that
	// reports the same findings again: as many as the text output prints.
	p.writeFile(filepath.Join("weather", "weather_test.go"), "package weather\n\nimport \"testing\"\n\nfunc TestNothing(t *testing.T) {}\n")
	text := p.sh("mcpresult ./...").expect(t, standaloneFindingsExit).findingLines()
	r = p.sh("mcpresult -json ./...").expect(t, 0)
	var entries int
	var report jsonReport
	if err := json.Unmarshal([]byte(r.out), &report); err != nil {
		t.Fatalf("-json: %v\n%s", err, r.out)
	}
	for pkg, byCheck := range report {
		if strings.Contains(pkg, " [") {
			t.Errorf("-json has a key for the test variant %q", pkg)
		}
		for _, raw := range byCheck {
			var findings []jsonFinding
			if json.Unmarshal(raw, &findings) == nil {
				entries += len(findings)
			}
		}
	}
	if len(text) == 0 || entries != len(text) {
		t.Errorf("-json has %d entries for the %d findings the text output prints:\n%s", entries, len(text), r.out)
	}
}

// -cache prints what the in-process analysis prints (text and -json), and
// its second run on an unchanged tree reads the results from the build
// cache instead of analysing again.
func TestStandaloneCache(t *testing.T) {
	slow(t)
	p := newProject(t)
	for cached, plain := range map[string]string{
		"mcpresult -cache ./...":       "mcpresult ./...",
		"mcpresult -cache -json ./...": "mcpresult -json ./...",
	} {
		want := p.sh(plain)
		for range 2 {
			if got := p.sh(cached).expect(t, want.code); got.out != want.out {
				t.Errorf("%s prints\n%s\n%s prints\n%s", cached, got.out, plain, want.out)
			}
		}
	}
	// The go command's cache holds the vet results: go vet with the same
	// tool and flags (the -json that -cache and plain go vet both pass)
	// finds them there, and -x shows it runs no vet tool.
	r := p.sh(`go vet -x -vettool="$(command -v mcpresult)" -json ./... 2>&1 >/dev/null`)
	if strings.Contains(r.out, "vet.cfg") {
		t.Errorf("after mcpresult -cache, go vet runs the tool again:\n%s", clip(r.out, 4000))
	}
}

// fixChannels are the three ways to apply the suggested fixes. Each must
// give the same code, which compiles and has no textjson finding left.
var fixChannels = []string{
	"mcpresult -fix ./...",
	`go vet -vettool="$(command -v mcpresult || echo mcpresult)" -fix ./...`,
	`go fix -fixtool="$(command -v mcpresult || echo mcpresult)" ./...`,
}

func TestFix(t *testing.T) {
	slow(t)
	var fixed []string
	for _, command := range fixChannels {
		p := newProject(t)
		r := p.sh(command)
		if command == fixChannels[0] && !strings.Contains(r.out, "mcpresult: applied 2 fixes in 1 file\n") {
			t.Errorf("%s does not say it applied the 2 fixes:\n%s", command, r.out)
		}
		weather := p.readFile(filepath.Join("weather", "weather.go"))
		for _, want := range []string{"json.Marshal(res.StructuredContent)", "data = res.RawStructuredContent"} {
			if !strings.Contains(weather, want) {
				t.Errorf("%s: weather.go has no %q after the fix:\n%s", command, want, weather)
			}
		}
		p.sh("go build ./...").expect(t, 0)
		p.sh(`go vet -vettool="$(command -v mcpresult || echo mcpresult)" ./...`).expectFindings(t, p, nil)
		fixed = append(fixed, weather)
	}
	for i := range fixed[1:] {
		if fixed[i+1] != fixed[0] {
			t.Errorf("%q and %q fix differently:\n%s\n----\n%s", fixChannels[0], fixChannels[i+1], fixed[0], fixed[i+1])
		}
	}
}

func TestFixDiff(t *testing.T) {
	slow(t)
	p := newProject(t)
	before := p.readFile(filepath.Join("weather", "weather.go"))
	for _, tc := range []struct {
		command string
		code    int
	}{
		{`go fix -fixtool="$(command -v mcpresult || echo mcpresult)" -diff ./...`, 1},
		{`go vet -vettool="$(command -v mcpresult || echo mcpresult)" -fix -diff ./...`, 1},
		{"mcpresult -fix -diff ./...", standaloneFindingsExit},
	} {
		r := p.sh(tc.command).expect(t, tc.code)
		if !strings.Contains(r.out, "+\t\tdata = res.RawStructuredContent") {
			t.Errorf("%s: no diff of the fix in the output:\n%s", tc.command, r.out)
		}
		if strings.HasPrefix(tc.command, "mcpresult") {
			// Paths relative to the working directory, as gofmt -d prints them.
			for _, want := range []string{"\n--- weather/weather.go (old)\n+++ weather/weather.go (new)\n", "mcpresult: the patch applies 2 fixes\n"} {
				if !strings.Contains("\n"+r.out, want) {
					t.Errorf("%s: no %q in the output:\n%s", tc.command, want, r.out)
				}
			}
		}
		if after := p.readFile(filepath.Join("weather", "weather.go")); after != before {
			t.Errorf("%s changed weather.go", tc.command)
		}
	}
}

// unfixable is a package with a finding that has no suggested fix: an
// empty answer treated as an error.
const unfixable = `package unfixable

import (
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Rows returns the rows of a query tool's answer.
func Rows(res *mcp.CallToolResult) ([]any, error) {
	if res.IsError {
		return nil, errors.New("query failed")
	}
	rows, _ := res.StructuredContent.([]any)
	if len(rows) == 0 { // no fix: what to do instead depends on the caller
		return nil, errors.New("no rows")
	}
	return rows, nil
}
`

// -fix applies the fixes, then prints the findings that remain (those
// without a fix) and exits 3; -fix -diff prints the patch and those
// findings, and changes nothing.
func TestFixLeavesFindingsWithoutFix(t *testing.T) {
	slow(t)
	p := newProject(t, "weather")
	p.writeFile(filepath.Join("unfixable", "unfixable.go"), unfixable)
	before := p.readFile(filepath.Join("weather", "weather.go"))

	r := p.sh("mcpresult -fix -diff ./...").expect(t, standaloneFindingsExit)
	expectOnlyEmptyResult(t, r)
	if p.readFile(filepath.Join("weather", "weather.go")) != before {
		t.Errorf("-fix -diff changed weather.go")
	}

	r = p.sh("mcpresult -fix ./...").expect(t, standaloneFindingsExit)
	expectOnlyEmptyResult(t, r)
	r.expectFindings(t, p, nil)
	if !strings.Contains(r.out, "mcpresult: applied 2 fixes in 1 file; left 1 finding that has no safe fix: fix it by hand\n") {
		t.Errorf("-fix does not say what it applied and what it left:\n%s", r.out)
	}
	p.sh("go build ./...").expect(t, 0)

	// With the finding that has no fix suppressed, -fix has nothing left.
	p.writeFile(filepath.Join("unfixable", "unfixable.go"),
		strings.Replace(unfixable, "// no fix:", "//nolint:emptyresult // the caller wants rows", 1))
	r = p.sh("mcpresult -fix ./...").expect(t, 0)
	if found := r.findingLines(); len(found) > 0 {
		t.Errorf("findings remain after -fix:\n%s", r.out)
	}
}

// expectOnlyEmptyResult fails unless the one finding printed is the
// emptyresult one of the unfixable package.
func expectOnlyEmptyResult(t *testing.T, r result) {
	t.Helper()
	found := r.findingLines()
	if len(found) != 1 || found[0].check() != "emptyresult" || !strings.HasSuffix(found[0].file, "unfixable.go") {
		t.Errorf("%s: want the one emptyresult finding of unfixable.go, got:\n%s", r.command, r.out)
	}
}
