package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A function of this package that hands back the result it was given —
// every return gives back the same result parameter, or nil (a middleware
// step res, changed := ensureCoded(res)) — does not change where the
// result came from: its caller's result is the argument's.

// passedThrough returns the argument of call that the called function
// hands back as its result, if it does.
func (m *Model) passedThrough(call *ast.CallExpr) (ast.Expr, bool) {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil || fn.Pkg() != m.pass.Pkg {
		return nil, false
	}
	param, ok := m.passThrough[fn.Origin()]
	if !ok || param >= len(call.Args) {
		return nil, false
	}
	return call.Args[param], true
}

func (m *Model) findPassThroughs() map[*types.Func]int {
	found := make(map[*types.Func]int)
	m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
		if param, ok := m.returnedParam(fn.Type().(*types.Signature), decl); ok {
			found[fn] = param
		}
	})
	return found
}

// returnedParam returns the index of the result parameter that every
// return statement of decl gives back as its first result (or nil), when
// the first result is a tool result.
func (m *Model) returnedParam(sig *types.Signature, decl *ast.FuncDecl) (int, bool) {
	if sig.Results().Len() == 0 || !m.vocab.IsResultType(sig.Results().At(0).Type()) || sig.Results().At(0).Name() != "" {
		return 0, false
	}
	params := make(map[types.Object]int)
	for i := 0; i < sig.Params().Len(); i++ {
		params[sig.Params().At(i)] = i
	}
	param, seen, ok := -1, false, true
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if _, isLit := n.(*ast.FuncLit); isLit || !ok {
			return false // a closure's returns are its own
		}
		ret, isReturn := n.(*ast.ReturnStmt)
		if !isReturn {
			return true
		}
		if len(ret.Results) == 0 {
			ok = false
			return false
		}
		id, isIdent := ast.Unparen(ret.Results[0]).(*ast.Ident)
		if !isIdent {
			ok = false
			return false
		}
		if id.Name == "nil" && m.info.Uses[id] == types.Universe.Lookup("nil") {
			return false
		}
		i, isParam := params[m.info.Uses[id]]
		if !isParam || seen && i != param {
			ok = false
			return false
		}
		param, seen = i, true
		return false
	})
	return param, ok && seen
}
