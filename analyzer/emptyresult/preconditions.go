package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A value the function answers with may still be tested for something
// else than an empty answer: because the code after the test needs it.
// Such a test is a precondition, and silent, when after the test
//
//   - the function acts on the value (actions.go): writes into it, deletes
//     it, or hands it to a call that must succeed for the function to go
//     on — the target of an update, a delete, a quarantine, the servers a
//     profile is created with;
//   - the value is the envelope of the answer's list: a list whose element
//     the function reads by index, of which the answer takes only the
//     elements of a list inside that element (envelope, below); an
//     element whose fields the answer takes is the answer's own;
//   - the value is a scalar used only as a key: an index, a map key, an
//     operand of a comparison (an id that correlates rows);
//   - the value is one element inside the loop over the answer (if
//     row.Title == "" inside for _, row := range rows: a malformed
//     element), or an item the function picked by a constant key it chose
//     itself (the "ErrorPatternLogs" analysis of an investigation it ran):
//     missing, its own call failed.

// precondition reports whether the test of x in stmt guards what
// the function does after it.
func (d *handlerData) precondition(x ast.Expr, stmt ast.Stmt) bool {
	root := d.m.RootVar(x)
	return d.actedOnAfter(root, stmt.End()) || d.loopElement(root, stmt) || d.pickedByConstant(root) ||
		d.guardsAfter(x, stmt)
}

// guardsAfter reports whether x is the envelope of the answer's list, or
// is tested as a key (the preconditions a client function's test may be
// too).
func (d *handlerData) guardsAfter(x ast.Expr, stmt ast.Stmt) bool {
	return d.envelope(x, stmt) || d.keyOnly(x, stmt)
}

// envelope reports whether x is a list that holds the answer's list
// rather than being it: the function reads an element of x by index after
// stmt, never ranges over x, and the answer takes from x only the
// elements of a list inside that element (msearch's Responses[0].Hits.Hits:
// the answer is the hits, and their emptiness is the answer's; a reply
// without its one response is malformed). An element whose scalar fields
// the answer takes (latest := series[len(series)-1] answering
// latest.Value) is the answer's own: x is the answer.
func (d *handlerData) envelope(x ast.Expr, stmt ast.Stmt) bool {
	t := d.info.TypeOf(x)
	switch types.Unalias(t).Underlying().(type) {
	case *types.Slice, *types.Array:
	default:
		return false
	}
	root, part, ok := d.pathOf(x)
	if !ok {
		return false
	}
	indexed, ranged := false, false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IndexExpr:
			indexed = indexed || n.Pos() > stmt.End() && mcpmodel.IsElementRead(d.info, n) && d.isPath(n.X, root, part)
		case *ast.RangeStmt:
			ranged = ranged || d.isPath(n.X, root, part)
		}
		return !ranged
	})
	if !indexed || ranged {
		return false
	}
	rests, _ := d.answeredWithin(x)
	for _, rest := range rests {
		if !strings.HasPrefix(rest, elementStep) || !isList(typeAtPart(t, rest)) && !strings.Contains(rest[len(elementStep):], elementStep) {
			return false // the list, an element or a scalar of one is answered
		}
	}
	return len(rests) > 0
}

// isPath reports whether e names the value at part of root.
func (d *handlerData) isPath(e ast.Expr, root types.Object, part string) bool {
	r, p, ok := d.pathOf(e)
	return ok && r == root && p == part
}

// isNilTest reports whether e compares a value with nil.
func isNilTest(info *types.Info, e ast.Expr) bool {
	b, ok := ast.Unparen(e).(*ast.BinaryExpr)
	return ok && b.Op == token.EQL && (info.Types[b.X].IsNil() || info.Types[b.Y].IsNil())
}

// keyOnly reports whether x, a scalar, is used after stmt, and only as a
// key: an index, a map key, an operand of a comparison.
func (d *handlerData) keyOnly(x ast.Expr, stmt ast.Stmt) bool {
	if _, isBasic := types.Unalias(d.info.TypeOf(x)).Underlying().(*types.Basic); !isBasic {
		return false
	}
	root, part, ok := d.pathOf(x)
	if !ok {
		return false
	}
	keys, others := 0, 0
	var stack []ast.Node
	ast.Inspect(d.body, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		if e, isExpr := n.(ast.Expr); isExpr && e.Pos() > stmt.End() && d.isPath(e, root, part) {
			switch {
			case isKeyUse(stack, e):
				keys++
			case !d.inMessage(stack):
				others++
			}
			return false
		}
		stack = append(stack, n)
		return true
	})
	return keys > 0 && others == 0
}

// inMessage reports whether the innermost call around a use, among the
// enclosing nodes stack, makes an error or logs (fmt.Errorf, errors.New,
// a logger's call): naming the value in a message is no use of it as
// data.
func (d *handlerData) inMessage(stack []ast.Node) bool {
	for i := len(stack) - 1; i >= 0; i-- {
		call, ok := stack[i].(*ast.CallExpr)
		if !ok {
			continue
		}
		if mcpmodel.IsErrorType(d.info.TypeOf(call)) {
			return true
		}
		// fmt prints and formats output, the answer's as much as anyone's.
		fn, _ := typeutil.Callee(d.info, call).(*types.Func)
		return fn != nil && fn.Pkg() != nil && fn.Pkg().Path() != "fmt" && knowledge.IsObservabilityPackage(fn.Pkg().Path())
	}
	return false
}

// isKeyUse reports whether e, whose enclosing nodes are stack (innermost
// last), is used as an index or a map key, or compared.
func isKeyUse(stack []ast.Node, e ast.Expr) bool {
	if len(stack) == 0 {
		return false
	}
	switch parent := stack[len(stack)-1].(type) {
	case *ast.IndexExpr:
		return parent.Index == e
	case *ast.BinaryExpr:
		switch parent.Op {
		case token.EQL, token.NEQ, token.LSS, token.LEQ, token.GTR, token.GEQ:
			return true
		}
	}
	return false
}

// pickedByConstant reports whether every assignment to root that is not
// its declaration sits in the body of an if whose condition compares with
// a constant only (if items[i].Name == "x" { found = &items[i] }).
func (d *handlerData) pickedByConstant(root types.Object) bool {
	if root == nil {
		return false
	}
	picked, other := false, false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		stmt, ok := n.(*ast.IfStmt)
		if !ok {
			return true
		}
		if assignsTo(d.info, stmt.Body, root) {
			if d.comparesWithConstantOnly(stmt.Cond) {
				picked = true
			} else {
				other = true
			}
		}
		return true
	})
	return picked && !other
}

// assignsTo reports whether block assigns v directly (not in a nested
// block).
func assignsTo(info *types.Info, block *ast.BlockStmt, v types.Object) bool {
	for _, stmt := range block.List {
		if assign, ok := stmt.(*ast.AssignStmt); ok {
			for _, l := range assign.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == v {
					return true
				}
			}
		}
	}
	return false
}

// comparesWithConstantOnly reports whether cond is x == c with c a
// constant.
func (d *handlerData) comparesWithConstantOnly(cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return false
	}
	return d.info.Types[b.X].Value != nil || d.info.Types[b.Y].Value != nil
}
