package mcpmodel_test

import (
	"go/ast"
	"go/types"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/checktest"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// channelsProbe reports, at every returned result (closures included),
// what ResultSiteAt says it carries: "channels" and the channels it has,
// then the texts and payloads in sight.
func channelsProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	var funcs []ast.Node // the enclosing functions, innermost last
	ast.Inspect(decl, func(n ast.Node) bool {
		switch n := n.(type) {
		case nil:
			return true
		case *ast.FuncDecl, *ast.FuncLit:
			funcs = append(funcs, n)
			ast.Inspect(funcBodyOf(n), func(inner ast.Node) bool { return visitReturn(pass, m, n, inner) })
			funcs = funcs[:len(funcs)-1]
			return false
		}
		return true
	})
}

func funcBodyOf(fn ast.Node) *ast.BlockStmt {
	if lit, ok := fn.(*ast.FuncLit); ok {
		return lit.Body
	}
	return fn.(*ast.FuncDecl).Body
}

// visitReturn reports the channels of ret's results in fn, and hands
// closures to their own walk.
func visitReturn(pass *analysis.Pass, m *mcpmodel.Model, fn ast.Node, n ast.Node) bool {
	return visitReturnWith(pass, m, fn, n, describeSite)
}

func visitReturnWith(pass *analysis.Pass, m *mcpmodel.Model, fn ast.Node, n ast.Node, describe func(mcpmodel.ResultSite) string) bool {
	switch n := n.(type) {
	case *ast.FuncLit:
		ast.Inspect(n.Body, func(inner ast.Node) bool { return visitReturnWith(pass, m, n, inner, describe) })
		return false
	case *ast.ReturnStmt:
		for _, e := range n.Results {
			if returnsResult(m, e) {
				pass.Reportf(e.Pos(), "%s", describe(m.ResultSiteAt(fn, n, e)))
			}
		}
	}
	return true
}

// structuresProbe reports, at every returned result, where its structured
// content was put (literal, assignment, constructor, builder) and with
// which value, and whether its Content is an empty list.
func structuresProbe(pass *analysis.Pass, m *mcpmodel.Model, _ *ast.File, decl *ast.FuncDecl) {
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		return visitReturnWith(pass, m, decl, n, describeStructures)
	})
}

func describeStructures(s mcpmodel.ResultSite) string {
	parts := []string{"structures"}
	for _, st := range s.Structures {
		var at string
		switch {
		case st.Literal != nil:
			at = "literal"
		case st.Assign != nil:
			at = "assign"
		case st.Constructor != nil:
			at = "constructor"
		case st.Builder != nil:
			at = "builder " + st.Builder.Name()
		}
		value := "?"
		if st.Value != nil {
			value = types.ExprString(st.Value)
		}
		parts = append(parts, at+" "+st.Field+"="+value)
	}
	if s.EmptyContent {
		parts = append(parts, "| empty content")
	}
	return strings.Join(parts, " ")
}

// returnsResult reports whether e is a result, or a call whose first
// result is one (return mcp.NewToolResultJSON(v)).
func returnsResult(m *mcpmodel.Model, e ast.Expr) bool {
	tv := m.Info().Types[e]
	if tuple, ok := tv.Type.(*types.Tuple); ok {
		return tuple.Len() > 0 && m.IsResultType(tuple.At(0).Type())
	}
	return m.IsResult(e) && !tv.IsNil()
}

func describeSite(s mcpmodel.ResultSite) string {
	if !s.Known {
		return "channels unknown"
	}
	parts := []string{"channels"}
	for _, c := range []struct {
		set  bool
		name string
	}{{s.Content, "text"}, {s.Structured, "structured"}, {s.IsError, "iserror"}} {
		if c.set {
			parts = append(parts, c.name)
		}
	}
	if s.OnlyText {
		parts = append(parts, "| only text")
	}
	var texts, payloads []string
	for _, t := range s.Texts {
		texts = append(texts, types.ExprString(t.Text))
	}
	for _, p := range s.Payloads() {
		payloads = append(payloads, types.ExprString(p))
	}
	if len(texts) > 0 {
		parts = append(parts, "| texts: "+strings.Join(texts, ", "))
	}
	if len(payloads) > 0 {
		parts = append(parts, "| payloads: "+strings.Join(payloads, ", "))
	}
	return strings.Join(parts, " ")
}

// The channels of results built by constructors, literals of both SDKs,
// locals whose fields are assigned, package builders, and builders of
// another package (by fact).
func TestResultSites(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("channels", channelsProbe),
		"./mcpmodel/resultsites/mcpgo", "./mcpmodel/resultsites/gosdk", "./mcpmodel/resultsites/user")
}

// Where each structured value was put, and a Content given an empty list,
// through literals, assignments, constructors and builders.
func TestResultSiteStructures(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, checktest.Probe("structures", structuresProbe), "./mcpmodel/resultsites/structures")
}

// Exported builders carry their channels to other packages as facts.
func TestResultSiteFacts(t *testing.T) {
	t.Parallel()
	checktest.RunAnalyzer(t, mcpmodel.NewAnalyzer(&config.Config{}), "./mcpmodel/resultsites/builders")
}
