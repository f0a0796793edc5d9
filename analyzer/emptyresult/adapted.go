package emptyresult

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// A server may write its tools as func(ctx, Params) (R, error) and adapt
// each one with a generic helper of its own (mcp-grafana's
// MustTool(name, description, listTeams)): the helper decodes the
// arguments into Params, runs the function, answers its error as an error
// result and its R as the answer. Such a function is a tool handler, with
// Params as its decoded arguments and R as its answer; so is a legacy
// func(arguments map[string]interface{}) (*mcp.CallToolResult, error)
// that an adapter runs with the request's arguments. It is known by the
// call it is given to: one whose result holds a tool handler (a handler
// function type, or a struct with a field of one, as mcpgrafana.Tool).

// adaptedHandlers returns the functions of the package of the shape
// func(ctx, T) (R, error) or func(T) (R, error) that are given to such a
// call.
func adaptedHandlers(m *mcpmodel.Model) map[*types.Func]bool {
	adapted := make(map[*types.Func]bool)
	info := m.Info()
	m.Calls(func(call *ast.CallExpr) {
		if !holdsHandler(m, info.TypeOf(call)) {
			return
		}
		for _, arg := range call.Args {
			if fn := funcValue(info, arg); fn != nil && isAdaptedShape(fn) {
				adapted[fn] = true
			}
		}
	})
	return adapted
}

// holdsHandler reports whether t is a tool handler's function type, a
// struct (or pointer to one) with a field of that type, or a tuple holding
// one of those.
func holdsHandler(m *mcpmodel.Model, t types.Type) bool {
	if tuple, ok := t.(*types.Tuple); ok {
		for i := range tuple.Len() {
			if holdsHandler(m, tuple.At(i).Type()) {
				return true
			}
		}
		return false
	}
	if t == nil {
		return false
	}
	if m.IsHandlerFuncType(t) {
		return true
	}
	st, ok := vocab.Deref(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if m.IsHandlerFuncType(st.Field(i).Type()) {
			return true
		}
	}
	return false
}

// funcValue returns the function a call argument names (f, pkg.F), or nil.
func funcValue(info *types.Info, arg ast.Expr) *types.Func {
	var id *ast.Ident
	switch e := ast.Unparen(arg).(type) {
	case *ast.Ident:
		id = e
	case *ast.SelectorExpr:
		id = e.Sel
	}
	if id == nil {
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// isAdaptedShape reports whether fn is func(context.Context, T) (R,
// error), or the legacy func(T) (R, error) with T a map with string keys
// or a struct: the decoded arguments alone (func(arguments
// map[string]interface{}) (*mcp.CallToolResult, error)).
func isAdaptedShape(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Recv() != nil || sig.Results().Len() != 2 || !mcpmodel.IsErrorType(sig.Results().At(1).Type()) {
		return false
	}
	params := sig.Params()
	switch params.Len() {
	case 1:
		return isArgumentsType(params.At(0).Type())
	case 2:
		return isContext(params.At(0).Type())
	}
	return false
}

// adaptedHandler recognises fn, a declaration of the package, as an
// adapted handler: its last parameter is its decoded arguments, its
// first result its answer (or, when that is a tool result, the data it
// builds it from, as for any handler answering a result).
func (h *helpers) adaptedHandler(m *mcpmodel.Model, fn ast.Node) (mcpmodel.Handler, bool) {
	decl, ok := fn.(*ast.FuncDecl)
	if !ok || decl.Body == nil {
		return mcpmodel.Handler{}, false
	}
	obj, ok := m.Info().Defs[decl.Name].(*types.Func)
	if !ok || !h.adapted[obj] {
		return mcpmodel.Handler{}, false
	}
	sig := obj.Type().(*types.Signature)
	handler := mcpmodel.Handler{
		Sig:   sig,
		Body:  decl.Body,
		Input: namedParam(m.Info(), decl.Type, sig.Params().Len()-1),
		Out:   0,
	}
	if m.IsResultType(sig.Results().At(0).Type()) {
		handler.Out = -1
	}
	return handler, true
}
