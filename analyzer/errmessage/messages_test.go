package errmessage

import (
	"go/ast"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// messageProbe reports, for each call probe(x), whether x is an error
// object's message (and what to branch on instead) and whether the call is
// inside an isError scope.
func messageProbe(model *analysis.Analyzer) *analysis.Analyzer {
	return lint.NewCheck("messageprobe", "messageprobe reports errmessage's view of the fixtures", model, func(pass *analysis.Pass, m *mcpmodel.Model) {
		m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
			reads := newMessageReads(m, m.FlowOf(decl), decl.Body)
			scopes := m.ErrorScopesIn(decl.Body)
			ast.Inspect(decl.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) != 1 {
					return true
				}
				if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "probe" {
					return true
				}
				var says []string
				if msg, ok := reads.Message(call.Args[0]); ok {
					says = append(says, "message, code "+msg.Code)
				}
				if scopes.Anywhere(n.Pos()) {
					says = append(says, "in isError scope")
				}
				if len(says) > 0 {
					pass.Reportf(n.Pos(), "%s", strings.Join(says, "; "))
				}
				return true
			})
		})
	})
}

func TestMessageReads(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, messageProbe(mcpmodel.NewAnalyzer(&config.Config{})), "./errmessage/messageprobe")
}
