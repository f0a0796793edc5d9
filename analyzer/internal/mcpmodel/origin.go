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
// whose non-test code builds results, or a package made only of tests that
// imports a server package of its own module (an integration test
// directory). Every result there is presumed to be
// the package's own output — its handlers called directly or through
// helpers, or its server reached through an in-process client session or a
// client of its own binary: the test checks what its own code answers, and
// the server-side checks report the root cause there.
func (m *Model) isServerTest(pos token.Pos) bool {
	return (m.buildsResultsInProduction || m.testsServerModule) && m.isTestFile(pos)
}

// isTestFile reports whether pos is in a _test.go file.
func (m *Model) isTestFile(pos token.Pos) bool {
	return strings.HasSuffix(m.pass.Fset.Position(pos).Filename, "_test.go")
}

// findResultBuilders returns the functions whose bodies build a tool
// result: a composite literal of a result type, an SDK constructor such as
// mcp.NewToolResultText, or a call of another builder (of this package, or
// of another one through its resultBuilderFact fact: a server's own
// NewToolResult helpers). The value says whether the builder is a tool's
// own entry point (see isToolEntry): what it returns is the module's own
// answer wherever it is called, while what another builder returns is own
// only in tests (see builtLocally). Exported builders get the fact.
func (m *Model) findResultBuilders() map[*types.Func]bool {
	m.clientWrappers = m.findClientWrappers()
	builders := m.importedBuilders()
	for round := 0; round < maxRounds; round++ {
		if !m.findMoreBuilders(builders) {
			break // builders call builders: stop when a round finds none
		}
	}
	for fn, entry := range builders {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, &resultBuilderFact{ToolEntry: entry})
		}
	}
	return builders
}

func (m *Model) importedBuilders() map[*types.Func]bool {
	builders := make(map[*types.Func]bool)
	for _, of := range m.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if fact, isBuilder := of.Fact.(*resultBuilderFact); isBuilder {
				builders[fn] = fact.ToolEntry
			}
		}
	}
	return builders
}

// findMoreBuilders adds this package's builders it finds, or learns that a
// builder is a tool's entry point, and reports whether it learnt anything.
func (m *Model) findMoreBuilders(builders map[*types.Func]bool) bool {
	learnt := false
	for _, file := range m.pass.Files {
		isTest := strings.HasSuffix(m.pass.Fset.Position(file.Package).Filename, "_test.go")
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, ok := m.info.Defs[decl.Name].(*types.Func)
			if !ok || builders[fn] || m.isClientWrapper(fn) {
				continue
			}
			builds, runs := m.buildsResult(decl.Body, builders)
			if !builds {
				continue
			}
			entry := runs || m.isToolEntry(fn.Type().(*types.Signature))
			if known, seen := builders[fn]; !seen || known != entry {
				builders[fn] = entry
				learnt = true
			}
			m.buildsResultsInProduction = m.buildsResultsInProduction || !isTest
		}
	}
	return learnt
}

// buildsResult reports whether body builds a result, and whether it does so
// by running a tool (a handler, a helper given a handler, or a builder that
// is a tool's entry point).
func (m *Model) buildsResult(body *ast.BlockStmt, builders map[*types.Func]bool) (builds, runsTool bool) {
	m.Inspect(body, func(n ast.Node) bool {
		if runsTool {
			return false
		}
		switch n := n.(type) {
		case *ast.CompositeLit:
			builds = builds || m.vocab.IsResultType(m.info.TypeOf(n))
		case *ast.CallExpr:
			if isClientCall(n) {
				return true
			}
			entry, isBuilder := m.calledBuilder(n, builders)
			runsTool = entry || m.isHandlerCall(n) || m.runsHandler(n)
			builds = builds || runsTool || isBuilder || m.isResultConstructor(n)
		}
		return true
	})
	return builds, runsTool
}

// calledBuilder reports whether call calls one of builders, and whether
// that builder is a tool's entry point.
func (m *Model) calledBuilder(call *ast.CallExpr, builders map[*types.Func]bool) (entry, ok bool) {
	fn, isFunc := typeutil.Callee(m.info, call).(*types.Func)
	if !isFunc {
		return false, false
	}
	entry, ok = builders[fn.Origin()]
	return entry, ok
}

// isToolEntry reports whether sig is the shape of a tool's entry point: a
// handler (it takes a CallToolRequest), or a function that takes a context
// first and returns a result and an error, the way a server's tools answer
// (a sibling tool's Execute(ctx, …) (*mcp.CallToolResult, error)). A
// helper that only wraps data into a result (an HTTP body, an error
// message) has no such shape: what it returns is checked as received.
func (m *Model) isToolEntry(sig *types.Signature) bool {
	if m.isHandlerFuncType(sig) {
		return true
	}
	params, results := sig.Params(), sig.Results()
	return params.Len() > 0 && isContextType(params.At(0).Type()) &&
		results.Len() >= 2 && isErrorType(results.At(results.Len()-1).Type()) && m.returnsResult(sig)
}

// isResultBuilder reports whether fn builds results (see findResultBuilders).
func (m *Model) isResultBuilder(fn *types.Func) bool {
	_, ok := m.resultBuilders[fn]
	return ok
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
// given a tool handler to run (callOK(t, h.handleQuery, args)), a call of a
// builder that is a tool's entry point (which includes a helper that calls a
// handler and returns its result), or, in test files, a call of any other
// builder.
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
		if fn == nil {
			return m.isHandlerCall(e) || m.runsHandler(e) || m.callsToolValue(e)
		}
		if entry, isBuilder := m.resultBuilders[fn.Origin()]; isBuilder {
			// A tool's entry point answers for the module itself; any
			// other builder (one that wraps an HTTP body into a result)
			// is, in production code, where the result was received.
			return entry || m.isTestFile(e.Pos())
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

// callsToolValue reports whether call calls a function value of a tool's
// shape (see isToolEntry): a middleware's next(ctx, req), whose request
// type may be the project's own. A client's CallTool is a method, never
// such a value.
func (m *Model) callsToolValue(call *ast.CallExpr) bool {
	if _, isFunc := typeutil.Callee(m.info, call).(*types.Func); isFunc {
		return false
	}
	sig, ok := m.info.TypeOf(call.Fun).Underlying().(*types.Signature)
	return ok && m.isToolEntry(sig)
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
