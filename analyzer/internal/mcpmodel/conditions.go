package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
)

// This file answers, for a check sitting inside a condition, whether the
// check is evaluated on every path that matters. go/cfg keeps a condition
// such as strict && res.IsError in one node, so dominance alone would say
// that the IsError read guards what follows; but with && and || an operand
// is evaluated only on some paths:
//
//	if strict && res.IsError { return }   // strict false: IsError never read
//	if skip || res.IsError { continue }   // falling through, both were false
//
// The reasoning is on the syntax of the condition: which outcomes of the
// whole condition lead to the point asked about (the if's body, its else,
// or what follows it), and whether every evaluation with such an outcome
// evaluates the check.

// outcomes is a set of values a boolean expression may take on the paths of
// interest.
type outcomes uint8

const (
	whenTrue outcomes = 1 << iota
	whenFalse
	eitherWay = whenTrue | whenFalse
)

func (o outcomes) negated() outcomes {
	var n outcomes
	if o&whenTrue != 0 {
		n |= whenFalse
	}
	if o&whenFalse != 0 {
		n |= whenTrue
	}
	return n
}

// checkReaches reports whether check, an expression inside node (one node of
// a control-flow graph that dominates target), is evaluated on every path
// from node to target.
func (d *Dominance) checkReaches(node, check ast.Node, target token.Pos) bool {
	if within(node, target) {
		return d.evaluatedBefore(node, check, target)
	}
	if stmt := d.ifOfCond[node]; stmt != nil {
		return d.evaluatedWhen(stmt.Cond, check, d.outcomesReaching(stmt, target))
	}
	return d.evaluatedWhen(node, check, eitherWay)
}

// checkReachesEnd reports whether check, an expression of a body of the
// function, is evaluated on every path from it to the end of that body: a
// helper whose IsError read is skipped on some normal return is not a check
// its callers can rely on.
func (d *Dominance) checkReachesEnd(check ast.Node) bool {
	b := d.innermost(check.Pos())
	if b == nil {
		return false
	}
	at := d.locate(b, check.Pos())
	if at.block < 0 {
		return false // dead code checks nothing
	}
	node := b.graph.Blocks[at.block].Nodes[at.node]
	return d.checkReaches(node, check, b.body.Rbrace)
}

func within(n ast.Node, pos token.Pos) bool { return n.Pos() <= pos && pos < n.End() }

// outcomesReaching returns the values of stmt's condition with which control
// can reach target: true for its body, false for its else, and for what
// follows the if, each branch that does not always leave.
func (d *Dominance) outcomesReaching(stmt *ast.IfStmt, target token.Pos) outcomes {
	switch {
	case within(stmt.Body, target):
		return whenTrue
	case stmt.Else != nil && within(stmt.Else, target):
		return whenFalse
	}
	var o outcomes
	if !d.m.Terminates(stmt.Body) {
		o |= whenTrue
	}
	if stmt.Else == nil || !d.m.Terminates(stmt.Else) {
		o |= whenFalse
	}
	return o
}

// evaluatedWhen reports whether check, inside root, is evaluated by every
// evaluation of root whose value is in want. Below any operator other than
// !, && and ||, the value of the operand is unknown (either way).
//
// An operand that tests the checked value itself for nil counts as always
// passed (res != nil && res.IsError): when it fails, the reads of res that
// follow would panic, so no path worth guarding skips the check.
func (d *Dominance) evaluatedWhen(root, check ast.Node, want outcomes) bool {
	path := pathTo(root, check)
	for i := 0; i+1 < len(path); i++ {
		child := path[i+1]
		switch n := path[i].(type) {
		case *ast.ParenExpr:
		case *ast.UnaryExpr:
			if n.Op == token.NOT {
				want = want.negated()
			} else {
				want = eitherWay
			}
		case *ast.BinaryExpr:
			var ok bool
			if want, ok = d.operandEvaluated(n, child, check, want); !ok {
				return false
			}
		default:
			want = eitherWay
		}
	}
	return true
}

// operandEvaluated steps from the logical expression n to its operand
// child: it reports whether child is evaluated whenever n's value is in
// want, and which values child then has.
func (d *Dominance) operandEvaluated(n *ast.BinaryExpr, child, check ast.Node, want outcomes) (outcomes, bool) {
	switch n.Op {
	case token.LAND:
		if child == n.X {
			if want != whenTrue {
				want = eitherWay
			}
			return want, true
		}
		// n.Y is evaluated only when n.X holds, and then gives n's value.
		return want, want&whenFalse == 0 || d.nilTestOf(n.X, check, token.NEQ)
	case token.LOR:
		if child == n.X {
			if want != whenFalse {
				want = eitherWay
			}
			return want, true
		}
		// n.Y is evaluated only when n.X fails, and then gives n's value.
		return want, want&whenTrue == 0 || d.nilTestOf(n.X, check, token.EQL)
	}
	return eitherWay, true
}

// nilTestOf reports whether e is "p op nil" (or "nil op p") with p an
// expression that check reads (res in res.IsError).
func (d *Dominance) nilTestOf(e ast.Expr, check ast.Node, op token.Token) bool {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	if !ok || b.Op != op {
		return false
	}
	p := b.X
	if d.isNil(b.X) {
		p = b.Y
	} else if !d.isNil(b.Y) {
		return false
	}
	want := types.ExprString(ast.Unparen(p))
	found := false
	ast.Inspect(check, func(n ast.Node) bool {
		if x, isExpr := n.(ast.Expr); isExpr && !found {
			found = types.ExprString(x) == want
		}
		return !found
	})
	return found
}

func (d *Dominance) isNil(e ast.Expr) bool {
	tv, ok := d.info.Types[e]
	return ok && tv.IsNil()
}

// evaluatedBefore reports whether check is evaluated on every path from the
// start of node to target, both inside it. Where they part (the innermost
// expression holding both), target sits in a later operand: in the right
// operand of &&, which runs only when the left one held, check must be
// evaluated whenever the left one holds; in that of ||, whenever it fails.
func (d *Dominance) evaluatedBefore(node, check ast.Node, target token.Pos) bool {
	path := pathTo(node, check)
	for i := len(path) - 2; i >= 0; i-- {
		if !within(path[i], target) {
			continue
		}
		want := eitherWay
		if b, ok := path[i].(*ast.BinaryExpr); ok && path[i+1] == b.X && within(b.Y, target) {
			switch b.Op {
			case token.LAND:
				want = whenTrue
			case token.LOR:
				want = whenFalse
			}
		}
		return d.evaluatedWhen(path[i+1], check, want)
	}
	return true
}

// pathTo returns the nodes from root down to target, both included; nil
// when target is not inside root.
func pathTo(root, target ast.Node) []ast.Node {
	var stack, found []ast.Node
	ast.Inspect(root, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		stack = append(stack, n)
		if n == target {
			found = append([]ast.Node(nil), stack...)
		}
		return true
	})
	return found
}

// disjuncts splits a || b || c into its operands.
func disjuncts(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LOR {
		return append(disjuncts(b.X), disjuncts(b.Y)...)
	}
	return []ast.Expr{ast.Unparen(e)}
}
