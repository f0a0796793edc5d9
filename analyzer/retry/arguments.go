package retry

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A loop whose call differs from one iteration to the next is no retry:
// a range over servers or tool names calls each once, pagination sends the
// cursor the last page gave, a corrected request sends new arguments.
//
// The call differs when its arguments name a variable (or a variable they
// are built from) that the loop ranges over or changes — an assignment, an
// element or field set in place, its address given away, a method with a
// pointer receiver — or when its receiver is ranged over. A receiver the
// loop gives a new value (a client dialled again) calls the same tool
// again: that is the retry of a reconnect. A context is not an argument:
// a fresh timeout per attempt is still the same call.

// varies reports whether rep's call can differ between iterations of loop.
func (c *checker) varies(rep *repeat, loop ast.Stmt) bool {
	v := &variation{c: c, fn: rep.fn, loop: loop, seen: make(map[types.Object]bool)}
	if sel, ok := ast.Unparen(rep.call.Fun).(*ast.SelectorExpr); ok && c.info.Selections[sel] != nil {
		if v.expr(sel.X, false) {
			return true
		}
	}
	for _, arg := range rep.call.Args {
		if v.expr(arg, true) {
			return true
		}
	}
	return false
}

type variation struct {
	c    *checker
	fn   *funcBody
	loop ast.Stmt
	seen map[types.Object]bool
}

// expr reports whether x can differ between iterations; changes counts
// any change of a variable it names, not only a range over it.
func (v *variation) expr(x ast.Expr, changes bool) bool {
	found := false
	v.c.inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.UnaryExpr:
			if n.Op == token.ARROW {
				found = true // a receive gives a new value each time
			}
		case *ast.Ident:
			if obj, ok := v.c.info.Uses[n].(*types.Var); ok {
				found = v.variable(obj, changes)
			}
		}
		return !found
	})
	return found
}

// variable reports whether obj, or a path rooted at it, can differ
// between iterations.
func (v *variation) variable(obj *types.Var, changes bool) bool {
	if v.seen[obj] || mcpmodel.IsContextType(obj.Type()) {
		return false
	}
	v.seen[obj] = true
	// A variable of the loop's init (its counter) lives across iterations:
	// only one declared in its body is new each time.
	declaredIn := within(declaration(obj), loopBody(v.loop))
	for _, g := range v.givenTo(obj) {
		inLoop := within(g.at, v.loop)
		switch {
		case g.ranged != nil && g.at == v.loop:
			return true // the loop's own range variable
		case inLoop && !declaredIn && changes:
			return true // changed in the loop: a cursor, corrected input
		}
		if g.x != nil && v.expr(g.x, changes) || g.ranged != nil && v.expr(g.ranged, changes) {
			return true
		}
	}
	return false
}

// givenTo returns what the function gives obj and every path rooted at it
// (r.Cursor, args["cursor"]).
func (v *variation) givenTo(obj *types.Var) []given {
	return append(append([]given(nil), v.fn.given[obj]...), v.fn.givenBelow[obj]...)
}

func loopBody(loop ast.Stmt) ast.Node {
	switch loop := loop.(type) {
	case *ast.ForStmt:
		return loop.Body
	case *ast.RangeStmt:
		return loop.Body
	}
	return loop
}

// declaration returns a node standing for where obj is declared.
func declaration(obj types.Object) ast.Node { return posNode(obj.Pos()) }

type posNode int

func (p posNode) Pos() token.Pos { return token.Pos(p) }
func (p posNode) End() token.Pos { return token.Pos(p) + 1 }
