package mcpmodel_test

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

var failureNames = map[mcpmodel.FailureKind]string{
	mcpmodel.FailErrReturn: "error return",
	mcpmodel.FailErrResult: "error result",
	mcpmodel.FailPanic:     "panic",
	mcpmodel.FailExit:      "exit",
	mcpmodel.FailTest:      "test failure",
}

// failureProbe reports every failure exit, and test code at its name.
func failureProbe(model *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "failureprobe",
		Doc:      "failureprobe reports the model's failure exits",
		Requires: []*analysis.Analyzer{model},
		Run: func(pass *analysis.Pass) (any, error) {
			m := mcpmodel.Of(pass, model)
			if m == nil {
				return nil, nil
			}
			m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
				if m.IsTestCode(file, decl) {
					pass.Reportf(decl.Name.Pos(), "test code")
				}
				eachFunc(pass.TypesInfo, decl, func(sig *types.Signature, body *ast.BlockStmt) {
					ast.Inspect(body, func(n ast.Node) bool {
						if _, ok := n.(*ast.FuncLit); ok {
							return false
						}
						if stmt, ok := n.(ast.Stmt); ok {
							if name, ok := failureNames[m.FailureExit(stmt, sig)]; ok {
								pass.Reportf(stmt.Pos(), "%s", name)
							}
						}
						return true
					})
				})
			})
			return nil, nil
		},
	}
}

// eachFunc calls fn for decl and every closure inside it.
func eachFunc(info *types.Info, decl *ast.FuncDecl, fn func(*types.Signature, *ast.BlockStmt)) {
	fn(info.Defs[decl.Name].Type().(*types.Signature), decl.Body)
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok {
			fn(info.TypeOf(lit).(*types.Signature), lit.Body)
		}
		return true
	})
}

func TestFailureExit(t *testing.T) {
	analysistest.Run(t, fixtures, failureProbe(mcpmodel.NewAnalyzer(&config.Config{})), "./emptyresult/model/failure")
}
