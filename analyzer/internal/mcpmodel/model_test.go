package mcpmodel_test

import (
	"go/ast"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"

	// The fixtures compile against the real SDKs. analysistest loads them
	// with GOPROXY=off, so this module's own tests import them to make a
	// fresh `go test ./...` download them into the module cache first.
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/server"
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
)

var fixtures = filepath.Join("..", "..", "testdata")

var kindNames = map[mcpmodel.Kind]string{
	mcpmodel.KindResult:      "result",
	mcpmodel.KindContentList: "content list",
	mcpmodel.KindContent:     "content block",
	mcpmodel.KindTextContent: "text content",
	mcpmodel.KindText:        "text",
	mcpmodel.KindTextReader:  "text reader",
	mcpmodel.KindTextDecoder: "text decoder",
}

// probeAnalyzer reports, for each call probe(x), what the model says x is.
func probeAnalyzer(model *analysis.Analyzer) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:     "probe",
		Doc:      "probe reports the model's view of probe(x) arguments",
		Requires: []*analysis.Analyzer{model},
		Run: func(pass *analysis.Pass) (any, error) {
			m := mcpmodel.Of(pass, model)
			if m == nil {
				return nil, nil
			}
			m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
				flow := m.FlowOf(decl)
				ast.Inspect(decl.Body, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok || len(call.Args) != 1 {
						return true
					}
					if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "probe" {
						return true
					}
					src := flow.Source(call.Args[0])
					if name, ok := kindNames[src.Kind]; ok {
						if !src.Known() {
							name = "assumed " + name
						}
						pass.Reportf(call.Pos(), "%s", name)
					}
					return true
				})
			})
			return nil, nil
		},
	}
}

func TestFlow(t *testing.T) {
	model := mcpmodel.NewAnalyzer(&config.Config{})
	analysistest.Run(t, fixtures, probeAnalyzer(model), "./mcpmodel/flow")
}

func TestTextFuncFacts(t *testing.T) {
	analysistest.Run(t, fixtures, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/facts")
}
