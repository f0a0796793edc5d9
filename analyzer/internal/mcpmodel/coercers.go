package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// A coercer re-decodes a value it is given into another shape: it encodes
// one of its parameters with a JSON encoder and decodes JSON in the same
// body (a generic JSONCoerce[T](in any, out *T), a decodeInto(v, &out)).
// Passing a result's payload to one reads the payload as data, as
// json.Marshal(res.StructuredContent) then json.Unmarshal do in place.
// Exported coercers get a coercerFact for other packages.

// findCoercers returns this package's coercers and those imported by
// fact, each with the index of the parameter it encodes.
func (m *Model) findCoercers() map[*types.Func]int {
	coercers := make(map[*types.Func]int)
	for _, of := range m.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if fact, isCoercer := of.Fact.(*coercerFact); isCoercer {
				coercers[fn] = fact.Param
			}
		}
	}
	m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
		if param, ok := m.coercedParam(decl); ok {
			coercers[fn] = param
			if fn.Exported() {
				m.pass.ExportObjectFact(fn, &coercerFact{Param: param})
			}
		}
	})
	return coercers
}

// coercedParam returns the index of the interface-typed parameter decl's
// body encodes, when the body also decodes JSON.
func (m *Model) coercedParam(decl *ast.FuncDecl) (int, bool) {
	params := make(map[types.Object]int)
	i := 0
	for _, field := range decl.Type.Params.List {
		for _, name := range field.Names {
			if obj := m.info.Defs[name]; obj != nil && types.IsInterface(obj.Type()) {
				params[obj] = i
			}
			i++
		}
		if len(field.Names) == 0 {
			i++
		}
	}
	if len(params) == 0 {
		return 0, false
	}
	encoded, decodes := -1, false
	m.InspectTypes(decl.Body, callNodes, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		if _, ok := m.JSONDecode(call); ok {
			decodes = true
		}
		fn, _ := typeutil.Callee(m.info, call).(*types.Func)
		if knowledge.IsEncoder(fn) && len(call.Args) > 0 {
			if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); ok {
				if p, isParam := params[m.info.Uses[id]]; isParam {
					encoded = p
				}
			}
		}
		return true
	})
	return encoded, encoded >= 0 && decodes
}

// coercedArg returns the argument of call that a coercer re-decodes.
func (m *Model) coercedArg(call *ast.CallExpr) (ast.Expr, bool) {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil {
		return nil, false
	}
	param, ok := m.coercers[fn.Origin()]
	if !ok || param >= len(call.Args) {
		return nil, false
	}
	return call.Args[param], true
}
