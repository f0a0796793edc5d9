package mcpmodel

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A result the package built itself (a server's handler called from its own
// tests, a literal, an SDK constructor) is not a server's answer: its text
// is text the code itself built, and it is not what the checks are about.

// presumedOwn reports whether a result parameter declared at name is
// presumed to hold this package's own results: in the tests of a package
// whose non-test code builds results (a server), helpers that take a result
// check the package's own output.
func (m *Model) presumedOwn(name *ast.Ident) bool {
	return m.buildsResultsInProduction && strings.HasSuffix(m.pass.Fset.Position(name.Pos()).Filename, "_test.go")
}

// findResultBuilders returns the functions whose bodies build a tool
// result: a composite literal of a result type, an SDK constructor such as
// mcp.NewToolResultText, or a call of another builder (of this package, or
// of another one through its ResultBuilder fact: a server's own
// NewToolResult helpers). Exported builders get the fact.
func (m *Model) findResultBuilders() map[*types.Func]bool {
	builders := m.importedBuilders()
	for round := 0; round < maxRounds; round++ {
		if !m.findMoreBuilders(builders) {
			break // builders call builders: stop when a round finds none
		}
	}
	for fn := range builders {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, new(ResultBuilder))
		}
	}
	return builders
}

func (m *Model) importedBuilders() map[*types.Func]bool {
	builders := make(map[*types.Func]bool)
	for _, of := range m.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if _, isBuilder := of.Fact.(*ResultBuilder); isBuilder {
				builders[fn] = true
			}
		}
	}
	return builders
}

// findMoreBuilders adds this package's builders it finds and reports
// whether it found any.
func (m *Model) findMoreBuilders(builders map[*types.Func]bool) bool {
	found := false
	for _, file := range m.pass.Files {
		isTest := strings.HasSuffix(m.pass.Fset.Position(file.Package).Filename, "_test.go")
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, ok := m.info.Defs[decl.Name].(*types.Func)
			if ok && !builders[fn] && m.buildsResult(decl.Body, builders) {
				builders[fn] = true
				found = true
				m.buildsResultsInProduction = m.buildsResultsInProduction || !isTest
			}
		}
	}
	return found
}

func (m *Model) buildsResult(body *ast.BlockStmt, builders map[*types.Func]bool) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			found = m.vocab.isResultType(m.info.TypeOf(n))
		case *ast.CallExpr:
			found = m.isResultConstructor(n) || m.callsBuilder(n, builders)
		}
		return !found
	})
	return found
}

// callsBuilder reports whether call calls one of builders.
func (m *Model) callsBuilder(call *ast.CallExpr, builders map[*types.Func]bool) bool {
	fn, ok := typeutil.Callee(m.info, call).(*types.Func)
	return ok && builders[fn.Origin()]
}

// isResultConstructor reports whether call is an SDK result constructor
// (mcp-go's mcp.NewToolResultText, NewToolResultError, …).
func (m *Model) isResultConstructor(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	return fn != nil && fn.Pkg() != nil && m.vocab.isSDKPath(fn.Pkg().Path()) &&
		strings.HasPrefix(fn.Name(), "NewToolResult")
}

// builtLocally reports whether the result expression e was built by this
// package's own code rather than received from a server: a composite
// literal, an SDK constructor, a call of a tool handler (a function taking a
// CallToolRequest, other than a client's CallTool method), or a call of one
// of this package's functions that builds results.
func (m *Model) builtLocally(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return m.builtLocally(e.X)
	case *ast.CompositeLit:
		return true
	case *ast.CallExpr:
		if m.isResultConstructor(e) {
			return true
		}
		if fn, ok := typeutil.Callee(m.info, e).(*types.Func); ok && m.resultBuilders[fn.Origin()] {
			return true
		}
		return m.isHandlerCall(e)
	}
	return false
}

// isHandlerCall reports whether call invokes a tool handler: its signature
// takes a CallToolRequest. A client's CallTool method takes one too in
// mcp-go, so methods named CallTool are excluded.
func (m *Model) isHandlerCall(call *ast.CallExpr) bool {
	sig, ok := m.info.TypeOf(call.Fun).Underlying().(*types.Signature)
	if !ok {
		return false
	}
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "CallTool" {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if m.isRequestType(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}
