package mcpmodel_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// scopeProbe reports each call probe(x) that sits where a result is known
// to be an isError result.
func scopeProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	scopes := m.ErrorScopesIn(decl.Body)
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, ok := checktest.ProbedArg(n); ok && scopes.Anywhere(n.Pos()) {
			pass.Reportf(n.Pos(), "in isError scope")
		}
		return true
	})
}

func TestErrorScopes(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("scopeprobe", scopeProbe), "./mcpmodel/errorscopes")
}
