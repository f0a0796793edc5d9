package emptyresult

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A search often keeps what it matched as it ranges over the rows it
// fetched, and remembers in a flag that it kept something:
//
//	found := false
//	for _, p := range policies {
//		if matches(p, q) {
//			found = true
//			fmt.Fprintf(&b, "%s\n", p.Name)
//		}
//	}
//	if !found {
//		return toolError("no policies found")
//	}
//
// The flag is set only in the loop over the rows, so !found says that the
// loop kept no row: an emptiness test of the rows it ranges over, asked
// like any other (are the rows the answer?).

// testedValue returns the value e tests for emptiness in the function
// whose body is body: emptinessOperand's, or the rows a found flag was set
// over.
func testedValue(m *mcpmodel.Model, body *ast.BlockStmt, e ast.Expr) ast.Expr {
	if x := emptinessOperand(m.Info(), e); x != nil {
		return x
	}
	if flag := flagOperand(m.Info(), e); flag != nil {
		return foundOver(m, body, m.Info().ObjectOf(flag))
	}
	return nil
}

// flagOperand returns v when e is !v, v == false or false == v, v a
// boolean variable.
func flagOperand(info *types.Info, e ast.Expr) *ast.Ident {
	var x ast.Expr
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			x = e.X
		}
	case *ast.BinaryExpr:
		switch {
		case e.Op == token.EQL && isFalse(info, e.Y):
			x = e.X
		case e.Op == token.EQL && isFalse(info, e.X):
			x = e.Y
		}
	}
	id := identOrNil(x)
	if id == nil {
		return nil
	}
	v, ok := info.ObjectOf(id).(*types.Var)
	if !ok || isPackageLevel(v) {
		return nil
	}
	if b, isBasic := types.Unalias(v.Type()).Underlying().(*types.Basic); !isBasic || b.Kind() != types.Bool {
		return nil
	}
	return id
}

func isFalse(info *types.Info, e ast.Expr) bool {
	tv := info.Types[e]
	return tv.Value != nil && tv.Value.Kind() == constant.Bool && !constant.BoolVal(tv.Value)
}

// foundOver returns the collection that flag is set over: every
// assignment of true to flag lies in the body of a range loop over that
// collection (the innermost loop around it), and every other assignment
// gives it false. Nil when the flag is anything else.
func foundOver(m *mcpmodel.Model, body *ast.BlockStmt, flag types.Object) ast.Expr {
	if flag == nil {
		return nil
	}
	info := m.Info()
	var (
		over  ast.Expr
		ok    = true
		loops []*ast.RangeStmt
		stack []ast.Node
	)
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil {
			if top, isLoop := stack[len(stack)-1].(*ast.RangeStmt); isLoop && len(loops) > 0 && loops[len(loops)-1] == top {
				loops = loops[:len(loops)-1]
			}
			stack = stack[:len(stack)-1]
			return false
		}
		stack = append(stack, n)
		switch n := n.(type) {
		case *ast.RangeStmt:
			loops = append(loops, n)
		case *ast.AssignStmt, *ast.ValueSpec:
			lhs, rhs, _ := mcpmodel.Assignment(n)
			for i, l := range lhs {
				if id := identOrNil(l); id == nil || info.ObjectOf(id) != flag {
					continue
				}
				switch {
				case len(rhs) != len(lhs):
					ok = ok && len(rhs) == 0 // var found bool
				case isFalse(info, rhs[i]):
				case isTrue(info, rhs[i]) && len(loops) > 0:
					x := loops[len(loops)-1].X
					ok = ok && (over == nil || types.ExprString(over) == types.ExprString(x))
					over = x
				default:
					ok = false
				}
			}
		}
		return true
	})
	if !ok {
		return nil
	}
	return over
}

func isTrue(info *types.Info, e ast.Expr) bool {
	tv := info.Types[e]
	return tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}
