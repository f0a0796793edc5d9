package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Forwarded results: a function that ends with return helper(…) returns
// what helper returns, result for result. A go-sdk typed handler with Out
// any (or a helper of one) that hands on a helper's three results gives
// as Out what the helper gives there: nothing, when every return of the
// helper gives nil in that place (return res, nil, nil) or hands on the
// results of another helper that does, at any depth.

// ReturnsNilAt reports whether call, a call of one of the package's own
// functions, returns nil as its i-th result on every path: each return
// gives nil there, or hands on the results of a call that does. A result
// of a type other than an interface (a typed nil is not nil there), a
// bare return (named results), a function of another package or out of
// sight gives something.
func (m *Model) ReturnsNilAt(call *ast.CallExpr, i int) bool {
	return m.returnsNilAt(call, i, make(map[*types.Func]bool))
}

func (m *Model) returnsNilAt(call *ast.CallExpr, i int, seen map[*types.Func]bool) bool {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	decl := m.tools().decls[fn]
	if decl == nil || decl.Body == nil {
		return false
	}
	results := fn.Type().(*types.Signature).Results()
	if i >= results.Len() || !types.IsInterface(results.At(i).Type()) {
		return false
	}
	if seen[fn] {
		return true // a recursive call gives no value of its own
	}
	seen[fn] = true
	nilOnly := true
	m.ForReturns(decl.Body, func(ret *ast.ReturnStmt) {
		if !nilOnly {
			return
		}
		switch {
		case len(ret.Results) == results.Len():
			nilOnly = m.info.Types[ret.Results[i]].IsNil()
		case len(ret.Results) == 1:
			inner, isCall := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			nilOnly = isCall && m.returnsNilAt(inner, i, seen)
		default:
			nilOnly = false // a bare return gives the named results
		}
	})
	return nilOnly
}
