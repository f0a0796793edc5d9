package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Adapted handlers. A server may write its tools in a shape of its own and
// adapt each one into a tool handler with a helper: mcp-grafana's generic
// MustTool(name, description, listTeams) with func(ctx, Params) (R,
// error), a legacy func(arguments map[string]interface{}) (…, error) given
// to a wrapper returning a server.ToolHandlerFunc, or to a function of the
// package that registers a closure calling it. Such a function is a tool
// handler: its arguments parameter holds the request's arguments, and what
// it returns is the tool's answer. It is known by where its value flows,
// not by its name or its exact shape: it is given (as a value, not called)
// to
//
//   - a call whose result holds a tool handler: a handler's function type,
//     a struct (or pointer to one) with a field of that type, or a tuple
//     holding one (the helper returns the adapted handler); or
//   - a call of a function of the package that adapts that parameter: it
//     calls it inside a closure of an SDK handler's shape, or hands it on
//     to another such call.
//
// The function must answer something and an error ((R, error)), and take
// the tool's arguments: its parameters are a context, a request, or a
// value that can hold decoded arguments (a map with string keys, a struct,
// a pointer to one), one of the last two at least. SDK handlers given to a
// middleware are handlers of their own shape.

// maxAdaptDepth bounds how many helpers a function value is followed
// through.
const maxAdaptDepth = 4

// adaptedSet returns the functions (*types.Func) and closures
// (*ast.FuncLit) of the package that a helper adapts into handlers, found
// once.
func (m *Model) adaptedSet() map[any]bool {
	m.adaptedOnce.Do(func() { m.adapted = m.findAdapted() })
	return m.adapted
}

// paramKey names a parameter of a function.
type paramKey struct {
	fn *types.Func
	i  int
}

// findAdapted finds the adapted handlers among the package's calls.
func (m *Model) findAdapted() map[any]bool {
	adapted := make(map[any]bool)
	adapting := make(map[paramKey]bool) // the parameters the package's functions adapt
	ix := m.tools()
	for _, call := range ix.calls {
		var holds, asked bool
		var callee *types.Func
		for i, arg := range call.Args {
			key, ok := m.adaptableValue(arg)
			if !ok {
				continue
			}
			if !asked { // most calls are given no adaptable value: ask only then
				holds, callee, asked = m.holdsHandler(m.info.TypeOf(call)), m.funcOf(call.Fun), true
			}
			if holds || callee != nil && m.adaptsParam(ix, adapting, callee, i, 0) {
				adapted[key] = true
			}
		}
	}
	return adapted
}

// adaptableValue returns the key of a function value of an adaptable
// shape given as an argument: a function or method of the package, or a
// closure.
func (m *Model) adaptableValue(arg ast.Expr) (any, bool) {
	var sig *types.Signature
	var key any
	switch a := ast.Unparen(arg).(type) {
	case *ast.FuncLit:
		sig, _ = m.info.TypeOf(a).(*types.Signature)
		key = a
	default:
		fn := m.funcOf(a)
		if fn == nil || fn.Pkg() != m.pass.Pkg {
			return nil, false
		}
		if _, isCall := a.(*ast.CallExpr); isCall {
			return nil, false
		}
		sig = fn.Type().(*types.Signature)
		key = fn.Origin()
	}
	if sig == nil || !m.isAdaptedShape(sig) {
		return nil, false
	}
	return key, true
}

// isAdaptedShape reports whether sig answers a value and an error and
// takes the tool's arguments (see above).
func (m *Model) isAdaptedShape(sig *types.Signature) bool {
	if sig.Results().Len() != 2 || !isErrorType(sig.Results().At(1).Type()) {
		return false
	}
	takesArguments := false
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		switch {
		case IsContextType(t):
		case m.isRequestType(t) || isArgumentsType(t) || isStructPointer(t):
			takesArguments = true
		default:
			return false
		}
	}
	return takesArguments
}

func isStructPointer(t types.Type) bool {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return false
	}
	_, isStruct := p.Elem().Underlying().(*types.Struct)
	return isStruct
}

// holdsHandler reports whether t is a tool handler's function type, a
// struct (or pointer to one) with a field of that type, or a tuple holding
// one of those.
func (m *Model) holdsHandler(t types.Type) bool {
	if tuple, ok := t.(*types.Tuple); ok {
		for i := range tuple.Len() {
			if m.holdsHandler(tuple.At(i).Type()) {
				return true
			}
		}
		return false
	}
	if t == nil {
		return false
	}
	if m.isHandlerFuncType(t) {
		return true
	}
	st, ok := vocab.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if m.isHandlerFuncType(st.Field(i).Type()) {
			return true
		}
	}
	return false
}

// adaptsParam reports whether fn, a function of the package, adapts its
// i-th parameter into a handler: it calls it inside a closure of an SDK
// handler's shape, or gives it to a call that holds a handler or adapts
// it in turn.
func (m *Model) adaptsParam(ix *toolIndex, adapting map[paramKey]bool, fn *types.Func, i, depth int) bool {
	key := paramKey{fn.Origin(), i}
	if known, seen := adapting[key]; seen {
		return known
	}
	adapting[key] = false // cycles adapt nothing
	decl := ix.decls[fn.Origin()]
	sig := fn.Type().(*types.Signature)
	if decl == nil || depth >= maxAdaptDepth || i >= sig.Params().Len() || sig.Variadic() && i >= sig.Params().Len()-1 {
		return false
	}
	param := sig.Params().At(i)
	adapts := false
	var handlers []*ast.FuncLit // the handler closures around the point
	m.Inspect(decl.Body, func(n ast.Node) bool {
		if adapts {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			if sig, ok := m.info.TypeOf(n).(*types.Signature); ok {
				if _, isHandler := m.sdkHandler(sig, n.Body, n.Type); isHandler {
					handlers = append(handlers, n)
				}
			}
		case *ast.CallExpr:
			adapts = m.callAdapts(ix, adapting, n, param, handlers, depth)
		}
		return true
	})
	adapting[key] = adapts
	return adapts
}

// callAdapts reports whether call adapts param: it calls param inside one
// of the handler closures, or gives param to a call that holds a handler
// or adapts that argument.
func (m *Model) callAdapts(ix *toolIndex, adapting map[paramKey]bool, call *ast.CallExpr, param *types.Var, handlers []*ast.FuncLit, depth int) bool {
	if m.info.Uses[identOf(call.Fun)] == param {
		for _, h := range handlers {
			if contains(h.Body, call) {
				return true
			}
		}
		return false
	}
	for j, arg := range call.Args {
		if m.info.Uses[identOf(arg)] != param {
			continue
		}
		if m.holdsHandler(m.info.TypeOf(call)) {
			return true
		}
		if callee, ok := typeutil.Callee(m.info, call).(*types.Func); ok && m.adaptsParam(ix, adapting, callee, j, depth+1) {
			return true
		}
	}
	return false
}

// adaptedHandler recognises fn as a function a helper adapts into a
// handler: its first parameter that is neither a context nor a request is
// its decoded arguments, and its first result its answer (or the tool
// result itself).
func (m *Model) adaptedHandler(fn ast.Node, sig *types.Signature, body *ast.BlockStmt, ftype *ast.FuncType) (Handler, bool) {
	if !m.isAdaptedShape(sig) {
		return Handler{}, false
	}
	var key any = fn
	if decl, ok := fn.(*ast.FuncDecl); ok {
		obj, isFunc := m.info.Defs[decl.Name].(*types.Func)
		if !isFunc {
			return Handler{}, false
		}
		key = obj
	}
	if !m.adaptedSet()[key] {
		return Handler{}, false
	}
	h := Handler{Kind: HandlerAdapted, Sig: sig, Body: body, Out: 0}
	if m.vocab.IsResultType(sig.Results().At(0).Type()) {
		h.Out = -1
	}
	request, input := -1, -1
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		switch {
		case IsContextType(t):
		case m.isRequestType(t):
			if request < 0 {
				request = i
			}
		case input < 0:
			input = i
		}
	}
	if request >= 0 {
		h.Request = m.paramAt(ftype, request)
	}
	if input >= 0 {
		h.Input = m.paramAt(ftype, input)
	}
	return h, true
}
