package mcpmodel_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// okScopeProbe reports each call probe(x) that sits where the result x is
// known not to be an isError result (the caller contexts' checked calls).
func okScopeProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	scopes := m.OKPointsIn(decl)
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if arg, ok := checktest.ProbedArg(n); ok && scopes.Known(n.Pos(), m.RootVar(arg)) {
			pass.Reportf(n.Pos(), "not a refusal")
		}
		return true
	})
}

func TestOKScopes(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("okscopeprobe", okScopeProbe), "./mcpmodel/okscopes")
}
