package mcpmodel_test

import (
	"go/ast"
	"go/types"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// serialisedProbe reports what the model says each probe(x) holds of JSON
// this code serialised.
func serialisedProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		x, ok := checktest.ProbedArg(n)
		if !ok {
			return true
		}
		j, isJSON := m.SerialisedJSON(decl, x)
		if !isJSON {
			return true
		}
		msg := "json some"
		if j.Every {
			msg = "json every"
		}
		if j.Standard {
			msg += " standard"
		}
		if j.Value != nil {
			msg += " of " + types.ExprString(j.Value)
		}
		pass.Reportf(n.Pos(), "%s", msg)
		return true
	})
}

// JSON this code serialised, on some path or every path, through locals,
// buffers, indenters and helpers of another package (one without MCP).
func TestSerialisedJSON(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("probe", serialisedProbe), "./mcpmodel/serialisedjson/probe")
}

// The functions that return such JSON carry a fact, in a package without
// MCP too.
func TestSerialisedJSONFacts(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/serialisedjson/helpers")
}
