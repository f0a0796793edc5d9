package checktest

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Probe returns an analyzer, for analysistest, that calls visit for every
// function declaration of a package the model covers: a model test's way
// of reporting what the model (or a check's facet) says of a fixture.
func Probe(name string, visit func(pass *analysis.Pass, m *mcpmodel.Model, file *ast.File, decl *ast.FuncDecl)) *analysis.Analyzer {
	model := mcpmodel.NewAnalyzer(&config.Config{})
	return &analysis.Analyzer{
		Name:     name,
		Doc:      name + " reports the model's view of the test fixtures",
		Requires: []*analysis.Analyzer{model},
		Run: func(pass *analysis.Pass) (any, error) {
			if m := mcpmodel.Of(pass, model); m != nil {
				m.Funcs(func(file *ast.File, decl *ast.FuncDecl) { visit(pass, m, file, decl) })
			}
			return nil, nil
		},
	}
}

// ProbedArg returns x when n is a call probe(x), the fixtures' way of
// asking what the model says of x.
func ProbedArg(n ast.Node) (ast.Expr, bool) {
	call, ok := n.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil, false
	}
	if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "probe" {
		return nil, false
	}
	return call.Args[0], true
}
