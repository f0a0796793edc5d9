package outputschema

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// handler is a handler bound to a tool: a body in this package (a
// function literal or declaration), or the success returns without
// structured content that another package's fact lists.
type handler struct {
	fn      ast.Node // *ast.FuncLit or *ast.FuncDecl, nil for a foreign one
	foreign []string // positions of a foreign handler's text-only returns
}

// handlersOf returns the handler bodies src may be: a function literal, a
// named function or method value, a handler constructor's returned
// handler (returnsAt), mcp-go's NewTypedToolHandler(inner) (inner), a
// conversion to a handler type, a variable given any of these. A handler
// that NewStructuredToolHandler wraps is none: the SDK fills the structured
// channel itself.
func (ix *index) handlersOf(src source, depth int) []handler {
	if depth > maxDepth {
		return nil
	}
	e := ast.Unparen(src.expr)
	if src.index >= 0 {
		if call, ok := e.(*ast.CallExpr); ok {
			return ix.handlersReturned(call, src.index, depth)
		}
		return nil
	}
	switch e := e.(type) {
	case *ast.FuncLit:
		return []handler{{fn: e}}
	case *ast.Ident, *ast.SelectorExpr:
		if fn := funcOf(ix.pass.TypesInfo, e); fn != nil {
			return ix.namedHandler(fn)
		}
		v := ix.varOf(e)
		if v == nil {
			return nil
		}
		var hs []handler
		for _, s := range ix.assigned[v] {
			hs = append(hs, ix.handlersOf(s, depth+1)...)
		}
		return hs
	case *ast.CallExpr:
		if tv, ok := ix.pass.TypesInfo.Types[e.Fun]; ok && tv.IsType() && len(e.Args) == 1 {
			return ix.handlersOf(single(e.Args[0]), depth+1) // server.ToolHandlerFunc(f)
		}
		switch vocab.HandlerWrapperOf(ix.calleeOf(e)) {
		case vocab.WrapperBindsArguments:
			if len(e.Args) == 1 {
				return ix.handlersOf(single(e.Args[0]), depth+1)
			}
			return nil
		case vocab.WrapperFillsStructured:
			return nil
		}
		return ix.handlersReturned(e, 0, depth)
	}
	return nil
}

// namedHandler is a named function or method used as a handler.
func (ix *index) namedHandler(fn *types.Func) []handler {
	if decl := ix.decls[fn]; decl != nil {
		return []handler{{fn: decl}}
	}
	if r := ix.foreignReturns(fn, -1); r != nil {
		return []handler{{foreign: r}}
	}
	return nil
}

// handlersReturned returns the handlers the function called by call
// returns as its result i.
func (ix *index) handlersReturned(call *ast.CallExpr, i int, depth int) []handler {
	fn := ix.calleeOf(call)
	if fn == nil {
		return nil
	}
	if decl := ix.decls[fn]; decl != nil {
		var hs []handler
		for _, s := range ix.returnsAt(decl, i) {
			hs = append(hs, ix.handlersOf(s, depth+1)...)
		}
		return hs
	}
	if r := ix.foreignReturns(fn, i); r != nil {
		return []handler{{foreign: r}}
	}
	return nil
}

// foreignReturns returns the text-only success returns another package's
// fact lists for fn (result is -1 for a handler itself, else the result of
// a constructor that holds the handler).
func (ix *index) foreignReturns(fn *types.Func, result int) []string {
	var fact handlerFunc
	if fn.Pkg() == nil || fn.Pkg() == ix.pass.Pkg || !ix.pass.ImportObjectFact(fn.Origin(), &fact) || fact.Result != result {
		return nil
	}
	return fact.Returns
}
