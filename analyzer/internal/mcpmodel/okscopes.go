package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
)

// okScopesIn finds where in body a tool result is known not to be an
// isError result: the mirror of ErrorScopesIn, for the caller contexts
// (callercontext.go).
//
//	if !res.IsError { HERE }                   (also in the rest of a && chain)
//	if res.IsError { … } else { HERE }         (also res.IsError || x)
//	if res.IsError { return … }; HERE          (to the end of the block; also
//	                                            err != nil || res.IsError)
//	if err := refusal(res); err != nil { return … }; HERE
//	err = refusal(res); if err != nil { return … }; HERE
//
// refusal is a function known to check IsError of its argument (the
// IsError-checker summary) that returns an error: a refusal comes back as
// a non-nil error, by the convention of Go's error results. A bare look at
// IsError (if res.IsError { log… }; HERE), or a checker whose answer is
// not tested (ensure(res); HERE), leaves HERE reachable by a refusal.
func (m *Model) okScopesIn(body *ast.BlockStmt) *ErrorScopes {
	s := &ErrorScopes{}
	m.InspectTypes(body, scopeNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			s.okIfSpans(m, n)
		case *ast.BlockStmt:
			s.okAfterExitSpans(m, n.List, n.End())
		case *ast.CaseClause:
			s.okAfterExitSpans(m, n.Body, n.End())
		case *ast.CommClause:
			s.okAfterExitSpans(m, n.Body, n.End())
		}
		return true
	})
	return s
}

func (s *ErrorScopes) okIfSpans(m *Model, stmt *ast.IfStmt) {
	for _, c := range conjuncts(stmt.Cond) {
		if res, ok := m.notIsError(c); ok {
			root := m.RootVar(res)
			s.add(stmt.Body.Pos(), stmt.Body.End(), root)
			s.add(c.End(), stmt.Cond.End(), root)
		}
	}
	if stmt.Else != nil {
		for _, res := range m.isErrorDisjuncts(stmt.Cond) {
			s.add(stmt.Else.Pos(), stmt.Else.End(), m.RootVar(res))
		}
	}
}

// okAfterExitSpans adds, for each statement of list that leaves on a
// refusal (see okScopesIn), the rest of the list up to end.
func (s *ErrorScopes) okAfterExitSpans(m *Model, list []ast.Stmt, end token.Pos) {
	for i, stmt := range list {
		ifStmt, ok := stmt.(*ast.IfStmt)
		if !ok || ifStmt.Else != nil || !m.Terminates(ifStmt.Body) {
			continue
		}
		results := m.isErrorDisjuncts(ifStmt.Cond)
		results = append(results, m.refusalErrorTested(ifStmt.Init, ifStmt.Cond)...)
		if i > 0 && ifStmt.Init == nil {
			results = append(results, m.refusalErrorTested(list[i-1], ifStmt.Cond)...)
		}
		for _, res := range results {
			s.add(ifStmt.End(), end, m.RootVar(res))
		}
	}
}

// isErrorDisjuncts returns the results whose IsError is read as an operand
// of the disjunction cond (res.IsError, err != nil || res.IsError): when
// cond is false, each of them is known not to be a refusal.
func (m *Model) isErrorDisjuncts(cond ast.Expr) []ast.Expr {
	var out []ast.Expr
	for _, d := range disjuncts(cond) {
		if res, ok := m.IsErrorRead(d); ok {
			out = append(out, res)
		}
	}
	return out
}

// refusalErrorTested returns the results an IsError checker returning an
// error is given in assign (err := refusal(res)), when cond tests that
// error for nil (err != nil, or as an operand of a disjunction).
func (m *Model) refusalErrorTested(assign ast.Stmt, cond ast.Expr) []ast.Expr {
	a, ok := assign.(*ast.AssignStmt)
	if !ok || len(a.Rhs) != 1 {
		return nil
	}
	call, ok := ast.Unparen(a.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return nil
	}
	errVar := m.errorResultVar(a.Lhs, call)
	if errVar == nil || !m.testsNotNil(cond, errVar) {
		return nil
	}
	return m.checkedArgs(call)
}

// errorResultVar returns the variable lhs gives the last result of call
// when that result is an error.
func (m *Model) errorResultVar(lhs []ast.Expr, call *ast.CallExpr) *types.Var {
	t, ok := m.info.TypeOf(call).(*types.Tuple)
	var last types.Type
	switch {
	case ok && t.Len() == len(lhs) && t.Len() > 0:
		last = t.At(t.Len() - 1).Type()
	case !ok && len(lhs) == 1:
		last = m.info.TypeOf(call)
	default:
		return nil
	}
	if !types.Identical(last, types.Universe.Lookup("error").Type()) {
		return nil
	}
	return varOf(m.info, lhs[len(lhs)-1])
}

// testsNotNil reports whether cond has err != nil as a disjunct.
func (m *Model) testsNotNil(cond ast.Expr, errVar *types.Var) bool {
	for _, d := range disjuncts(cond) {
		b, ok := d.(*ast.BinaryExpr)
		if !ok || b.Op != token.NEQ {
			continue
		}
		if m.info.Types[b.Y].IsNil() && varOf(m.info, b.X) == errVar {
			return true
		}
	}
	return false
}
