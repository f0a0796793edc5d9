package mcpmodel

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Registrations: which tool each handler serves. A tool is bound to its
// handler by a registration call (AddTool of either SDK, go-sdk's generic
// mcp.AddTool), by a server.ServerTool{Tool, Handler} literal (the pairs
// mcp-go's AddTools and SetTools take, tables of them included, in a
// function or in a package-level variable), or by a pair constructor's
// return (func GetMe(…) (mcp.Tool, server.ToolHandlerFunc)). The tool and
// the handler are followed back through variables (package-level ones
// too), the package's functions, and other packages' facts.

// Registration is a tool bound to its handler.
type Registration struct {
	// At is where the binding is made: the registration call, the
	// ServerTool literal, the pair constructor's returned tool.
	At ast.Node
	// Tool is what the binding's tool definition says.
	Tool Tool
	// Handler is the handler expression of the binding.
	Handler ast.Expr
	// Handlers are the handlers the expression may be (see BoundHandler).
	Handlers []BoundHandler
	// Typed is set for go-sdk's generic mcp.AddTool, whose SDK fills
	// StructuredContent from the handler's Out; OutAny when that Out is
	// an empty interface (then it does so only for a non-nil Out).
	Typed, OutAny bool
	// FromForeignPair is set when the tool and the handler are the two
	// results of one call of another package's pair constructor, which
	// bound them in its own package.
	FromForeignPair bool
}

// Registrations returns the package's bindings of tools to handlers.
func (m *Model) Registrations() []Registration { return m.registrations().list }

// ToolsOf returns the tools the handler fn (a *ast.FuncDecl or
// *ast.FuncLit of this package) is bound to by the package's
// registrations; none when it is registered elsewhere (another package
// cannot tell this one). A handler of production code is named by
// production registrations only: a test may register it under a name of
// its own.
func (m *Model) ToolsOf(fn ast.Node) []Tool {
	r := m.registrations()
	production := !m.isTestFile(fn.Pos())
	var tools []Tool
	for _, i := range r.byHandler[fn] {
		if production && m.isTestFile(r.list[i].At.Pos()) {
			continue
		}
		tools = append(tools, r.list[i].Tool)
	}
	return tools
}

// ToolOf returns the tool the handler fn serves when the package's
// registrations bind it to one tool name (a handler bound to several
// tools, or to a tool whose name is not a constant, has none).
func (m *Model) ToolOf(fn ast.Node) (Tool, bool) {
	var one Tool
	for i, t := range m.ToolsOf(fn) {
		if t.Name == "" || i > 0 && t.Name != one.Name {
			return Tool{}, false
		}
		one.Name = t.Name
		one.DeclaresSchema = one.DeclaresSchema || t.DeclaresSchema
	}
	return one, one.Name != ""
}

// registrationIndex holds the registrations and, for each handler body of
// the package, the registrations that bind it.
type registrationIndex struct {
	list      []Registration
	byHandler map[ast.Node][]int
}

func (m *Model) registrations() *registrationIndex {
	m.registrationsOnce.Do(func() { m.registrationsIx = m.findRegistrations() })
	return m.registrationsIx
}

func (m *Model) findRegistrations() *registrationIndex {
	ix := m.tools()
	r := &registrationIndex{byHandler: make(map[ast.Node][]int)}
	add := func(b binding) {
		reg := Registration{At: b.at, Handler: b.handler.Expr, Typed: b.typed, OutAny: b.outAny}
		reg.Tool = m.toolOf(b.tool, 0)
		reg.Handlers = m.handlersOf(b.handler, 0)
		reg.FromForeignPair = m.fromOneForeignCall(b)
		for _, h := range reg.Handlers {
			if h.Func != nil {
				r.byHandler[h.Func] = append(r.byHandler[h.Func], len(r.list))
			}
		}
		r.list = append(r.list, reg)
	}
	for _, decl := range ix.declsInOrder {
		for _, b := range m.pairReturns(decl) {
			add(b)
		}
	}
	for _, call := range ix.calls {
		if b, ok := m.registrationCall(call); ok {
			add(b)
			continue
		}
		for _, b := range m.ownRegistrations(call) {
			add(b)
		}
	}
	for _, lit := range ix.lits {
		if b, ok := m.serverTool(lit); ok {
			add(b)
		}
	}
	return r
}

// binding is a registration before its tool and handler are followed.
type binding struct {
	tool, handler AssignedValue
	typed, outAny bool
	at            ast.Node
}

// registrationCall reads AddTool(tool, handler), also given a pair
// constructor's two results at once: s.AddTool(GetMe(client)).
func (m *Model) registrationCall(call *ast.CallExpr) (binding, bool) {
	reg, ok := vocab.RegistrationOf(m.funcOf(call.Fun))
	if !ok || reg.Kind == vocab.RegisterPairs {
		return binding{}, false
	}
	b := binding{at: call}
	if reg.Kind == vocab.RegisterTyped {
		b.typed = true
		if out, ok := m.typedOut(call); ok {
			b.outAny = isEmptyInterface(out)
		}
	}
	switch {
	case len(call.Args) > reg.Handler:
		b.tool, b.handler = single(call.Args[reg.Tool]), single(call.Args[reg.Handler])
	case len(call.Args) == reg.Tool+1:
		b.tool = AssignedValue{Expr: call.Args[reg.Tool], Index: 0}
		b.handler = AssignedValue{Expr: call.Args[reg.Tool], Index: 1}
	default:
		return binding{}, false
	}
	return b, true
}

// ownRegistrations reads a registration through the project's own
// function: a call given exactly one tool definition (a value of an SDK's
// Tool type) and function values beside it (github-mcp-server's
// NewTool(toolset, mcp.Tool{…}, scopes, handler)) binds each of those
// functions to that tool. It is known by the arguments' types, not by
// what the function is called.
func (m *Model) ownRegistrations(call *ast.CallExpr) []binding {
	if len(call.Args) < 2 {
		return nil // no room for a tool and a handler
	}
	if _, isRegistration := vocab.RegistrationOf(m.funcOf(call.Fun)); isRegistration {
		return nil // an SDK registration of pairs (AddTools)
	}
	toolArg := -1
	for i, arg := range call.Args {
		if neitherToolNorFunc(arg) {
			continue
		}
		if vocab.IsToolType(m.info.TypeOf(arg)) {
			if toolArg >= 0 {
				return nil // several tools: none is the handlers'
			}
			toolArg = i
		}
	}
	if toolArg < 0 {
		return nil
	}
	var out []binding
	for i, arg := range call.Args {
		if i == toolArg || neitherToolNorFunc(arg) {
			continue
		}
		t := m.info.TypeOf(arg)
		if t == nil {
			continue
		}
		if _, isFunc := t.Underlying().(*types.Signature); isFunc {
			out = append(out, binding{at: call, tool: single(call.Args[toolArg]), handler: single(arg)})
		}
	}
	return out
}

// neitherToolNorFunc reports whether arg's syntax alone says it is
// neither a tool nor a function: a basic literal or a binary expression,
// whose type need not be looked up.
func neitherToolNorFunc(arg ast.Expr) bool {
	switch ast.Unparen(arg).(type) {
	case *ast.BasicLit, *ast.BinaryExpr:
		return true
	}
	return false
}

// typedOut returns the Out type argument of a go-sdk mcp.AddTool call.
func (m *Model) typedOut(call *ast.CallExpr) (types.Type, bool) {
	inst, ok := m.info.Instances[FuncIdent(call.Fun)]
	if !ok || inst.TypeArgs.Len() != 2 {
		return nil, false
	}
	return inst.TypeArgs.At(1), true
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}

// serverTool reads a server.ServerTool{Tool: …, Handler: …} literal.
func (m *Model) serverTool(lit *ast.CompositeLit) (binding, bool) {
	if !vocab.IsServerToolType(m.info.TypeOf(lit)) || len(lit.Elts) != 2 {
		return binding{}, false
	}
	b := binding{at: lit}
	for i, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			if i == 0 {
				b.tool = single(elt)
			} else {
				b.handler = single(elt)
			}
			continue
		}
		switch key, _ := kv.Key.(*ast.Ident); {
		case key == nil:
		case key.Name == vocab.FieldServerToolTool:
			b.tool = single(kv.Value)
		case key.Name == vocab.FieldServerToolHandler:
			b.handler = single(kv.Value)
		}
	}
	return b, b.tool.Expr != nil && b.handler.Expr != nil
}

// pairReturns reads a pair constructor, a function returning a tool and
// its handler: each of its returns binds the two.
func (m *Model) pairReturns(decl *ast.FuncDecl) []binding {
	fn, ok := m.info.Defs[decl.Name].(*types.Func)
	if !ok || !isPairConstructor(fn) {
		return nil
	}
	tools, handlers := m.returnsAt(decl, 0), m.returnsAt(decl, 1)
	var found []binding
	for i := range min(len(tools), len(handlers)) {
		found = append(found, binding{tool: tools[i], handler: handlers[i], at: tools[i].Expr})
	}
	return found
}

// isPairConstructor reports whether fn returns a tool definition then a
// function (its handler) as its first two results.
func isPairConstructor(fn *types.Func) bool {
	results := fn.Type().(*types.Signature).Results()
	if results.Len() < 2 || !vocab.IsToolType(results.At(0).Type()) {
		return false
	}
	_, ok := results.At(1).Type().Underlying().(*types.Signature)
	return ok
}

// fromOneForeignCall reports whether the tool and the handler of b are the
// two results of one call of another package's function.
func (m *Model) fromOneForeignCall(b binding) bool {
	tc, ok1 := m.tupleCall(b.tool)
	hc, ok2 := m.tupleCall(b.handler)
	if !ok1 || !ok2 || tc != hc {
		return false
	}
	fn := m.funcOf(tc.Fun)
	return fn != nil && m.tools().decls[fn] == nil
}

// tupleCall returns the multi-valued call a variable was given a result
// of (tool, h := pkg.GetMe()), or the call src itself is.
func (m *Model) tupleCall(src AssignedValue) (*ast.CallExpr, bool) {
	if src.Index >= 0 {
		call, ok := ast.Unparen(src.Expr).(*ast.CallExpr)
		return call, ok
	}
	v := m.varOf(src.Expr)
	assigned := m.tools().assigned[v]
	if v == nil || len(assigned) != 1 || assigned[0].Index < 0 {
		return nil, false
	}
	call, ok := ast.Unparen(assigned[0].Expr).(*ast.CallExpr)
	return call, ok
}
