package fixbehaviour_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"testing"

	"golang.org/x/mod/modfile"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
)

// The fixture packages (analyzer/testdata/fixbehaviour), each copied into
// the harness module as before/<pkg> and after/<pkg>.
var fixturePackages = []string{"gosdkclient", "mcpgoclient", "gosdkserver", "mcpgoserver"}

// fixes names, for each function of the fixtures that has findings with a
// fix, the checks whose fixes they are: each must have exactly those, and
// no other function a fixable finding.
var fixes = map[string][]string{
	"gosdkclient.IfInit":      {"textjson"},
	"gosdkclient.Returned":    {"onechannel", "textjson"},
	"gosdkclient.Kept":        {"onechannel", "textjson"},
	"gosdkclient.Decoder":     {"onechannel", "textjson"},
	"gosdkclient.Condition":   {"onechannel", "textjson"},
	"mcpgoclient.Raw":         {"onechannel", "textjson"},
	"mcpgoclient.RawDecoder":  {"textjson"},
	"mcpgoclient.Pointer":     {"ptrcontent"},
	"mcpgoclient.PointerCase": {"ptrcontent"},
	"gosdkserver.Literal":     {"textonly"},
	"gosdkserver.Typed":       {"textonly"},
	"gosdkserver.report":      {"textonly"},
	"mcpgoserver.Constructor": {"textonly"},
	"mcpgoserver.Literal":     {"textonly"},

	"gosdkserver.StructuredLiteral":     {"structuredonly"},
	"gosdkserver.StructuredLocal":       {"structuredonly"},
	"gosdkserver.structuredResult":      {"structuredonly"},
	"gosdkserver.StructuredTyped":       {"structuredonly"},
	"mcpgoserver.StructuredConstructor": {"structuredonly"},
	"mcpgoserver.StructuredLocal":       {"structuredonly"},
	"mcpgoserver.StructuredRaw":         {"structuredonly"},

	"gosdkserver.TypedFailureLiteral": {"outputschema"},
	"gosdkserver.TypedFailureHelper":  {"outputschema"},
	"gosdkserver.TypedFailurePointer": {"outputschema"},
	"gosdkserver.TypedFailureError":   {"outputschema"},
}

// structuredOnlyForms are the tools whose handlers answer structured
// content with no text block (structuredonly's fix; StructuredHelper's is
// in its builder).
var structuredOnlyForms = map[string]bool{
	"StructuredLiteral": true, "StructuredLocal": true, "StructuredHelper": true, "StructuredTyped": true,
	"StructuredConstructor": true, "StructuredRaw": true,
}

// fixedBy reports whether the fixes of fn include check's.
func fixedBy(fn, check string) bool {
	for _, c := range fixes[fn] {
		if c == check {
			return true
		}
	}
	return false
}

// TestFixBehaviour applies the suite's suggested fixes to the fixtures, as
// mcpresult -fix does, and runs the code before and after against servers
// of both SDKs: a text-only answer, a structured answer with a text mirror
// that differs from it, and a refusal (isError). It checks that
//
//   - textjson's fixed clients return what they returned before against a
//     text-only server and on a refusal, and the structured value where the
//     server sends one;
//   - ptrcontent's fixed clients read the text block the pointer assertion
//     never matched;
//   - textonly's fixed handlers send the same text and isError to clients
//     of both SDKs, and the value as structured content on success only;
//   - structuredonly's fixed handlers send the same structured content
//     and isError to clients of both SDKs, and on success a text block
//     holding the structured content's JSON;
//   - outputschema's fixed typed handlers send, on a failure, the same
//     texts and isError to clients of both SDKs and no structured content
//     (before the fix, the zero Out), and on success what they sent before;
//   - the fixed code has no finding with a fix left and no finding it did
//     not have.
func TestFixBehaviour(t *testing.T) {
	t.Parallel()
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Fatal("the go command is needed to build the harness: ", err)
	}
	mod := newHarnessModule(t)
	before := mod.analyze(t, "before")
	fixed := applyFixes(t, before)
	mod.write(t, "after", fixed)
	// The harness builds while the fixed code is analysed.
	built := mod.buildHarness(goBin)
	after := mod.analyze(t, "after")
	compareFindings(t, before, after)

	outcomes := mod.runHarness(t, <-built)
	checkClientForms(t, outcomes)
	checkServerForms(t, outcomes)
}

// harnessModule is the temporary module: before/, after/ and the harness.
type harnessModule struct {
	dir string
	env []string
}

// newHarnessModule writes the module with the fixtures as before/ and the
// harness as its main package. It requires the SDK versions of mcpresult's
// own go.mod, whose go.sum it copies, and builds offline from the module
// cache that mcpresult's own build filled.
func newHarnessModule(t *testing.T) *harnessModule {
	t.Helper()
	root := repoRoot(t)
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	main, err := modfile.Parse("go.mod", gomod, nil)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "module example.com/behaviour\n\ngo %s\n\nrequire (\n", main.Go.Version)
	for _, r := range main.Require {
		fmt.Fprintf(&b, "\t%s %s\n", r.Mod.Path, r.Mod.Version)
	}
	b.WriteString(")\n")
	m := &harnessModule{dir: t.TempDir()}
	m.env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off", "GOSUMDB=off", "GO111MODULE=on")
	writeFile(t, filepath.Join(m.dir, "go.mod"), []byte(b.String()))
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(m.dir, "go.sum"), sum)
	harness, err := os.ReadFile(filepath.Join("testdata", "harness.go.txt"))
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(m.dir, "main.go"), harness)
	original := make(map[string][]byte)
	for _, pkg := range fixturePackages {
		dir := filepath.Join(root, "analyzer", "testdata", "fixbehaviour", pkg)
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), ".go") {
				src, err := os.ReadFile(filepath.Join(dir, e.Name()))
				if err != nil {
					t.Fatal(err)
				}
				original[pkg+"/"+e.Name()] = src
			}
		}
	}
	m.write(t, "before", original)
	return m
}

// write writes files (by package/file name) under version/.
func (m *harnessModule) write(t *testing.T, version string, files map[string][]byte) {
	t.Helper()
	for name, src := range files {
		writeFile(t, filepath.Join(m.dir, version, filepath.FromSlash(name)), src)
	}
}

// analysis is the suite's findings on one version of the fixtures.
type analysis_ struct {
	fset  *token.FileSet
	diags []finding
	files map[string][]byte // package/file name → source
}

// finding is a diagnostic, where it is, and which check made it.
type finding struct {
	check string
	fn    string // package.Function the diagnostic is in
	file  string // package/file name
	diag  analysis.Diagnostic
}

// analyze runs the whole suite on version/… of the module.
func (m *harnessModule) analyze(t *testing.T, version string) *analysis_ {
	t.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: m.dir, Env: m.env}
	patterns := make([]string, len(fixturePackages))
	for i, p := range fixturePackages {
		patterns[i] = "./" + version + "/" + p
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatalf("the %s fixtures do not load or compile", version)
	}
	graph, err := checker.Analyze(analyzer.Suite(&config.Config{}), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	a := &analysis_{files: make(map[string][]byte)}
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		a.fset = act.Package.Fset
		for _, f := range act.Package.Syntax {
			name := relName(m.dir, version, act.Package.Fset.File(f.Pos()).Name())
			if _, seen := a.files[name]; !seen {
				src, err := os.ReadFile(act.Package.Fset.File(f.Pos()).Name())
				if err != nil {
					t.Fatal(err)
				}
				a.files[name] = src
			}
		}
		for _, d := range act.Diagnostics {
			file := act.Package.Fset.File(d.Pos)
			a.diags = append(a.diags, finding{
				check: act.Analyzer.Name,
				fn:    act.Package.Name + "." + enclosingFunc(act.Package.Syntax, d.Pos),
				file:  relName(m.dir, version, file.Name()),
				diag:  d,
			})
		}
	}
	return a
}

// relName turns a file of version/ into its package/file name.
func relName(dir, version, file string) string {
	rel, err := filepath.Rel(filepath.Join(dir, version), file)
	if err != nil {
		return file
	}
	return filepath.ToSlash(rel)
}

func enclosingFunc(files []*ast.File, pos token.Pos) string {
	for _, f := range files {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Pos() <= pos && pos < fd.End() {
				return fd.Name.Name
			}
		}
	}
	return "?"
}

// applyFixes checks that the findings with a fix are the ones fixes names
// and applies every fix, all together, as mcpresult -fix does.
func applyFixes(t *testing.T, before *analysis_) map[string][]byte {
	t.Helper()
	seen := make(map[string][]string)
	edits := make(map[string][]analysis.TextEdit)
	for _, f := range before.diags {
		if len(f.diag.SuggestedFixes) == 0 {
			continue
		}
		if !fixedBy(f.fn, f.check) {
			t.Errorf("%s: unexpected %s finding with a fix: %s", f.fn, f.check, f.diag.Message)
		}
		seen[f.fn] = append(seen[f.fn], f.check)
		edits[f.file] = append(edits[f.file], f.diag.SuggestedFixes[0].TextEdits...)
	}
	for fn, checks := range fixes {
		sort.Strings(seen[fn])
		if !reflect.DeepEqual(seen[fn], checks) {
			t.Errorf("%s: want one finding with a fix of each of %v, got %v", fn, checks, seen[fn])
		}
	}
	fixed := make(map[string][]byte)
	for name, src := range before.files {
		fixed[name] = src
		if len(edits[name]) == 0 {
			continue
		}
		out, err := checktest.ApplyEdits(before.fset.File(edits[name][0].Pos), src, edits[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		fixed[name] = out
	}
	return fixed
}

// compareFindings checks that after the fixes no finding has a fix, and
// every finding was there before (the fixed ones gone, none new), by
// function, check and message.
func compareFindings(t *testing.T, before, after *analysis_) {
	t.Helper()
	left := make(map[string]int)
	for _, f := range before.diags {
		if len(f.diag.SuggestedFixes) == 0 {
			left[f.fn+": "+f.check+": "+f.diag.Message]++
		}
	}
	for _, f := range after.diags {
		key := f.fn + ": " + f.check + ": " + f.diag.Message
		if len(f.diag.SuggestedFixes) > 0 {
			t.Errorf("after the fixes, a finding with a fix is left: %s", key)
		}
		if left[key] == 0 {
			t.Errorf("after the fixes, a new finding: %s", key)
			continue
		}
		left[key]--
	}
	for key, n := range left {
		if n > 0 {
			t.Errorf("after the fixes, a finding without a fix is gone: %s", key)
		}
	}
}

// outcome is one line of the harness's output (testdata/harness.go.txt).
type outcome struct {
	Kind       string          `json:"kind"`
	Form       string          `json:"form"`
	Client     string          `json:"client"`
	Server     string          `json:"server"`
	Mode       string          `json:"mode"`
	Version    string          `json:"version"`
	Value      json.RawMessage `json:"value"`
	Error      string          `json:"error"`
	Texts      []string        `json:"texts"`
	Structured json.RawMessage `json:"structured"`
	IsError    bool            `json:"isError"`
}

func (o outcome) key() string {
	return strings.Join([]string{o.Kind, o.Form, o.Client, o.Server, o.Mode}, "/")
}

// outcomes are the harness's outcomes by key, then version.
type outcomes map[string]map[string]outcome

// buildHarness builds the harness, offline, and sends the binary's path,
// or the build's failure.
func (m *harnessModule) buildHarness(goBin string) <-chan buildResult {
	done := make(chan buildResult, 1)
	go func() {
		bin := filepath.Join(m.dir, "harness")
		if runtime.GOOS == "windows" {
			bin += ".exe"
		}
		build := exec.Command(goBin, "build", "-o", bin, ".")
		build.Dir, build.Env = m.dir, m.env
		out, err := build.CombinedOutput()
		if err != nil {
			err = fmt.Errorf("building the harness: %v\n%s", err, out)
		}
		done <- buildResult{bin, err}
	}()
	return done
}

type buildResult struct {
	bin string
	err error
}

// runHarness runs the harness and reads its outcomes.
func (m *harnessModule) runHarness(t *testing.T, built buildResult) outcomes {
	t.Helper()
	if built.err != nil {
		t.Fatal(built.err)
	}
	bin := built.bin
	run := exec.Command(bin)
	var stderr bytes.Buffer
	run.Dir, run.Stderr = m.dir, &stderr
	stdout, err := run.Output()
	if err != nil {
		t.Fatalf("running the harness: %v\n%s", err, stderr.Bytes())
	}
	got := make(outcomes)
	sc := bufio.NewScanner(bytes.NewReader(stdout))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var o outcome
		if err := json.Unmarshal(sc.Bytes(), &o); err != nil {
			t.Fatalf("harness output: %v: %s", err, sc.Bytes())
		}
		if got[o.key()] == nil {
			got[o.key()] = make(map[string]outcome)
		}
		got[o.key()][o.Version] = o
	}
	if len(got) == 0 {
		t.Fatalf("the harness printed nothing; stderr:\n%s", stderr.Bytes())
	}
	return got
}

// The forecast tool's two values (testdata/harness.go.txt): the text
// mirror, rounded, and the structured value.
const (
	textValue       = `{"city":"Oslo","temperatureC":21}`
	structuredValue = `{"city":"Oslo","temperatureC":21.5}`
	textBlockValue  = `"{\"city\":\"Oslo\",\"temperatureC\":21}"` // the text itself, as a JSON string
	refusalValue    = `"no forecast for Oslo"`
	refusalError    = "tool refused: no forecast for Oslo" // onechannel's fix
)

// checkClientForms checks each client form against each server and mode.
func checkClientForms(t *testing.T, got outcomes) {
	t.Helper()
	n := 0
	for _, key := range sortedKeys(got) {
		pair := got[key]
		b, a := pair["before"], pair["after"]
		if b.Kind != "client" {
			continue
		}
		n++
		if a.Version == "" {
			t.Errorf("%s: no outcome after the fix", key)
			continue
		}
		fn := b.Client + "client." + b.Form
		switch {
		case fixedBy(fn, "textjson"):
			checkTextJSON(t, key, b, a, fixedBy(fn, "onechannel"))
		case fixedBy(fn, "ptrcontent"):
			checkPtrContent(t, key, b, a)
		default:
			t.Errorf("%s: a client form the test does not know", key)
		}
	}
	if n == 0 {
		t.Error("no client outcome")
	}
}

// checkTextJSON: the fixed client returns what it did against a text-only
// server, and the structured value where there is one. On a refusal it
// returns what it did too, unless onechannel's fix added the IsError check
// the finding said was missing: then it fails with the refusal's text.
func checkTextJSON(t *testing.T, key string, b, a outcome, isErrorChecked bool) {
	t.Helper()
	switch {
	case b.Mode == "text":
		if !sameOutcome(b, a) {
			t.Errorf("%s: the fix changed the outcome: before %s, after %s", key, show(b), show(a))
		}
		if !sameJSON(b.Value, textValue) {
			t.Errorf("%s: before the fix, want the text's value %s, got %s", key, textValue, show(b))
		}
	case b.Mode == "refusal" && isErrorChecked:
		if b.Error == refusalError {
			t.Errorf("%s: before the fix, the refusal already surfaced: %s", key, show(b))
		}
		if a.Error != refusalError {
			t.Errorf("%s: after the fix, want the refusal surfaced as %q, got %s", key, refusalError, show(a))
		}
	case b.Mode == "refusal":
		if !sameOutcome(b, a) {
			t.Errorf("%s: the fix changed the outcome: before %s, after %s", key, show(b), show(a))
		}
	case b.Mode == "both":
		if !sameJSON(b.Value, textValue) || b.Error != "" {
			t.Errorf("%s: before the fix, want the text's value %s, got %s", key, textValue, show(b))
		}
		if !sameJSON(a.Value, structuredValue) || a.Error != "" {
			t.Errorf("%s: after the fix, want the structured value %s, got %s", key, structuredValue, show(a))
		}
	}
}

// checkPtrContent: the pointer assertion never matched a received block;
// the fixed one reads the text block, whatever the server and mode.
func checkPtrContent(t *testing.T, key string, b, a outcome) {
	t.Helper()
	if b.Error != "no text block" {
		t.Errorf("%s: before the fix, want the pointer assertion never to match, got %s", key, show(b))
	}
	want := textBlockValue
	if b.Mode == "refusal" {
		want = refusalValue
	}
	if a.Error != "" || !sameJSON(a.Value, want) {
		t.Errorf("%s: after the fix, want the text block %s, got %s", key, want, show(a))
	}
}

// checkServerForms: the fixed handler sends the same texts and isError to
// clients of both SDKs, and, on success only, its value as structured
// content: the JSON its text holds (textonly); or the same structured
// content and isError, and on success the JSON of that content as its
// text (structuredonly).
func checkServerForms(t *testing.T, got outcomes) {
	t.Helper()
	n, structured, typed := 0, 0, 0
	for _, key := range sortedKeys(got) {
		pair := got[key]
		b, a := pair["before"], pair["after"]
		if b.Kind != "server" {
			continue
		}
		n++
		if b.Error != "" || a.Error != "" {
			t.Errorf("%s: call failed: before %s, after %s", key, show(b), show(a))
			continue
		}
		if structuredOnlyForms[b.Form] {
			structured++
			checkStructuredOnly(t, key, b, a)
			continue
		}
		if typedFailureForms[b.Form] {
			typed++
			checkTypedFailure(t, key, b, a)
			continue
		}
		if !reflect.DeepEqual(b.Texts, a.Texts) || b.IsError != a.IsError {
			t.Errorf("%s: the fix changed what clients read: before %s, after %s", key, show(b), show(a))
		}
		if len(b.Structured) != 0 {
			t.Errorf("%s: before the fix, want no structured content, got %s", key, b.Structured)
		}
		switch {
		case b.Mode == "refusal" && len(a.Structured) != 0:
			t.Errorf("%s: after the fix, a refusal carries structured content %s", key, a.Structured)
		case b.Mode == "success" && (len(a.Texts) == 0 || !sameJSON(a.Structured, a.Texts[0])):
			t.Errorf("%s: after the fix, want the text's JSON as structured content, got %s", key, show(a))
		}
	}
	if n == 0 || structured == 0 || typed == 0 {
		t.Errorf("server outcomes: %d, of which structured-only forms %d, typed failures %d; want some of each", n, structured, typed)
	}
}

// checkStructuredOnly: before the fix a success has structured content
// and no text block; after it, the same structured content and one text
// block holding its JSON. A refusal is the same before and after.
func checkStructuredOnly(t *testing.T, key string, b, a outcome) {
	t.Helper()
	if b.IsError != a.IsError || !sameJSON(a.Structured, string(b.Structured)) {
		t.Errorf("%s: the fix changed the structured content or isError: before %s, after %s", key, show(b), show(a))
	}
	switch b.Mode {
	case "refusal":
		if !reflect.DeepEqual(b.Texts, a.Texts) || len(b.Structured) != 0 {
			t.Errorf("%s: the fix changed the refusal: before %s, after %s", key, show(b), show(a))
		}
	case "success":
		if len(b.Texts) != 0 || len(b.Structured) == 0 {
			t.Errorf("%s: before the fix, want structured content and no text, got %s", key, show(b))
		}
		if len(a.Texts) != 1 || !sameJSON(a.Structured, a.Texts[0]) {
			t.Errorf("%s: after the fix, want one text block holding the structured content's JSON, got %s", key, show(a))
		}
	}
}

func sameOutcome(a, b outcome) bool {
	return a.Error == b.Error && sameJSON(a.Value, string(b.Value))
}

// sameJSON reports whether a and b are the same JSON value (both empty
// counts too).
func sameJSON(a json.RawMessage, b string) bool {
	if len(a) == 0 || b == "" {
		return len(a) == 0 && b == ""
	}
	var x, y any
	if json.Unmarshal(a, &x) != nil || json.Unmarshal([]byte(b), &y) != nil {
		return false
	}
	return reflect.DeepEqual(x, y)
}

func show(o outcome) string {
	if o.Kind == "server" {
		return fmt.Sprintf("{texts %q, structured %s, isError %v, error %q}", o.Texts, o.Structured, o.IsError, o.Error)
	}
	if o.Error != "" {
		return fmt.Sprintf("error %q", o.Error)
	}
	return string(o.Value)
}

func sortedKeys(m outcomes) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func writeFile(t *testing.T, name string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
