package mcpmodel_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// terminationProbe reports every statement of a function's own lists that
// terminates, but for returns and branch statements, which always do.
func terminationProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	for _, stmt := range decl.Body.List {
		switch stmt.(type) {
		case *ast.ReturnStmt, *ast.BranchStmt:
			continue
		}
		if m.Terminates(stmt) {
			pass.Reportf(stmt.Pos(), "terminates")
		}
	}
}

func TestTerminates(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("terminationprobe", terminationProbe), "./mcpmodel/termination")
}
