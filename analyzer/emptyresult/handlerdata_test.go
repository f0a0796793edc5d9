package emptyresult

import (
	"go/ast"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

var dataNames = map[mcpmodel.DataKind]string{
	mcpmodel.DataChannel: "channel",
	mcpmodel.DataContent: "content",
	mcpmodel.DataPayload: "payload",
}

// handlerProbe reports tool handlers at their start, and for each call
// probe(x) what the model says of x: in a handler, whether it is returned
// data or a request argument; elsewhere, its result-data kind and whether
// it is inside an isError scope. (errmessage probes message reads.)
func handlerProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	flow := m.FlowOf(decl)
	scopes := m.ErrorScopesIn(decl.Body)
	inputs := newInputFuncs(pass, m)
	var visit func(fn ast.Node, body *ast.BlockStmt)
	visit = func(fn ast.Node, body *ast.BlockStmt) {
		var hd *handlerData
		if h, ok := m.ToolHandler(fn); ok {
			hd = dataOfHandler(m, fn, h, nil, nil, inputs)
			pass.Reportf(fn.Pos(), "handler out=%d", h.Out)
		}
		ast.Inspect(body, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				visit(lit, lit.Body)
				return false
			}
			x, ok := checktest.ProbedArg(n)
			if !ok {
				return true
			}
			var says []string
			if hd != nil && hd.Returned(x) {
				says = append(says, "returned")
			}
			if hd != nil && hd.FromRequest(x) {
				says = append(says, "request")
			}
			if name, ok := dataNames[flow.Data(x)]; ok {
				says = append(says, name)
			}
			if scopes.Anywhere(n.Pos()) {
				says = append(says, "in isError scope")
			}
			if len(says) > 0 {
				pass.Reportf(n.Pos(), "%s", strings.Join(says, "; "))
			}
			return true
		})
	}
	visit(decl, decl.Body)
}

func TestHandlers(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("handlerprobe", handlerProbe), "./emptyresult/handlerprobe")
}
