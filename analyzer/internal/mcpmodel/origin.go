package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
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
// NewToolResult helpers, a sibling tool's Execute, a helper that wraps an
// HTTP body into a result). What a builder returns is the module's own
// answer wherever it is called (see ownResult). The value says whether the
// builder can return an error result on some path (see buildsResult):
// onechannel still asks production code to check IsError of such a result.
// Exported builders get the fact.
func (m *Model) findResultBuilders() map[*types.Func]bool {
	m.clientWrappers = m.findClientWrappers()
	builders := m.importedBuilders()
	evidence := m.builderEvidence()
	for round := 0; round < maxRounds; round++ {
		if !m.findMoreBuilders(evidence, builders) {
			break // builders call builders: stop when a round finds none
		}
	}
	for fn, refuses := range builders {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, &resultBuilderFact{MayRefuse: refuses})
		}
	}
	return builders
}

func (m *Model) importedBuilders() map[*types.Func]bool {
	builders := make(map[*types.Func]bool)
	for _, of := range m.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if fact, isBuilder := of.Fact.(*resultBuilderFact); isBuilder {
				builders[fn] = fact.MayRefuse
			}
		}
	}
	return builders
}

// bodyEvidence is what one function body shows about building results:
// what it builds by itself, read once, and the calls whose verdict depends
// on which functions are builders, which the rounds of findMoreBuilders
// learn. The rounds then cost a look-up per call, not a walk per body.
type bodyEvidence struct {
	fn     *types.Func
	isTest bool
	// builds and refuses say what the body builds by itself: result
	// literals, SDK and configured constructors, assignments to IsError.
	builds, refuses bool
	calls           []builderCall
}

// builderCall is a call that builds a result when its callee is a
// builder, or else when it runs a tool handler.
type builderCall struct {
	callee  *types.Func // its Origin; nil for a call of a function value
	handler bool        // isHandlerCall or runsHandler
}

// calleeEvidence is what a call says about building results by its callee
// alone, the same at every call of it (see bodyEvidence).
type calleeEvidence struct {
	receives    bool // a client call or a wrapper's: receivesResult
	constructor bool // an SDK result constructor
	refuses     bool // which builds an error result
	configured  bool // a configured package's own constructor
}

// builderEvidence reads the evidence of every function declaration of the
// package but the client wrappers, in file order.
func (m *Model) builderEvidence() []bodyEvidence {
	callees := make(map[*types.Func]calleeEvidence)
	var all []bodyEvidence
	for _, file := range m.pass.Files {
		isTest := m.isTestFile(file.Package)
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, ok := m.info.Defs[decl.Name].(*types.Func)
			if !ok || m.isClientWrapper(fn) {
				continue
			}
			ev := m.bodyEvidence(decl.Body, callees)
			ev.fn, ev.isTest = fn, isTest
			all = append(all, ev)
		}
	}
	return all
}

// findMoreBuilders adds this package's builders it finds, or learns that a
// builder can refuse, and reports whether it learnt anything.
func (m *Model) findMoreBuilders(evidence []bodyEvidence, builders map[*types.Func]bool) bool {
	learnt := false
	for i := range evidence {
		ev := &evidence[i]
		builds, refuses := ev.buildsResult(builders)
		if !builds {
			continue
		}
		if known, seen := builders[ev.fn]; !seen || known != refuses {
			builders[ev.fn] = refuses
			learnt = true
		}
		m.buildsResultsInProduction = m.buildsResultsInProduction || !ev.isTest
	}
	return learnt
}

// buildsResult reports whether the body builds a result, and whether one
// it builds can be an error result: an SDK constructor of one
// (mcp.NewToolResultError), a literal or an assignment giving IsError a
// value other than false, or a call of a builder that can refuse. A
// handler called through a function value, whose body is out of sight,
// is not presumed to refuse.
func (ev *bodyEvidence) buildsResult(builders map[*types.Func]bool) (builds, refuses bool) {
	builds, refuses = ev.builds, ev.refuses
	for _, c := range ev.calls {
		if builderRefuses, isBuilder := builders[c.callee]; c.callee != nil && isBuilder {
			builds, refuses = true, refuses || builderRefuses
			continue
		}
		builds = builds || c.handler
	}
	return builds, builds && refuses
}

// evidenceNodes are the nodes bodyEvidence reads.
var evidenceNodes = []ast.Node{(*ast.CompositeLit)(nil), (*ast.AssignStmt)(nil), (*ast.CallExpr)(nil)}

// bodyEvidence reads what body builds by itself, and the calls that build
// if their callee is a builder (see buildsResult). What a callee says is
// kept in callees, for the package's other calls of it.
func (m *Model) bodyEvidence(body *ast.BlockStmt, callees map[*types.Func]calleeEvidence) bodyEvidence {
	var ev bodyEvidence
	m.InspectTypes(body, evidenceNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if m.vocab.IsResultType(m.info.TypeOf(n)) {
				ev.builds = true
				ev.refuses = ev.refuses || m.literalMayRefuse(n)
			}
		case *ast.AssignStmt:
			ev.refuses = ev.refuses || m.setsIsError(n)
		case *ast.CallExpr:
			fn := m.callee(n)
			var c calleeEvidence
			if fn != nil {
				var known bool
				if c, known = callees[fn]; !known {
					c = m.calleeEvidenceOf(fn)
					callees[fn] = c
				}
			}
			switch {
			case c.receives:
				return true
			case c.constructor:
				ev.builds, ev.refuses = true, ev.refuses || c.refuses
				return true
			case c.configured:
				ev.builds = true
				return true
			}
			if fn != nil {
				fn = fn.Origin()
			}
			// not a client call (c.receives): a handler call is one that
			// takes a request (isHandlerCall)
			ev.calls = append(ev.calls, builderCall{callee: fn, handler: m.takesRequest(n) || m.runsHandler(n)})
		}
		return true
	})
	return ev
}

// calleeEvidenceOf is what a call of fn says by fn alone: receivesResult,
// the SDK constructors (ResultConstructorOf) and the configured ones
// (isResultConstructor).
func (m *Model) calleeEvidenceOf(fn *types.Func) calleeEvidence {
	if m.calleeReceives(fn, m.clientWrappers) {
		return calleeEvidence{receives: true}
	}
	if c, ok := m.vocab.ResultConstructorOf(fn); ok {
		return calleeEvidence{constructor: true, refuses: c.IsError}
	}
	return calleeEvidence{configured: m.isResultConstructorFunc(fn)}
}

// literalMayRefuse reports whether a result literal gives IsError a value
// other than false.
func (m *Model) literalMayRefuse(lit *ast.CompositeLit) bool {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); ok && key.Name == FieldIsError && m.fieldValue(kv.Value) != settingClear {
			return true
		}
	}
	return false
}

// setsIsError reports whether assign gives a result's IsError a value
// other than false (res.IsError = true).
func (m *Model) setsIsError(assign *ast.AssignStmt) bool {
	for i, lhs := range assign.Lhs {
		sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
		if !ok || i >= len(assign.Rhs) {
			continue
		}
		if field, ok := m.ResultField(sel); ok && field == FieldIsError && m.fieldValue(assign.Rhs[i]) != settingClear {
			return true
		}
	}
	return false
}

// callee returns the function call calls, or nil.
func (m *Model) callee(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	return fn
}

// isToolEntry reports whether sig is the shape of a tool's entry point: a
// handler (it takes a CallToolRequest), or a function that takes a context
// first and returns a result and an error, the way a server's tools answer
// (a middleware's next(ctx, req), whose request type may be the project's
// own).
func (m *Model) isToolEntry(sig *types.Signature) bool {
	if m.isHandlerFuncType(sig) {
		return true
	}
	params, results := sig.Params(), sig.Results()
	return params.Len() > 0 && IsContextType(params.At(0).Type()) &&
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
	return m.isResultConstructorFunc(m.callee(call))
}

// isResultConstructorFunc is isResultConstructor for a call of fn.
func (m *Model) isResultConstructorFunc(fn *types.Func) bool {
	return fn != nil && fn.Pkg() != nil && m.vocab.IsSDKPath(fn.Pkg().Path()) &&
		strings.HasPrefix(fn.Name(), "NewToolResult")
}

// ownResult says whether the result expression e is the module's own
// rather than received from a server, and whether, being own, it may be
// an error result that production code must still check (onechannel; see
// the spec's section 2). Own are: a composite literal, an SDK constructor
// (the code knows what it built), a call of a tool handler (a function
// taking a CallToolRequest, other than a client's), a call that is given a
// tool handler to run (callOK(t, h.handleQuery, args)), a call of a
// function value of a tool's shape, a test's CallTool on a client of the
// program's own binary (ownbinary.go), a CallTool on a client connected
// in process to a server of the program (inprocess.go), and a call of any builder (a sibling
// tool's Execute, a helper wrapping an HTTP body into a result): its text
// is the module's own format. Such a builder's result is refusable when
// the builder can return an error result and the call is not in a test
// file (a package's tests check their own code).
func (m *Model) ownResult(e ast.Expr) (own, refusable bool) {
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return m.ownResult(e.X)
	case *ast.CompositeLit:
		return true, false
	case *ast.CallExpr:
		if m.isResultConstructor(e) {
			return true, false
		}
		if m.runsOwnBinary(e) {
			return true, false // a test's client of its own binary
		}
		if m.runsInProcess(e) {
			return true, false // a client of a server the program runs
		}
		if m.receivesResult(e, m.clientWrappers) {
			return false, false // what a client call gave it: received
		}
		fn := m.callee(e)
		if fn == nil {
			return m.isHandlerCall(e) || m.runsHandler(e) || m.callsToolValue(e), false
		}
		if refuses, isBuilder := m.resultBuilders[fn.Origin()]; isBuilder {
			return true, refuses && !m.isTestFile(e.Pos())
		}
		return m.isHandlerCall(e) || m.runsHandler(e), false
	}
	return false, false
}

// isHandlerCall reports whether call invokes a tool handler: its signature
// takes a CallToolRequest. A client's CallTool takes one too in mcp-go:
// calls that receive a result (the SDKs' clients, client wrappers, an
// interface method they implement) are not handler calls.
func (m *Model) isHandlerCall(call *ast.CallExpr) bool {
	return m.takesRequest(call) && !m.receivesResult(call, m.clientWrappers)
}

// takesRequest reports whether the function call calls takes a
// CallToolRequest (isHandlerCall, short of the client calls).
func (m *Model) takesRequest(call *ast.CallExpr) bool {
	sig, ok := m.info.TypeOf(call.Fun).Underlying().(*types.Signature)
	if !ok {
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
		if neverFunc(arg) {
			continue // no type to look up
		}
		if m.isHandlerFuncType(m.info.TypeOf(arg)) {
			return true
		}
	}
	return false
}

// neverFunc reports whether e's syntax alone says it is no function
// value: a literal, a composite literal, a binary expression, or a unary
// one other than a receive (<-ch may give a function).
func neverFunc(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit, *ast.CompositeLit, *ast.BinaryExpr:
		return true
	case *ast.UnaryExpr:
		return e.Op != token.ARROW
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

// isClientCall reports whether call is a client's tools/call: the method
// CallTool of a type of an SDK module (go-sdk's *mcp.ClientSession,
// mcp-go's *client.Client and client.MCPClient) or of a configured SDK
// package, or a method of an interface of the code's own that such a
// method implements (same name, identical signature: Go's method-set
// rule), as a client abstraction over the session does.
func (m *Model) isClientCall(call *ast.CallExpr) bool {
	return m.isClientCallee(m.callee(call))
}

// isClientCallee is isClientCall for a call of fn.
func (m *Model) isClientCallee(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	if m.isSDKClientCallTool(fn) {
		return true
	}
	if !isInterfaceMethod(fn) {
		return false
	}
	for _, sdk := range m.sdkClientCallTools() {
		if sdk.Name() == fn.Name() && types.Identical(sdk.Type(), fn.Type()) {
			return true
		}
	}
	return false
}

// isSDKClientCallTool reports whether fn is an SDK client's CallTool method
// (by qualified name: the package of an SDK module, the method's name).
func (m *Model) isSDKClientCallTool(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() == nil || fn.Name() != sdkCallTool || fn.Pkg() == nil {
		return false
	}
	path := fn.Pkg().Path()
	return vocab.SDKModuleOf(path) != "" || m.vocab.IsSDKPath(path)
}

// sdkCallTool is the name of the SDK clients' tools/call method.
const sdkCallTool = "CallTool"

// sdkClientCallTools returns the CallTool methods of the SDK clients the
// package can see (go-sdk's ClientSession, mcp-go's Client), once.
func (m *Model) sdkClientCallTools() []*types.Func {
	m.sdkClientsOnce.Do(func() {
		seen := make(map[*types.Package]bool)
		var visit func(pkg *types.Package)
		visit = func(pkg *types.Package) {
			if seen[pkg] {
				return
			}
			seen[pkg] = true
			if vocab.SDKModuleOf(pkg.Path()) != "" {
				for _, name := range pkg.Scope().Names() {
					tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
					if !ok || types.IsInterface(tn.Type()) {
						continue
					}
					obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(tn.Type()), false, pkg, sdkCallTool)
					if fn, ok := obj.(*types.Func); ok && m.isSDKClientCallTool(fn) && m.returnsResult(fn.Type().(*types.Signature)) {
						m.sdkClients = append(m.sdkClients, fn)
					}
				}
				return
			}
			for _, imp := range pkg.Imports() {
				visit(imp)
			}
		}
		visit(m.pass.Pkg)
	})
	return m.sdkClients
}

func isInterfaceMethod(fn *types.Func) bool {
	recv := fn.Type().(*types.Signature).Recv()
	return recv != nil && types.IsInterface(recv.Type())
}
