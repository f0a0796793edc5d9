package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A value the function answers with may still be tested for something
// else than an empty answer: because the code after the test needs it.
// Such a test is a precondition, and silent, when
//
//   - after the test, the function acts on the value (actions.go): writes
//     into it, deletes it, or hands it to a call that must succeed for the
//     function to go on — the servers a profile is created with;
//   - the value is one element inside the loop over the answer (if
//     row.Title == "" inside for _, row := range rows: a malformed
//     element);
//   - on the client, the value is a scalar used only as a key after the
//     test: an index, a map key, an operand of a comparison (an id that
//     correlates rows).
//
// (Issue 28 deleted the envelope of the answer's list, the scalar key and
// the item picked by a constant key server side: one element picked from
// a list, a scalar and a picked item are not collections.)

// precondition reports whether the test of x in stmt guards what
// the function does after it.
func (d *handlerData) precondition(x ast.Expr, stmt ast.Stmt) bool {
	root := d.m.RootVar(x)
	return d.actedOnAfter(root, stmt.End()) || d.loopElement(root, stmt)
}

// isPath reports whether e names the value at part of root.
func (d *handlerData) isPath(e ast.Expr, root types.Object, part string) bool {
	r, p, ok := d.pathOf(e)
	return ok && r == root && p == part
}

// keyOnly reports whether x, a scalar, is used after stmt, and only as a
// key: an index, a map key, an operand of a comparison (the precondition a
// client function's test may be).
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
