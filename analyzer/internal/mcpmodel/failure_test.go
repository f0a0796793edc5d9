package mcpmodel_test

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
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
func failureProbe(pass *analysis.Pass, m *mcpmodel.Model, file *ast.File, decl *ast.FuncDecl) {
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
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("failureprobe", failureProbe), "./mcpmodel/failure")
}
