package mcpmodel_test

import (
	"go/ast"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"

	// The fixtures compile against the real SDKs. analysistest loads them
	// with GOPROXY=off, so this module's own tests import them to make a
	// fresh `go test ./...` download them into the module cache first.
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/server"
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
)

var kindNames = map[mcpmodel.Kind]string{
	mcpmodel.KindResult:      "result",
	mcpmodel.KindContentList: "content list",
	mcpmodel.KindContent:     "content block",
	mcpmodel.KindTextContent: "text content",
	mcpmodel.KindText:        "text",
	mcpmodel.KindTextReader:  "text reader",
	mcpmodel.KindTextDecoder: "text decoder",
	mcpmodel.KindTextParts:   "text parts",
}

// flowProbe reports, for each call probe(x), what the text facet says x is.
func flowProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	flow := m.FlowOf(decl)
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		x, ok := checktest.ProbedArg(n)
		if !ok {
			return true
		}
		src := flow.Source(x)
		if name, ok := kindNames[src.Kind]; ok {
			if !src.Known() {
				name = "assumed " + name
			}
			pass.Reportf(n.Pos(), "%s", name)
		}
		return true
	})
}

func TestFlow(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("probe", flowProbe), "./mcpmodel/flow")
}

func TestBuiltBlocks(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("probe", flowProbe), "./mcpmodel/builtblocks")
}

func TestTextFuncFacts(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/facts")
}

// Client wrappers (issue 10, class 3) are summarised as facts for the
// packages that call them.
func TestClientWrapperFacts(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/clientwrappers")
}

// pathProbe reports, for each call probe(x), the access path x names and
// whether the flow holds an own result there.
func pathProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	flow := m.FlowOf(decl)
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		x, ok := checktest.ProbedArg(n)
		if !ok {
			return true
		}
		path := m.PathOf(x)
		if path == nil {
			return true
		}
		own := ""
		if flow.Own(path) {
			own = " own"
		}
		pass.Reportf(n.Pos(), "path %s%s", path.Name(), own)
		return true
	})
}

// Values are named by access path (issue 10, class 2).
func TestAccessPaths(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("paths", pathProbe), "./mcpmodel/paths")
}

// Refusal filters and the text helpers that hand a refusal's text on
// unread (issue 24, item 2) are summarised as facts.
func TestRefusalFilterFacts(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/refusalfilters")
}
