package mcpmodel_test

import (
	"fmt"
	"go/ast"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

var handlerKinds = map[mcpmodel.HandlerKind]string{
	mcpmodel.HandlerSDK:        "sdk",
	mcpmodel.HandlerOwnShape:   "own",
	mcpmodel.HandlerToolMethod: "method",
	mcpmodel.HandlerAdapted:    "adapted",
}

// handlerProbe reports every function and closure ToolHandler recognises,
// with its shape, its parameters, its answer and the tool ToolOf names.
func handlerProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	ast.Inspect(decl, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
		default:
			return true
		}
		h, ok := m.ToolHandler(n)
		if !ok {
			return true
		}
		parts := []string{"handler", handlerKinds[h.Kind]}
		if h.Request != nil {
			parts = append(parts, "request="+h.Request.Name())
		}
		if h.Input != nil {
			parts = append(parts, "input="+h.Input.Name())
		}
		parts = append(parts, fmt.Sprintf("out=%d", h.Out))
		if t, ok := m.ToolOf(n); ok {
			parts = append(parts, fmt.Sprintf("tool %q", t.Name))
		}
		pass.Reportf(n.Pos(), "%s", strings.Join(parts, " "))
		return true
	})
}

// Every handler shape, adapted functions included, and the tool each
// serves by the package's registrations.
func TestToolHandlers(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("handlerprobe", handlerProbe),
		"./mcpmodel/handlers/mcpgo", "./mcpmodel/handlers/gosdk", "./mcpmodel/handlers/testregistered")
}

// Exported functions returning a tool definition carry its name and
// schema to the packages that register them.
func TestToolFuncFacts(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/handlers/toolfuncs")
}
