package mcpmodel_test

import (
	"go/ast"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

var dataNames = map[mcpmodel.DataKind]string{
	mcpmodel.DataChannel: "channel",
	mcpmodel.DataContent: "content",
	mcpmodel.DataPayload: "payload",
}

// handlerProbe reports tool handlers at their start, and for each call
// probe(x) what the model says of x: in a handler, whether it is returned
// data or a request argument; elsewhere, its result-data kind, whether it
// is an error message, and whether it is inside an isError scope.
func handlerProbe(model *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "handlerprobe",
		Doc:      "handlerprobe reports the model's view of handlers and probe(x) arguments",
		Requires: []*analysis.Analyzer{model},
		Run: func(pass *analysis.Pass) (any, error) {
			m := mcpmodel.Of(pass, model)
			if m == nil {
				return nil, nil
			}
			m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
				data := m.ResultDataOf(decl)
				reads := m.MessageReadsIn(decl.Body)
				scopes := m.ErrorScopesIn(decl.Body)
				var visit func(fn ast.Node, body *ast.BlockStmt)
				visit = func(fn ast.Node, body *ast.BlockStmt) {
					var hd *mcpmodel.HandlerData
					if h, ok := m.ToolHandler(fn); ok {
						hd = m.DataOf(h)
						pass.Reportf(fn.Pos(), "handler out=%d", h.Out)
					}
					ast.Inspect(body, func(n ast.Node) bool {
						if lit, ok := n.(*ast.FuncLit); ok {
							visit(lit, lit.Body)
							return false
						}
						call, ok := n.(*ast.CallExpr)
						if !ok {
							return true
						}
						if id, isIdent := call.Fun.(*ast.Ident); !isIdent || id.Name != "probe" {
							return true
						}
						x := call.Args[0]
						var says []string
						if hd != nil && hd.Returned(x) {
							says = append(says, "returned")
						}
						if hd != nil && hd.FromRequest(x) {
							says = append(says, "request")
						}
						if name, ok := dataNames[data.Kind(x)]; ok {
							says = append(says, name)
						}
						if msg, ok := reads.Message(x); ok {
							says = append(says, "message, code "+msg.Code)
						}
						if scopes.Anywhere(call.Pos()) {
							says = append(says, "in isError scope")
						}
						if len(says) > 0 {
							pass.Reportf(call.Pos(), "%s", strings.Join(says, "; "))
						}
						return true
					})
				}
				visit(decl, decl.Body)
			})
			return nil, nil
		},
	}
}

func TestHandlers(t *testing.T) {
	model := mcpmodel.NewAnalyzer(&config.Config{})
	analysistest.Run(t, fixtures, handlerProbe(model), "./emptyresult/model/handler", "./errmessage/model/messages")
}
