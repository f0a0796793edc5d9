package outputschema

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// binding is a tool bound to its handler: by a registration call
// (AddTool), a server.ServerTool literal (the pairs AddTools and SetTools
// take, tables of them included), or a pair constructor's return
// (func GetMe(…) (mcp.Tool, server.ToolHandlerFunc)).
type binding struct {
	tool    source
	handler source
	// outAny: a go-sdk typed handler registered with Out any.
	outAny bool
	// at is where the binding is made (the registration call, the
	// ServerTool literal, the pair constructor's return).
	at ast.Node
}

// bindings returns every binding of the package.
func (ix *index) bindings() []binding {
	var found []binding
	ix.m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
		found = append(found, ix.pairReturns(decl)...)
		ix.m.Inspect(decl.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				if b, ok := ix.registration(n); ok {
					found = append(found, b)
				}
			case *ast.CompositeLit:
				if b, ok := ix.serverTool(n); ok {
					found = append(found, b)
				}
			}
			return true
		})
	})
	return found
}

// registration reads AddTool(tool, handler), also given a pair
// constructor's two results at once: s.AddTool(GetMe(client)).
func (ix *index) registration(call *ast.CallExpr) (binding, bool) {
	reg, ok := vocab.RegistrationOf(ix.calleeOf(call))
	if !ok || reg.Kind == vocab.RegisterPairs {
		return binding{}, false
	}
	b := binding{at: call}
	if reg.Kind == vocab.RegisterTyped {
		out, ok := ix.typedOut(call)
		if !ok || !isEmptyInterface(out) {
			return binding{}, false // the SDK fills StructuredContent from Out
		}
		b.outAny = true
	}
	switch {
	case len(call.Args) > reg.Handler:
		b.tool, b.handler = single(call.Args[reg.Tool]), single(call.Args[reg.Handler])
	case len(call.Args) == reg.Tool+1:
		b.tool = source{expr: call.Args[reg.Tool], index: 0}
		b.handler = source{expr: call.Args[reg.Tool], index: 1}
	default:
		return binding{}, false
	}
	return b, true
}

// typedOut returns the Out type argument of a go-sdk mcp.AddTool call.
func (ix *index) typedOut(call *ast.CallExpr) (types.Type, bool) {
	inst, ok := ix.pass.TypesInfo.Instances[funcIdent(call.Fun)]
	if !ok || inst.TypeArgs.Len() != 2 {
		return nil, false
	}
	return inst.TypeArgs.At(1), true
}

// serverTool reads a server.ServerTool{Tool: …, Handler: …} literal.
func (ix *index) serverTool(lit *ast.CompositeLit) (binding, bool) {
	if !vocab.IsServerToolType(ix.pass.TypesInfo.TypeOf(lit)) || len(lit.Elts) != 2 {
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
	return b, b.tool.expr != nil && b.handler.expr != nil
}

// pairReturns reads a pair constructor, a function returning a tool and
// its handler: each of its returns binds the two.
func (ix *index) pairReturns(decl *ast.FuncDecl) []binding {
	fn, ok := ix.pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if !ok || !isPairConstructor(fn) {
		return nil
	}
	tools, handlers := ix.returnsAt(decl, 0), ix.returnsAt(decl, 1)
	var found []binding
	for i := range min(len(tools), len(handlers)) {
		found = append(found, binding{tool: tools[i], handler: handlers[i], at: tools[i].expr})
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
// two results of one call of another package's function: that pair
// constructor bound them in its own package, which reported them there.
func (ix *index) fromOneForeignCall(b binding) bool {
	tc, ok1 := ix.tupleCall(b.tool)
	hc, ok2 := ix.tupleCall(b.handler)
	return ok1 && ok2 && tc == hc && ix.isForeignCall(tc)
}

// tupleCall returns the multi-valued call a variable was given a result
// of (tool, h := pkg.GetMe()), or the call src itself is.
func (ix *index) tupleCall(src source) (*ast.CallExpr, bool) {
	if src.index >= 0 {
		call, ok := ast.Unparen(src.expr).(*ast.CallExpr)
		return call, ok
	}
	v := ix.varOf(src.expr)
	if v == nil || len(ix.assigned[v]) != 1 || ix.assigned[v][0].index < 0 {
		return nil, false
	}
	call, ok := ast.Unparen(ix.assigned[v][0].expr).(*ast.CallExpr)
	return call, ok
}

func (ix *index) isForeignCall(call *ast.CallExpr) bool {
	fn := ix.calleeOf(call)
	return fn != nil && ix.decls[fn] == nil
}

func isEmptyInterface(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && i.Empty()
}
