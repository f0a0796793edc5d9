package knowledge_test

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// src names each function the tables are asked about, so the tests look
// them up with their real types.
const src = `package p

import (
	"bufio"
	"bytes"
	"encoding/json"
	"log"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

var (
	_ = os.Exit
	_ = runtime.Goexit
	_ = log.Fatalf
	_ = log.Panicln
	_ = (*log.Logger).Fatal
	_ = (*testing.T).Fatal
	_ = (*testing.T).Errorf
	_ = (*testing.T).Skip
	_ = json.Unmarshal
	_ = json.Valid
	_ = (*json.Decoder).Decode
	_ = json.Marshal
	_ = json.NewDecoder
	_ = strings.TrimSpace
	_ = strings.NewReader
	_ = bytes.NewBuffer
	_ = strings.Contains
	_ = strings.EqualFold
	_ = strings.Join
	_ = regexp.MatchString
	_ = (*regexp.Regexp).FindString
	_ = os.Remove
	_ = os.ReadFile
	_ = os.Executable
	_ = os.Getwd
	_ = exec.Command
	_ = exec.CommandContext
	_ = exec.LookPath
	_ = bufio.NewScanner
	_ = bufio.NewReader
	_ = (*bufio.Scanner).Bytes
	_ = (*bufio.Reader).ReadString
	_ = (*bufio.Reader).Buffered
	_ = strings.Split
	_ = strings.Lines
	_ = bytes.Split
)
`

// funcs type-checks src and returns its functions by selector text.
func funcs(t *testing.T) map[string]*types.Func {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	if _, err := conf.Check("p", fset, []*ast.File{file}, info); err != nil {
		t.Fatal(err)
	}
	got := map[string]*types.Func{}
	ast.Inspect(file, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		var fn *types.Func
		if s := info.Selections[sel]; s != nil {
			fn, _ = s.Obj().(*types.Func)
		} else {
			fn, _ = info.Uses[sel.Sel].(*types.Func)
		}
		if fn != nil {
			got[types.ExprString(sel)] = fn
		}
		return true
	})
	return got
}

func TestExits(t *testing.T) {
	fns := funcs(t)
	for name, want := range map[string]knowledge.Exit{
		"os.Exit":                     {Failure: knowledge.FailExit, NeverReturns: true},
		"runtime.Goexit":              {NeverReturns: true},
		"log.Fatalf":                  {Failure: knowledge.FailExit, NeverReturns: true},
		"log.Panicln":                 {Failure: knowledge.FailPanic, NeverReturns: true},
		"(*log.Logger).Fatal":         {Failure: knowledge.FailExit, NeverReturns: true},
		"(*testing.T).Fatal":          {Failure: knowledge.FailTest, NeverReturns: true},
		"(*testing.T).Errorf":         {Failure: knowledge.FailTest},
		"(*testing.T).Skip":           {NeverReturns: true},
		"json.Unmarshal":              {},
		"(*regexp.Regexp).FindString": {},
	} {
		if got := knowledge.ExitOf(fns[name]); got != want {
			t.Errorf("ExitOf(%s) = %+v, want %+v", name, got, want)
		}
	}
}

func TestDecoders(t *testing.T) {
	fns := funcs(t)
	for name, want := range map[string]knowledge.DecodeKind{
		"json.Unmarshal":         knowledge.DecodeData,
		"json.Valid":             knowledge.DecodeValid,
		"(*json.Decoder).Decode": knowledge.DecodeDecoder,
		"json.Marshal":           knowledge.NotDecode,
		"strings.Contains":       knowledge.NotDecode,
	} {
		if got := knowledge.Decoder(fns[name]); got != want {
			t.Errorf("Decoder(%s) = %v, want %v", name, got, want)
		}
	}
	if !knowledge.IsEncoder(fns["json.Marshal"]) || knowledge.IsEncoder(fns["json.Unmarshal"]) {
		t.Error("IsEncoder: want Marshal only")
	}
	if !knowledge.IsJSONFunc(fns["json.NewDecoder"], "NewDecoder") {
		t.Error("IsJSONFunc(json.NewDecoder) = false")
	}
}

func TestText(t *testing.T) {
	fns := funcs(t)
	if !knowledge.IsTextTransform(fns["strings.TrimSpace"]) || knowledge.IsTextTransform(fns["strings.Join"]) {
		t.Error("IsTextTransform: want TrimSpace, not Join")
	}
	if !knowledge.IsTextReader(fns["strings.NewReader"]) || !knowledge.IsTextReader(fns["bytes.NewBuffer"]) || knowledge.IsTextReader(fns["json.NewDecoder"]) {
		t.Error("IsTextReader: want strings.NewReader and bytes.NewBuffer only")
	}
	if !knowledge.IsReaderWrapper(fns["bufio.NewScanner"]) || !knowledge.IsReaderWrapper(fns["bufio.NewReader"]) || knowledge.IsReaderWrapper(fns["strings.NewReader"]) {
		t.Error("IsReaderWrapper: want bufio.NewScanner and bufio.NewReader, not strings.NewReader")
	}
	if !knowledge.IsReaderRead(fns["(*bufio.Scanner).Bytes"]) || !knowledge.IsReaderRead(fns["(*bufio.Reader).ReadString"]) || knowledge.IsReaderRead(fns["(*bufio.Reader).Buffered"]) {
		t.Error("IsReaderRead: want Scanner.Bytes and Reader.ReadString, not Reader.Buffered")
	}
	for _, name := range []string{"strings.Split", "strings.Lines", "bytes.Split"} {
		if !knowledge.IsTextSplit(fns[name]) {
			t.Errorf("IsTextSplit(%s) = false", name)
		}
	}
	if knowledge.IsTextSplit(fns["strings.Join"]) {
		t.Error("IsTextSplit(strings.Join) = true")
	}
}

func TestSearches(t *testing.T) {
	fns := funcs(t)
	for name, want := range map[string]knowledge.Search{
		"strings.Contains":            {Haystack: 0, Needle: 1},
		"strings.EqualFold":           {Haystack: 0, Needle: 1, Symmetric: true},
		"regexp.MatchString":          {Haystack: 1, Needle: 0},
		"(*regexp.Regexp).FindString": {Haystack: 0, Needle: -1},
	} {
		if got, ok := knowledge.SearchOf(fns[name]); !ok || got != want {
			t.Errorf("SearchOf(%s) = %+v, %v; want %+v", name, got, ok, want)
		}
	}
	if _, ok := knowledge.SearchOf(fns["strings.Join"]); ok {
		t.Error("SearchOf(strings.Join): want no search")
	}
}

func TestActions(t *testing.T) {
	t.Parallel()
	fns := funcs(t)
	if !knowledge.IsStdlibMutator(fns["os.Remove"]) || knowledge.IsStdlibMutator(fns["os.ReadFile"]) {
		t.Error("IsStdlibMutator: want os.Remove, not os.ReadFile")
	}
	if knowledge.IsObservabilityPackage("go.uber.org/zap") != true || knowledge.IsObservabilityPackage("example.com/logic") {
		t.Error("IsObservabilityPackage: want zap, not example.com/logic")
	}
	if got := knowledge.TrimVendor("example.com/app/vendor/github.com/x/y"); got != "github.com/x/y" {
		t.Errorf("TrimVendor = %q", got)
	}
}

func TestReachesOutside(t *testing.T) {
	t.Parallel()
	fns := funcs(t)
	for name, want := range map[string]bool{"os.ReadFile": true, "os.Remove": true, "strings.TrimSpace": false, "json.Unmarshal": false} {
		if got := knowledge.ReachesOutside(fns[name]); got != want {
			t.Errorf("ReachesOutside(%s) = %v, want %v", name, got, want)
		}
	}
}

func TestYAMLEncoders(t *testing.T) {
	sig := types.NewSignatureType(nil, nil, nil, nil, nil, false)
	fn := func(path, name string) *types.Func {
		return types.NewFunc(token.NoPos, types.NewPackage(path, "yaml"), name, sig)
	}
	if !knowledge.IsYAMLEncoder(fn("sigs.k8s.io/yaml", "Marshal")) || !knowledge.IsYAMLEncoder(fn("example.com/app/vendor/gopkg.in/yaml.v3", "Marshal")) {
		t.Error("IsYAMLEncoder: want sigs.k8s.io/yaml and a vendored gopkg.in/yaml.v3 Marshal")
	}
	if knowledge.IsYAMLEncoder(fn("sigs.k8s.io/yaml", "Unmarshal")) || knowledge.IsYAMLEncoder(fn("example.com/yaml", "Marshal")) || knowledge.IsYAMLEncoder(nil) {
		t.Error("IsYAMLEncoder: want neither Unmarshal, an unknown package, nor nil")
	}
}

func TestTestLayout(t *testing.T) {
	t.Parallel()
	for _, elem := range []string{"testdata", "e2e", "fixtures", "mock", "stubs"} {
		if !knowledge.IsTestDirectory(elem) {
			t.Errorf("IsTestDirectory(%q) = false, want true", elem)
		}
	}
	for _, elem := range []string{"mockingbird", "server", "e2eutil", "internal"} {
		if knowledge.IsTestDirectory(elem) {
			t.Errorf("IsTestDirectory(%q) = true, want false", elem)
		}
	}
	for path, want := range map[string]bool{
		"testing": true, "testing/fstest": true, "net/http/httptest": true,
		"net/http": false, "example.com/testing": false, "testingx": false,
	} {
		if got := knowledge.IsTestSupportPackage(path); got != want {
			t.Errorf("IsTestSupportPackage(%q) = %v, want %v", path, got, want)
		}
	}
}

func TestOwnBinary(t *testing.T) {
	fns := funcs(t)
	if !knowledge.SelfPathFunc.Is(fns["os.Executable"]) || knowledge.SelfPathFunc.Is(fns["os.Getwd"]) {
		t.Errorf("SelfPathFunc: os.Executable and only it")
	}
	osPkg := fns["os.Executable"].Pkg()
	if !knowledge.SelfPathVar.Is(osPkg.Scope().Lookup("Args")) || knowledge.SelfPathVar.Is(osPkg.Scope().Lookup("Stdin")) {
		t.Errorf("SelfPathVar: os.Args and only it")
	}
	local := types.NewVar(token.NoPos, osPkg, "Args", types.Typ[types.String])
	if knowledge.SelfPathVar.Is(local) {
		t.Errorf("SelfPathVar: a variable not at package level is not os.Args")
	}
	for name, want := range map[string]int{"exec.Command": 0, "exec.CommandContext": 1, "exec.LookPath": -1, "os.Executable": -1} {
		arg, ok := knowledge.CarriedArg(fns[name], knowledge.CommandCarriers)
		if got := map[bool]int{true: arg, false: -1}[ok]; got != want {
			t.Errorf("CarriedArg(%s) = %d, want %d", name, got, want)
		}
	}
}
