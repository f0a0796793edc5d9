package renametest

import (
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/packages"
)

var update = flag.Bool("update", false, "rewrite the .renamed golden files of testdata/mod")

// The test module testdata/mod holds one case of each kind of name and of
// each name that must stay; its renamed files are compared with golden
// files (<file>.renamed).
const testModule = "example.com/renamed"

var testLoad struct {
	once sync.Once
	pkgs []*packages.Package
	err  error
}

func loadTestModule(t *testing.T) []*packages.Package {
	t.Helper()
	testLoad.once.Do(func() {
		cfg := &packages.Config{
			Mode:  packages.LoadAllSyntax | packages.NeedModule,
			Dir:   filepath.Join("testdata", "mod"),
			Env:   append(os.Environ(), "GO111MODULE=on", "GOPROXY=off", "GOWORK=off", "GOFLAGS="),
			Tests: true,
		}
		testLoad.pkgs, testLoad.err = packages.Load(cfg, "./...")
	})
	if testLoad.err != nil {
		t.Fatal(testLoad.err)
	}
	return testLoad.pkgs
}

func renameTestModule(t *testing.T) (*Renaming, string) {
	t.Helper()
	r, err := Rename(loadTestModule(t), Module{Path: testModule})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := r.WriteModule(dir); err != nil {
		t.Fatal(err)
	}
	return r, dir
}

func TestRenamedSource(t *testing.T) {
	t.Parallel()
	r, dir := renameTestModule(t)
	if _, err := r.Load(dir); err != nil {
		t.Fatalf("the renamed module does not type-check: %v", err)
	}
	for _, rel := range []string{"lib/lib.go", "app/app.go", "app/app_test.go", "app/main_test.go"} {
		got, ok := r.Source(rel)
		if !ok {
			t.Fatalf("no file %s", rel)
		}
		golden := filepath.Join(r.Dir(), filepath.FromSlash(rel)) + ".renamed"
		if *update {
			if err := os.WriteFile(golden, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s renamed differs from %s:\n%s", rel, golden, got)
		}
	}
}

// Every name that must stay does, and every other one is renamed.
func TestKeptNames(t *testing.T) {
	t.Parallel()
	r, _ := renameTestModule(t)
	want := []string{"Label.String", "Missing.Error", "Missing.Unwrap", "sink.Write"}
	if got := r.PinnedMethods(); !slices.Equal(got, want) {
		t.Errorf("kept methods %v, want %v", got, want)
	}
	src, _ := r.Source("app/app.go")
	for _, kept := range []string{"func keepme()", "func init()", "\tWrite(", ".Write([]byte(", ".String()", ".Error()", "_ \"embed\"", "Rows: []string"} {
		if !strings.Contains(string(src), kept) {
			t.Errorf("app.go lost %q:\n%s", kept, src)
		}
	}
	for _, gone := range []string{"type wrapper", "type local", "Count()", "func describe", "func total", "outer:", "str.", "type note", "lib.Store{", "func Run", ".Write(\"y\")"} {
		if strings.Contains(string(src), gone) {
			t.Errorf("app.go still holds %q:\n%s", gone, src)
		}
	}
	lib, _ := r.Source("lib/lib.go")
	for _, kept := range []string{"Error() string", "Unwrap() error", "String() string"} {
		if !strings.Contains(string(lib), kept) {
			t.Errorf("lib.go lost %q", kept)
		}
	}
	test, _ := r.Source("app/app_test.go")
	if !strings.Contains(string(test), "func TestRun(") || strings.Contains(string(test), "func helper") {
		t.Errorf("app_test.go: TestRun must stay, helper must go:\n%s", test)
	}
}

// Every identifier of the renamed code maps back to the place of the
// identifier it replaces, whose name is the new name's original (an import
// name written where there was none maps to the import's path).
func TestPositionsMapBack(t *testing.T) {
	t.Parallel()
	r, _ := renameTestModule(t)
	for rel, f := range r.files {
		file, err := parser.ParseFile(token.NewFileSet(), rel, f.renamed, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		checked := 0
		ast.Inspect(file, func(n ast.Node) bool {
			id, ok := n.(*ast.Ident)
			if !ok {
				return true
			}
			offset := f.originalOffset(int(id.Pos()) - int(file.FileStart))
			if slices.ContainsFunc(f.edits, func(e edit) bool { return e.offset == offset && e.old == "" }) {
				return true
			}
			name := id.Name
			if original := r.OriginalName(name); original != "" {
				name = original
			}
			if got := string(f.original[offset:min(offset+len(name), len(f.original))]); got != name {
				t.Errorf("%s: %s maps back to %q, want %q", rel, id.Name, got, name)
			}
			checked++
			return true
		})
		if checked == 0 {
			t.Errorf("%s: no identifier", rel)
		}
	}
}

func TestCompare(t *testing.T) {
	t.Parallel()
	at := func(line int, msg string) Finding {
		return Finding{Check: "c", File: "f.go", Line: line, Column: 2, Func: "h", Message: msg}
	}
	original := []Finding{at(1, "same"), at(2, "lost"), at(3, "old wording")}
	renamed := []Finding{at(1, "same"), at(3, "new wording"), at(4, "gained")}
	got := Compare(original, renamed)
	want := []Difference{
		{Check: "c", File: "f.go", Line: 2, Column: 2, Func: "h", Original: []string{"lost"}},
		{Check: "c", File: "f.go", Line: 3, Column: 2, Func: "h", Original: []string{"old wording"}, Renamed: []string{"new wording"}},
		{Check: "c", File: "f.go", Line: 4, Column: 2, Func: "h", Renamed: []string{"gained"}},
	}
	if len(got) != len(want) {
		t.Fatalf("Compare = %+v, want %+v", got, want)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Line != w.Line || !slices.Equal(g.Original, w.Original) || !slices.Equal(g.Renamed, w.Renamed) {
			t.Errorf("difference %d = %+v, want %+v", i, g, w)
		}
	}
	if diffs := Compare(original, original); len(diffs) != 0 {
		t.Errorf("Compare of the same findings = %+v, want none", diffs)
	}
}

func TestUnmap(t *testing.T) {
	t.Parallel()
	r, _ := renameTestModule(t)
	src, _ := r.Source("lib/lib.go")
	store := strings.Fields(strings.SplitN(string(src), "type ", 2)[1])[0] // Store's new name
	if got, want := r.Unmap("the handler of tool "+store+" fails; Zq999999 stays"), "the handler of tool Store fails; Zq999999 stays"; got != want {
		t.Errorf("Unmap = %q, want %q", got, want)
	}
}
