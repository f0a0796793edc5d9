package e2e

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/internal/sarifschema"
)

const golangciPage = "integrations/golangci-lint.md"

// checkLinters are the plugin's linters that run a check, one each: the
// checks of the suite, in its order.
var checkLinters = suiteChecks()

// suiteChecks returns the names of the suite's checks, which name the
// plugin's linters and end every finding of the binary ("… (textjson)").
func suiteChecks() []string {
	var names []string
	for _, a := range analyzer.Suite(new(config.Config)) {
		names = append(names, a.Name)
	}
	return names
}

// enableList is the linters.enable of a .golangci.yml that lists every
// check, in the suite's order.
func enableList() string {
	return "  enable:\n    - " + strings.Join(checkLinters, "\n    - ") + "\n"
}

// golangciFinding is a finding as golangci-lint prints it: place, message
// and, in parentheses, the linter.
type golangciFinding struct {
	pos     string // dir/file.go:line:col, relative to the directory it ran in
	message string
	linter  string
}

func (f golangciFinding) String() string { return f.pos + ": " + f.message + " (" + f.linter + ")" }

var golangciLine = regexp.MustCompile(`^(\S+\.go:\d+:\d+): (.*) \(([\w-]+)\)$`)

// golangciFindings returns the findings in golangci-lint's text output, in
// the order printed.
func golangciFindings(dir string, r result) []golangciFinding {
	var found []golangciFinding
	for _, line := range strings.Split(r.out, "\n") {
		if m := golangciLine.FindStringSubmatch(line); m != nil {
			found = append(found, golangciFinding{pos: relativeTo(dir, m[1]), message: m[2], linter: m[3]})
		}
	}
	return found
}

// relativeTo makes the path at the start of a "path:line:col" relative to dir.
func relativeTo(dir, pos string) string {
	if filepath.IsAbs(pos) {
		if rel, err := filepath.Rel(dir, pos); err == nil {
			return filepath.ToSlash(rel)
		}
	}
	return filepath.ToSlash(pos)
}

// TestGolangciLint builds golangci-lint with the plugin as the docs say
// (golangci-lint custom, the plugin from a checkout) and runs it on the
// fixture with the docs' .golangci.yml: findings name their check, the
// suppression comments hold, and SARIF has the check as ruleId.
func TestGolangciLint(t *testing.T) {
	slow(t)
	p := newProject(t)
	p.customGcl()
	p.writeFile(".golangci.yml", docBlock(t, golangciPage, ".golangci.yml"))

	r := p.sh("./custom-gcl run ./...").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	for _, f := range golangciFindings(p.dir, r) {
		if strings.Contains(f.message, textjsonMessage) && f.linter != "textjson" {
			t.Errorf("%s: reported by linter %s, want textjson", f.pos, f.linter)
		}
	}
	noUnknownLinters(t, r)

	p.sh("./custom-gcl run --output.sarif.path=mcpresult.sarif ./...").expect(t, 1)
	checkSARIF(t, p, "mcpresult.sarif", wantFindings(t, "weather"))

	// golangci-lint linters describes each check with its summary
	// (golangci-lint capitalises it and adds a period).
	linters := strings.ToLower(p.sh("./custom-gcl linters").expect(t, 0).out)
	for _, a := range analyzer.Suite(new(config.Config)) {
		summary, _, _ := strings.Cut(a.Doc, "\n")
		if !strings.Contains(linters, a.Name+": "+strings.ToLower(summary)+".") {
			t.Errorf("./custom-gcl linters does not describe %s as %q:\n%s", a.Name, summary, linters)
		}
	}
}

// TestGolangciDocsDeclareEveryCheck checks, without building golangci-lint,
// that the .golangci.yml of the docs enables and declares every check of the
// suite: a check added to the suite must be added to the docs.
func TestGolangciDocsDeclareEveryCheck(t *testing.T) {
	yml := stripComments(docBlock(t, golangciPage, ".golangci.yml"))
	if !strings.Contains(yml, enableList()) {
		t.Errorf("the .golangci.yml of the docs does not enable the checks %q, in this order", checkLinters)
	}
	for _, a := range analyzer.Suite(new(config.Config)) {
		summary, _, _ := strings.Cut(a.Doc, "\n")
		entry := "\n      " + a.Name + ":\n        type: module\n" +
			"        description: \"" + summary + "\"\n" +
			"        original-url: " + a.URL + "\n"
		if !strings.Contains(yml, entry) {
			t.Errorf("the .golangci.yml of the docs does not declare the linter %s under settings.custom with its summary and page:\n%s", a.Name, entry)
		}
	}
	if !strings.HasSuffix(yml, "\nissues:\n"+showEveryFinding) {
		t.Errorf("the .golangci.yml of the docs does not end with issues: settings that show every finding:\n%s", showEveryFinding)
	}
}

// stripComments drops the comment lines of a YAML file.
func stripComments(yml string) string {
	var kept []string
	for _, line := range strings.SplitAfter(yml, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), "#") {
			kept = append(kept, line)
		}
	}
	return strings.Join(kept, "")
}

// showEveryFinding are the issues: settings under which golangci-lint
// shows every finding (docs/integrations/golangci-lint.md says why).
const showEveryFinding = "  max-same-issues: 0\n  max-issues-per-linter: 0\n  uniq-by-line: false\n"

// noUnknownLinters fails the test if golangci-lint did not know a name in
// a //nolint directive (suppressed/ has //nolint:mcpresult and
// //nolint:textjson).
func noUnknownLinters(t *testing.T, r result) {
	t.Helper()
	if strings.Contains(r.out, "Found unknown linters") {
		t.Errorf("%s: golangci-lint does not know a linter of a //nolint directive:\n%s", r.command, r.out)
	}
}

// TestGolangciLintMatchesStandalone runs golangci-lint with the docs'
// .golangci.yml on the fixture (with a package of more findings of one
// check, all with one message, than golangci-lint shows by default) and on
// the README's example, and the standalone binary on both: golangci-lint
// must show every finding, under its check's name. Without the config's
// issues: section, golangci-lint hides some and says so only with -v, as
// the docs say.
func TestGolangciLintMatchesStandalone(t *testing.T) {
	slow(t)
	p := newProject(t)
	p.customGcl()
	config := docBlock(t, golangciPage, ".golangci.yml")
	p.repeatedFindingsPackage(repeatedFindings)

	customGcl := filepath.Join(p.dir, "custom-gcl")
	p.writeFile(".golangci.yml", config)
	want := compareWithStandalone(t, p.dir, "./...", customGcl, p.env)
	if n := slices.Max(slices.Collect(maps.Values(countMessages(want)))); n < repeatedFindings {
		t.Fatalf("the most findings with one message is %d, want %d (package repeated): the test does not reach golangci-lint's limits", n, repeatedFindings)
	}

	// golangci-lint's defaults hide findings, and -v says how many.
	issues := config[strings.Index(config, "\nissues:\n")+1:]
	if !strings.HasPrefix(issues, "issues:\n") {
		t.Fatalf("the .golangci.yml of the docs has no issues: section:\n%s", config)
	}
	// golangci-lint applies max-same-issues first, after which no check has
	// 50 findings left: the second run lifts it alone. The flags the docs
	// give lift all three for one run.
	p.writeFile(".golangci.yml", strings.TrimSuffix(config, issues))
	for _, tc := range []struct {
		flags string
		shown func(n int) bool
		logs  []string
	}{
		{"", func(n int) bool { return n < len(want) }, []string{"issues with text", "were hidden, use --max-same-issues"}},
		{" --max-same-issues=0", func(n int) bool { return n < len(want) }, []string{"were hidden, use --max-issues-per-linter"}},
		{" --max-same-issues=0 --max-issues-per-linter=0 --uniq-by-line=false", func(n int) bool { return n == len(want) }, nil},
	} {
		r := runShell(t, p.dir, customGcl+" run -v"+tc.flags+" ./...", p.env)
		if n := len(golangciFindings(p.dir, r)); !tc.shown(n) {
			t.Errorf("golangci-lint's defaults with%s: %d findings shown of %d", tc.flags, n, len(want))
		}
		for _, log := range tc.logs {
			if !strings.Contains(r.out, log) {
				t.Errorf("golangci-lint -v%s does not say %q, as the docs say it does:\n%s", tc.flags, log, clip(r.out, 4000))
			}
		}
	}

	clone := p.cloneMcpresult()
	if err := os.WriteFile(filepath.Join(clone, ".golangci.yml"), []byte(config), 0o644); err != nil {
		t.Fatal(err)
	}
	compareWithStandalone(t, clone, "./examples/...", customGcl, p.env)
}

// repeatedFindings is the number of findings of package repeated: more
// than golangci-lint's default max-same-issues (3) and
// max-issues-per-linter (50).
const repeatedFindings = 55

// repeatedFindingsPackage writes package repeated: n functions that read a
// received result's payload without an IsError check, n onechannel
// findings with one message.
func (p *project) repeatedFindingsPackage(n int) {
	p.t.Helper()
	var b strings.Builder
	b.WriteString(`// Package repeated reads the payload of many tools' results without an
// IsError check: many findings of one check, with one message.
package repeated

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)
`)
	for i := range n {
		fmt.Fprintf(&b, `
// Read%[1]d calls tool t%[1]d and returns its payload.
func Read%[1]d(ctx context.Context, s *mcp.ClientSession) ([]byte, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "t%[1]d"})
	if err != nil {
		return nil, err
	}
	return json.Marshal(res.StructuredContent)
}
`, i)
	}
	p.writeFile(filepath.Join("repeated", "repeated.go"), b.String())
}

// compareWithStandalone runs mcpresult -json and custom-gcl on the packages
// in dir, with the extra environment env, compares their findings, and
// returns those of the standalone binary.
func compareWithStandalone(t *testing.T, dir, packages, customGcl string, env []string) []golangciFinding {
	t.Helper()
	want := standaloneFindings(t, dir, runShell(t, dir, "mcpresult -json "+packages, env))
	if len(want) == 0 {
		t.Fatalf("mcpresult finds nothing in %s %s: nothing to compare", dir, packages)
	}
	got := golangciFindings(dir, runShell(t, dir, customGcl+" run "+packages, env))
	sortFindings(got)
	if !slices.Equal(got, want) {
		t.Errorf("in %s %s, golangci-lint shows\n%s\nthe standalone binary\n%s", dir, packages, findingList(got), findingList(want))
	}
	return want
}

// standaloneFindings decodes mcpresult -json output (package → check →
// findings) into findings as golangci-lint would print them, once each
// (a package and its test variant report the same ones), sorted.
func standaloneFindings(t *testing.T, dir string, r result) []golangciFinding {
	t.Helper()
	seen := map[golangciFinding]bool{}
	dec := json.NewDecoder(strings.NewReader(r.out))
	for dec.More() {
		var report map[string]map[string]json.RawMessage
		if err := dec.Decode(&report); err != nil {
			t.Fatalf("%s: output is not JSON: %v\n%s", r.command, err, r.out)
		}
		for _, byCheck := range report {
			for check, raw := range byCheck {
				var findings []struct {
					Posn    string `json:"posn"`
					Message string `json:"message"`
				}
				if json.Unmarshal(raw, &findings) != nil {
					t.Fatalf("%s: %s did not run: %s", r.command, check, raw)
				}
				for _, f := range findings {
					seen[golangciFinding{pos: relativeTo(dir, f.Posn), message: f.Message, linter: check}] = true
				}
			}
		}
	}
	found := slices.Collect(maps.Keys(seen))
	sortFindings(found)
	return found
}

func sortFindings(findings []golangciFinding) {
	slices.SortFunc(findings, func(a, b golangciFinding) int { return strings.Compare(a.String(), b.String()) })
}

func countMessages(findings []golangciFinding) map[string]int {
	n := map[string]int{}
	for _, f := range findings {
		n[f.message]++
	}
	return n
}

func findingList(findings []golangciFinding) string {
	var b strings.Builder
	for _, f := range findings {
		b.WriteString("\t" + f.String() + "\n")
	}
	return b.String()
}

// allChecksPackage writes package allchecks: testdata/e2e/nolintcheck
// without its //nolint:<check> directives. It returns the findings it
// should give, one of each check at the line of its directive, as
// "allchecks/allchecks.go:line (check)".
func (p *project) allChecksPackage() []string {
	p.t.Helper()
	src := p.readFile(filepath.Join("nolintcheck", "nolintcheck.go"))
	directive := regexp.MustCompile(` //nolint:(\w+) //.*`)
	var want []string
	lines := strings.Split(src, "\n")
	for i, line := range lines {
		if m := directive.FindStringSubmatch(line); m != nil {
			want = append(want, "allchecks/allchecks.go:"+strconv.Itoa(i+1)+" ("+m[1]+")")
			lines[i] = directive.ReplaceAllString(line, "")
		}
	}
	src = strings.Replace(strings.Join(lines, "\n"), "package nolintcheck", "package allchecks", 1)
	p.writeFile(filepath.Join("allchecks", "allchecks.go"), src)
	slices.Sort(want)
	var silenced []string
	for _, w := range want {
		silenced = append(silenced, w[strings.LastIndex(w, "(")+1:len(w)-1])
	}
	if !slices.Equal(slices.Sorted(slices.Values(silenced)), slices.Sorted(slices.Values(checkLinters))) {
		p.t.Fatalf("testdata/e2e/nolintcheck silences %q, want one finding of each of %q", want, checkLinters)
	}
	return want
}

// findingsIn returns "dir/file.go:line (check)" for each finding of a
// check golangci-lint printed for the package dir.
func findingsIn(p *project, r result, dir string) []string {
	var got []string
	for _, f := range golangciFindings(p.dir, r) {
		if strings.HasPrefix(f.pos, dir+"/") && slices.Contains(checkLinters, f.linter) {
			line := f.pos[:strings.LastIndex(f.pos, ":")]
			got = append(got, line+" ("+f.linter+")")
		}
	}
	slices.Sort(got)
	return got
}

// TestGolangciLintNolint checks that golangci-lint applies //nolint:<check>
// as its own directive: nolintlint finds each one used, and golangci-lint
// knows every name. The same package without the directives has the
// findings they silence.
func TestGolangciLintNolint(t *testing.T) {
	slow(t)
	p := newProject(t)
	p.customGcl()
	want := p.allChecksPackage()
	config := strings.Replace(docBlock(t, golangciPage, ".golangci.yml"), enableList(), enableList()+"    - nolintlint\n", 1)
	if !strings.Contains(config, "    - nolintlint\n") {
		t.Fatalf("the .golangci.yml of the docs does not enable every check (%q): cannot add nolintlint after them", checkLinters)
	}
	p.writeFile(".golangci.yml", config)

	r := p.sh("./custom-gcl run ./...")
	if got := findingsIn(p, r, "allchecks"); !slices.Equal(got, want) {
		t.Errorf("without the directives: findings\n got %q\nwant %q", got, want)
	}
	if got := findingsIn(p, r, "nolintcheck"); len(got) != 0 {
		t.Errorf("//nolint:<check> does not silence %q", got)
	}
	for _, f := range golangciFindings(p.dir, r) {
		if f.linter == "nolintlint" {
			t.Errorf("nolintlint: %s: %s (under golangci-lint, the checks must leave //nolint and //nolint:<check> to golangci-lint, not drop the findings themselves)", f.pos, f.message)
		}
	}
	noUnknownLinters(t, r)

	// As docs/suppression.md says: with the mcpresult linter enabled,
	// nolintlint reports //nolint:mcpresult as unused, since the checks
	// drop what it covers before golangci-lint sees it.
	p.writeFile(".golangci.yml", strings.Replace(config, "    - nolintlint\n", "    - nolintlint\n    - mcpresult\n", 1))
	r = p.sh("./custom-gcl run ./...")
	var nolintlint []string
	for _, f := range golangciFindings(p.dir, r) {
		if f.linter == "nolintlint" {
			nolintlint = append(nolintlint, f.pos+": "+f.message)
		}
	}
	if len(nolintlint) != 1 || !strings.Contains(nolintlint[0], "//nolint:mcpresult") {
		t.Errorf("with mcpresult enabled, nolintlint reports %q, want //nolint:mcpresult of suppressed/ alone", nolintlint)
	}
}

// TestGolangciLintSettings checks golangci-lint's switches per check, the
// shared result-types, and that bad settings are errors.
func TestGolangciLintSettings(t *testing.T) {
	slow(t)
	p := newProject(t)
	p.customGcl()
	all := p.allChecksPackage()
	config := docBlock(t, golangciPage, ".golangci.yml")
	enableAll := enableList()
	for _, old := range []string{"result-types: []", "  default: none\n" + enableAll} {
		if !strings.Contains(config, old) {
			t.Fatalf("the .golangci.yml of the docs has no %q", old)
		}
	}
	withResultTypes := strings.Replace(config, "result-types: []", "result-types: ["+forkResultType+"]", 1)
	forkFinding := wantFindings(t, "forkclient")[0] + " (textjson)"
	without := func(check string) []string {
		return slices.DeleteFunc(slices.Clone(all), func(f string) bool { return strings.HasSuffix(f, "("+check+")") })
	}
	only := func(check string) []string {
		return slices.DeleteFunc(slices.Clone(all), func(f string) bool { return !strings.HasSuffix(f, "("+check+")") })
	}

	for _, tc := range []struct {
		name, config string
		dir          string
		want         []string
	}{
		{"defaults", config, "allchecks", all},
		{"golangci-lint's default linters", strings.Replace(config, "  default: none\n"+enableAll, "", 1), "allchecks", all},
		{"disable a check", strings.Replace(config, "\n  settings:\n", "\n  disable:\n    - textjson\n  settings:\n", 1), "allchecks", without("textjson")},
		{"enable a check alone", strings.Replace(config, enableAll, "  enable:\n    - onechannel\n", 1), "allchecks", only("onechannel")},
		{"result-types", withResultTypes, "forkclient", []string{forkFinding}},
		{"result-types with mcpresult disabled", strings.Replace(withResultTypes, "\n  settings:\n", "\n  disable:\n    - mcpresult\n  settings:\n", 1), "forkclient", []string{forkFinding}},
		{"no result-types", config, "forkclient", nil},
	} {
		p.writeFile(".golangci.yml", tc.config)
		r := p.sh("./custom-gcl run ./...")
		if got := findingsIn(p, r, tc.dir); !slices.Equal(got, tc.want) {
			t.Errorf("%s: findings in %s\n got %q\nwant %q", tc.name, tc.dir, got, tc.want)
		}
	}

	for _, tc := range []struct{ old, new, wantErr string }{
		{"result-types: []", "colour: red", `mcpresult settings: decoding settings: json: unknown field "colour"`},
		{"result-types: []", "result-types: [CallToolResult]", `not of the form import/path.TypeName`},
		{"result-types: []", "disable: [textjson]", `"disable" is no longer a setting`},
		{"      textjson:\n        type: module\n", "      textjson:\n        type: module\n        settings:\n          result-types: []\n",
			`put them under linters.settings.custom.mcpresult.settings`},
	} {
		p.writeFile(".golangci.yml", strings.Replace(config, tc.old, tc.new, 1))
		r := p.sh("./custom-gcl run ./...")
		if r.code == 0 || r.code == 1 || !strings.Contains(r.out, tc.wantErr) {
			t.Errorf("setting %q: exit %d, want an error saying %q:\n%s", tc.new, r.code, tc.wantErr, r.out)
		}
	}
}

// TestGolangciLintOfflineBuild builds golangci-lint with the plugin the
// offline way of the docs (a module of one's own, from the module proxy
// and a checkout), and checks that a rebuild with another plugin is not
// served the cached results of the first.
func TestGolangciLintOfflineBuild(t *testing.T) {
	slow(t)
	p := newProject(t)
	clone := p.cloneMcpresult()
	p.writeFile(filepath.Join("custom-gcl-build", "main.go"), docBlock(t, golangciPage, "main.go"))
	script := docBlock(t, golangciPage, "offline build")
	p.sh("set -e\n"+script).expect(t, 0)
	p.writeFile(".golangci.yml", docBlock(t, golangciPage, ".golangci.yml"))
	p.ownGolangciLock()
	// One cache for both runs, so that a stale result would show.
	p.env = append(p.env, "GOLANGCI_LINT_CACHE="+t.TempDir())
	p.sh("./custom-gcl run ./...").expect(t, 1).expectFindings(t, p, wantFindings(t, "weather"))

	// The same checks, reporting nothing (testdata/silentplugin.go).
	copyFile(t, filepath.Join("testdata", "silentplugin.go"), filepath.Join(clone, "plugin", "golangci", "zz_silentplugin.go"))
	lines := strings.Split(strings.TrimSpace(script), "\n")
	p.sh("cd custom-gcl-build && "+lines[len(lines)-1]).expect(t, 0)
	p.sh("./custom-gcl run ./...").expect(t, 0).expectFindings(t, p, nil)
}

// customGcl puts ./custom-gcl in the project: golangci-lint with the
// plugin, built as section 1 of the docs says, with golangci-lint custom
// from the docs' .custom-gcl.yml and mcpresult cloned next to the project.
// The build runs once per test run, in the first project that asks; the
// others get a copy.
func (p *project) customGcl() {
	p.t.Helper()
	customGclOnce.Do(func() {
		built := p.buildCustomGcl()
		customGclBinary = filepath.Join(workRoot, "custom-gcl")
		copyFile(p.t, built, customGclBinary)
	})
	if customGclBinary == "" {
		p.t.Fatal("building custom-gcl failed in an earlier test")
	}
	copyFile(p.t, customGclBinary, filepath.Join(p.dir, "custom-gcl"))
	p.ownGolangciLock()
}

// ownGolangciLock gives the project's golangci-lint runs a lock file of
// their own. golangci-lint refuses to run, after 5 s, while another one on
// the machine holds $TMPDIR/golangci-lint.lock.
func (p *project) ownGolangciLock() {
	p.env = append(p.env, "TMPDIR="+p.t.TempDir())
}

var (
	customGclOnce   sync.Once
	customGclBinary string
)

// buildCustomGcl runs golangci-lint custom in the project and returns the
// path of the binary it wrote. golangci-lint custom clones golangci-lint
// from GitHub, which the tests cannot reach: git's url.<base>.insteadOf,
// which it passes on, sends the clone to a repository made from the
// golangci-lint module of the same version.
func (p *project) buildCustomGcl() string {
	p.t.Helper()
	checkCustomGclConfig(p.t)
	p.cloneMcpresult()
	customConfig := docBlock(p.t, golangciPage, ".custom-gcl.yml")
	p.writeFile(".custom-gcl.yml", customConfig)
	version := golangciVersion(p.t, customConfig)
	env := append(slices.Clone(p.env),
		"PATH="+golangciLintDir(p.t, version)+string(os.PathListSeparator)+os.Getenv("PATH"),
		"GIT_CONFIG_COUNT=1",
		"GIT_CONFIG_KEY_0=url.file://"+golangciMirror(p.t, version)+".insteadOf",
		"GIT_CONFIG_VALUE_0=https://github.com/golangci/golangci-lint.git",
	)
	runShell(p.t, p.dir, "golangci-lint custom", env).expect(p.t, 0)
	return filepath.Join(p.dir, "custom-gcl")
}

func golangciVersion(t *testing.T, customConfig string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^version: (v\S+)`).FindStringSubmatch(customConfig)
	if m == nil {
		t.Fatalf("the .custom-gcl.yml of the docs names no golangci-lint version:\n%s", customConfig)
	}
	return m[1]
}

// golangciLintDir returns a directory holding golangci-lint of the version,
// installed from the module proxy.
func golangciLintDir(t *testing.T, version string) string {
	t.Helper()
	dir := filepath.Join(workRoot, "golangci-lint-"+version)
	cmd := "go install github.com/golangci/golangci-lint/v2/cmd/golangci-lint@" + version
	runShell(t, workRoot, cmd, []string{"GOBIN=" + dir}).expect(t, 0)
	return dir
}

// golangciMirror returns a git repository of golangci-lint's source at the
// version, tagged with it, as golangci-lint custom clones it.
func golangciMirror(t *testing.T, version string) string {
	t.Helper()
	out, err := exec.Command("go", "mod", "download", "-json", "github.com/golangci/golangci-lint/v2@"+version).Output()
	if err != nil {
		t.Fatalf("go mod download golangci-lint %s: %v", version, err)
	}
	var module struct{ Dir string }
	if err := json.Unmarshal(out, &module); err != nil || module.Dir == "" {
		t.Fatalf("go mod download golangci-lint %s: no directory in %s", version, out)
	}
	mirror := filepath.Join(workRoot, "golangci-lint.git")
	script := "set -e\ncp -R " + module.Dir + "/. " + mirror + "\nchmod -R u+w " + mirror +
		"\ncd " + mirror + "\ngit init -q -b main\ngit add -A\ngit -c user.name=e2e -c user.email=e2e@example.com commit -q -m " + version +
		"\ngit tag " + version
	runShell(t, workRoot, script, nil).expect(t, 0)
	return mirror
}

// checkCustomGclConfig checks that the repository's .custom-gcl.yml (for
// golangci-lint custom in a checkout) is the docs' one with path: . and
// that the offline build asks for the same golangci-lint version.
func checkCustomGclConfig(t *testing.T) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, ".custom-gcl.yml"))
	if err != nil {
		t.Fatal(err)
	}
	docs := docBlock(t, golangciPage, ".custom-gcl.yml")
	settings := func(yml string) string {
		var kept []string
		for _, line := range strings.Split(yml, "\n") {
			if trimmed := strings.TrimSpace(line); trimmed != "" && !strings.HasPrefix(trimmed, "#") {
				kept = append(kept, line)
			}
		}
		return strings.Join(kept, "\n")
	}
	if want := strings.Replace(settings(docs), "path: ../mcpresult", "path: .", 1); settings(string(data)) != want {
		t.Errorf("the repository's .custom-gcl.yml is not the docs' one with path: .\n%s\n----\n%s", data, want)
	}
	if version := golangciVersion(t, docs); !strings.Contains(docBlock(t, golangciPage, "offline build"), "github.com/golangci/golangci-lint/v2@"+version) {
		t.Errorf(".custom-gcl.yml and the offline build of the docs ask for different golangci-lint versions")
	}
	if !strings.Contains(docBlock(t, golangciPage, "main.go"), `_ "github.com/mcpresult/mcpresult/plugin/golangci"`) {
		t.Errorf("the main.go of the docs does not import the plugin")
	}
}

// copyFile copies a file (a binary, or a source file), making the
// directory it goes into.
func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o755); err != nil {
		t.Fatal(err)
	}
}

// checkSARIF checks the structure code scanning needs, and that the
// textjson findings are there with the check as ruleId.
func checkSARIF(t *testing.T, p *project, name string, want []string) {
	t.Helper()
	var sarif sarifLog
	data := p.readFile(name)
	if err := sarifschema.Validate([]byte(data)); err != nil {
		t.Fatalf("%s is not valid SARIF 2.1.0: %v\n%s", name, err, data)
	}
	if err := json.Unmarshal([]byte(data), &sarif); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if sarif.Version != "2.1.0" || len(sarif.Runs) != 1 || sarif.Runs[0].Tool.Driver.Name == "" {
		t.Fatalf("%s: not SARIF 2.1.0 with one run of a named tool:\n%s", name, data)
	}
	var got []string
	for _, r := range sarif.Runs[0].Results {
		if r.RuleID == "" || len(r.Locations) == 0 {
			t.Errorf("%s: result without ruleId or location: %+v", name, r)
			continue
		}
		loc := r.Locations[0].PhysicalLocation
		if loc.ArtifactLocation.URI == "" || loc.Region.StartLine < 1 {
			t.Errorf("%s: result without uri or startLine: %+v", name, r)
			continue
		}
		if strings.Contains(r.Message.Text, textjsonMessage) {
			if r.RuleID != "textjson" {
				t.Errorf("%s: ruleId %q for a textjson finding, want textjson", name, r.RuleID)
			}
			got = append(got, p.rel(loc.ArtifactLocation.URI)+":"+strconv.Itoa(loc.Region.StartLine))
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("%s: textjson results\n got %q\nwant %q\n%s", name, got, want, data)
	}
}
