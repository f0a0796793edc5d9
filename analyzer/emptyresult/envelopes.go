package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A reply that wraps the answer in a list of one entry per request
// (_msearch's Responses[0].Hits, a chat completion's Choices[0].Message)
// is taken apart at its first element: "no responses" there means the
// reply was malformed, not that nothing matched — the answer is inside
// the element, and an empty one arrives as an element with no hits.

// firstElementOnly reports whether the list x is used, besides being
// measured (len(x)), only through its first element taken apart: x[0].F,
// or &x[0] (whose fields are then read). A list answered whole, ranged
// over, or whose first element is answered whole (return users[0]) is the
// answer.
func (d *handlerData) firstElementOnly(x ast.Expr) bool {
	path := d.m.PathOf(x)
	if path == nil {
		return false
	}
	if _, isSlice := types.Unalias(d.info.TypeOf(x)).Underlying().(*types.Slice); !isSlice {
		return false
	}
	var stack []ast.Node
	used, other := false, false
	ast.Inspect(d.body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		if e, ok := n.(ast.Expr); ok && !other && d.m.PathOf(e) == path && isPathExpr(e) {
			switch d.useOf(stack) {
			case useMeasured:
			case useTakenApart:
				used = true
			default:
				other = true
			}
			return false
		}
		stack = append(stack, n)
		return !other
	})
	return used && !other
}

type listUse int

const (
	useOther listUse = iota
	useMeasured
	useTakenApart
)

// useOf says how the list at the top of stack's child is used, from its
// enclosing nodes (innermost last).
func (d *handlerData) useOf(stack []ast.Node) listUse {
	if len(stack) == 0 {
		return useOther
	}
	switch p := stack[len(stack)-1].(type) {
	case *ast.CallExpr:
		if id, ok := ast.Unparen(p.Fun).(*ast.Ident); ok && len(p.Args) == 1 {
			if b, ok := d.info.Uses[id].(*types.Builtin); ok && b.Name() == "len" {
				return useMeasured
			}
		}
	case *ast.IndexExpr:
		if tv := d.info.Types[p.Index]; tv.Value == nil || tv.Value.ExactString() != "0" || len(stack) < 2 {
			return useOther
		}
		switch g := stack[len(stack)-2].(type) {
		case *ast.SelectorExpr:
			return useTakenApart
		case *ast.UnaryExpr:
			if g.Op == token.AND {
				return useTakenApart
			}
		}
	}
	return useOther
}

// isPathExpr reports whether e can name a list by its access path.
func isPathExpr(e ast.Expr) bool {
	switch e.(type) {
	case *ast.Ident, *ast.SelectorExpr:
		return true
	}
	return false
}
