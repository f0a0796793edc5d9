package lint

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestParseDirective(t *testing.T) {
	for text, want := range map[string][]string{
		"//nolint":                          {""},
		"//nolint // why":                   {""},
		"//nolint:textjson,onechannel":      {"textjson", "onechannel"},
		"//nolint:mcpresult // reason":      {"mcpresult"},
		"//lint:ignore textjson the reason": {"textjson"},
		"//nolintfoo":                       nil,
		"// just a comment":                 nil,
		"//lint:ignore":                     nil,
	} {
		got, _, _ := parseDirective(text)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("parseDirective(%q) = %q, want %q", text, got, want)
		}
	}
}

// A panic inside a guarded run becomes an error that names the analyzer
// and the innermost position AtNode recorded.
func TestGuardNamesWhere(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", "package p\n\nfunc f() {}\n", 0)
	if err != nil {
		t.Fatal(err)
	}
	decl := file.Decls[0].(*ast.FuncDecl)
	pass := &analysis.Pass{Analyzer: &analysis.Analyzer{Name: "textjson"}, Pkg: types.NewPackage("example.com/p", "p"), Fset: fset}
	_, err = Guard(func(*analysis.Pass) (any, error) {
		AtNode(fset, file, func() {
			AtNode(fset, decl, func() { panic("boom") })
		})
		return nil, nil
	})(pass)
	if err == nil || !strings.Contains(err.Error(), "textjson: internal error at p.go:3:1: boom") {
		t.Errorf("Guard error = %v, want the analyzer, p.go:3:1 and the panic value", err)
	}
}

// A check runs run where the model is in scope, outside (if any) where
// the model says it is Outside, and nothing where there is no model.
func TestNewCheckOutside(t *testing.T) {
	modelAnalyzer := &analysis.Analyzer{Name: "model"}
	var calls []string
	check := NewCheckOutside("c", "c does", modelAnalyzer,
		func(*analysis.Pass, *scopedModel) { calls = append(calls, "run") },
		func(*analysis.Pass, *scopedModel) { calls = append(calls, "outside") })
	plain := NewCheck("p", "p does", modelAnalyzer, func(*analysis.Pass, *scopedModel) { calls = append(calls, "plain") })
	for _, result := range []*scopedModel{{}, {outside: true}, nil} {
		for _, a := range []*analysis.Analyzer{check, plain} {
			pass := &analysis.Pass{Analyzer: a, Pkg: types.NewPackage("example.com/p", "p"), ResultOf: map[*analysis.Analyzer]any{modelAnalyzer: result}}
			if _, err := a.Run(pass); err != nil {
				t.Fatal(err)
			}
		}
	}
	if want := []string{"run", "plain", "outside"}; !reflect.DeepEqual(calls, want) {
		t.Errorf("calls = %q, want %q", calls, want)
	}
}

type scopedModel struct{ outside bool }

func (m *scopedModel) Outside() bool { return m.outside }
