package mcpmodel

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Bound handlers: the handler bodies a registration's handler expression
// may be — a function literal, a named function or method value, a
// handler constructor's returned handler, mcp-go's
// NewTypedToolHandler(inner) (inner), a conversion to a handler type, a
// variable given any of these, and the functions a helper adapts into the
// handler (wrap(handleSearch): handleSearch, beside wrap's closure). A
// handler that NewStructuredToolHandler wraps is none: the SDK fills the
// structured channel itself.

// BoundHandler is one handler a registration binds: a body of this
// package, or another package's function (a handler, or a handler
// constructor whose result Result holds it), known there by its facts.
type BoundHandler struct {
	// Func is the *ast.FuncDecl or *ast.FuncLit of a handler of this
	// package, or nil.
	Func ast.Node
	// Foreign is another package's handler (Result -1) or handler
	// constructor (the handler is its result Result); nil for Func.
	Foreign *types.Func
	Result  int
}

// HandlersReturned returns the handlers fn, a function of this package,
// returns as its result i (a handler constructor's).
func (m *Model) HandlersReturned(fn *types.Func, i int) []BoundHandler {
	decl := m.tools().decls[fn]
	if decl == nil {
		return nil
	}
	var hs []BoundHandler
	for _, s := range m.returnsAt(decl, i) {
		hs = append(hs, m.handlersOf(s, 0)...)
	}
	return hs
}

// handlersOf returns the handlers src may be.
func (m *Model) handlersOf(src AssignedValue, depth int) []BoundHandler {
	if depth > maxDepth || src.Expr == nil {
		return nil
	}
	e := ast.Unparen(src.Expr)
	if src.Index >= 0 {
		if call, ok := e.(*ast.CallExpr); ok {
			return m.handlersReturned(call, src.Index, depth)
		}
		return nil
	}
	switch e := e.(type) {
	case *ast.FuncLit:
		return []BoundHandler{{Func: e, Result: -1}}
	case *ast.Ident, *ast.SelectorExpr:
		if fn := m.funcOf(e); fn != nil {
			return m.namedHandler(fn)
		}
		v := m.varOf(e)
		if v == nil {
			return nil
		}
		var hs []BoundHandler
		for _, s := range m.tools().assigned[v] {
			hs = append(hs, m.handlersOf(s, depth+1)...)
		}
		return hs
	case *ast.CallExpr:
		if tv, ok := m.info.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return m.handlersOf(single(e.Args[0]), depth+1) // server.ToolHandlerFunc(f)
		}
		switch vocab.HandlerWrapperOf(m.funcOf(e.Fun)) {
		case vocab.WrapperBindsArguments:
			if len(e.Args) == 1 {
				return m.handlersOf(single(e.Args[0]), depth+1)
			}
			return nil
		case vocab.WrapperFillsStructured:
			return nil
		}
		return append(m.handlersReturned(e, 0, depth), m.adaptedArgs(e)...)
	}
	return nil
}

// namedHandler is a named function or method used as a handler.
func (m *Model) namedHandler(fn *types.Func) []BoundHandler {
	if decl := m.tools().decls[fn.Origin()]; decl != nil {
		return []BoundHandler{{Func: decl, Result: -1}}
	}
	if fn.Pkg() != nil && fn.Pkg() != m.pass.Pkg {
		return []BoundHandler{{Foreign: fn.Origin(), Result: -1}}
	}
	return nil
}

// handlersReturned returns the handlers the function called by call
// returns as its result i.
func (m *Model) handlersReturned(call *ast.CallExpr, i int, depth int) []BoundHandler {
	fn := m.funcOf(call.Fun)
	if fn == nil {
		return nil
	}
	if decl := m.tools().decls[fn.Origin()]; decl != nil {
		var hs []BoundHandler
		for _, s := range m.returnsAt(decl, i) {
			hs = append(hs, m.handlersOf(s, depth+1)...)
		}
		return hs
	}
	if fn.Pkg() != nil && fn.Pkg() != m.pass.Pkg {
		return []BoundHandler{{Foreign: fn.Origin(), Result: i}}
	}
	return nil
}

// adaptedArgs returns the handlers a call adapts from its arguments (see
// adaptedhandlers.go): wrap(handleSearch) binds handleSearch too.
func (m *Model) adaptedArgs(call *ast.CallExpr) []BoundHandler {
	adapted := m.adaptedSet()
	var hs []BoundHandler
	for _, arg := range call.Args {
		key, ok := m.adaptableValue(arg)
		if !ok || !adapted[key] {
			continue
		}
		switch key := key.(type) {
		case *ast.FuncLit:
			hs = append(hs, BoundHandler{Func: key, Result: -1})
		case *types.Func:
			if decl := m.tools().decls[key]; decl != nil {
				hs = append(hs, BoundHandler{Func: decl, Result: -1})
			}
		}
	}
	return hs
}
