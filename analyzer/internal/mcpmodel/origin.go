package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A result the package built itself (a server's handler called from its own
// tests, a literal, an SDK constructor) is not a server's answer: its text
// is text the code itself built, and it is not what the checks are about.

// isServerTest reports whether pos is in the tests of a server: a package
// whose non-test code builds results. Every result there is presumed to be
// the package's own output — its handlers called directly or through
// helpers, or its server reached through an in-process client session or a
// client of its own binary: the test checks what its own code answers, and
// the server-side checks report the root cause there.
func (m *Model) isServerTest(pos token.Pos) bool {
	return m.buildsResultsInProduction && strings.HasSuffix(m.pass.Fset.Position(pos).Filename, "_test.go")
}

// findResultBuilders returns the functions whose bodies build a tool
// result: a composite literal of a result type, an SDK constructor such as
// mcp.NewToolResultText, or a call of another builder (of this package, or
// of another one through its resultBuilderFact fact: a server's own
// NewToolResult helpers). Exported builders get the fact.
func (m *Model) findResultBuilders() map[*types.Func]bool {
	m.clientWrappers = m.findClientWrappers()
	builders := m.importedBuilders()
	for round := 0; round < maxRounds; round++ {
		if !m.findMoreBuilders(builders) {
			break // builders call builders: stop when a round finds none
		}
	}
	for fn := range builders {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, new(resultBuilderFact))
		}
	}
	return builders
}

func (m *Model) importedBuilders() map[*types.Func]bool {
	builders := make(map[*types.Func]bool)
	for _, of := range m.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if _, isBuilder := of.Fact.(*resultBuilderFact); isBuilder {
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
			if ok && !builders[fn] && !m.isClientWrapper(fn) && m.buildsResult(decl.Body, builders) {
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
	m.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			found = m.vocab.IsResultType(m.info.TypeOf(n))
		case *ast.CallExpr:
			found = !isClientCall(n) && (m.isResultConstructor(n) || m.callsBuilder(n, builders) || m.isHandlerCall(n))
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
	return fn != nil && fn.Pkg() != nil && m.vocab.IsSDKPath(fn.Pkg().Path()) &&
		strings.HasPrefix(fn.Name(), "NewToolResult")
}

// builtLocally reports whether the result expression e was built by this
// package's own code rather than received from a server: a composite
// literal, an SDK constructor, a call of a tool handler (a function taking a
// CallToolRequest, other than a client's CallTool method), a call that is
// given a tool handler to run (callOK(t, h.handleQuery, args)), or a call of
// one of this package's functions that builds results (which includes a
// helper that calls a handler and returns its result).
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
		fn, _ := typeutil.Callee(m.info, e).(*types.Func)
		if isClientCall(e) || fn != nil && m.isClientWrapper(fn) {
			return false // what a client call gave it: received
		}
		if fn != nil && m.resultBuilders[fn.Origin()] {
			return true
		}
		return m.isHandlerCall(e) || m.runsHandler(e)
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
	if isClientCall(call) {
		return false
	}
	if fn, ok := typeutil.Callee(m.info, call).(*types.Func); ok && m.isClientWrapper(fn) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if m.isRequestType(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// runsHandler reports whether call is given a tool handler as a function
// value (a test helper runHandler(t, h.handleSearch, args), a table of
// handlers run one by one): what it returns, the handler built.
func (m *Model) runsHandler(call *ast.CallExpr) bool {
	for _, arg := range call.Args {
		if m.isHandlerFuncType(m.info.TypeOf(arg)) {
			return true
		}
	}
	return false
}

// isHandlerFuncType reports whether t is a function type that takes a
// CallToolRequest and returns a tool result: a tool handler's type.
func (m *Model) isHandlerFuncType(t types.Type) bool {
	if t == nil {
		return false
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || !m.returnsResult(sig) {
		return false
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if m.isRequestType(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

func (m *Model) returnsResult(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if m.vocab.IsResultType(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

// isClientCall reports whether call is a client's tools/call: a method
// named CallTool (mcp-go's *client.Client and MCPClient, go-sdk's
// *ClientSession, and the user's own clients of that name).
func isClientCall(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "CallTool"
}
