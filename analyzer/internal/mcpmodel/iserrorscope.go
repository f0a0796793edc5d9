package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
)

// ErrorScopes knows, syntactically, where in a function a tool result is
// known to be an isError result:
//
//	if res.IsError { HERE }                 (also in the rest of a && chain)
//	if !res.IsError { … } else { HERE }     (also !res.IsError || x)
//	if !res.IsError { return … }; HERE      (to the end of the block; also
//	                                         !res.IsError || x)
//
// if strict && res.IsError { return }; HERE is not one: with strict false,
// HERE is reached whatever IsError says.
type ErrorScopes struct {
	spans []errorSpan
}

type errorSpan struct {
	from, to token.Pos
	result   types.Object // the variable holding the result
}

// scopeNodes are the nodes ErrorScopesIn reads.
var scopeNodes = []ast.Node{(*ast.IfStmt)(nil), (*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil)}

// ErrorScopesIn finds the isError scopes of body.
func (m *Model) ErrorScopesIn(body *ast.BlockStmt) *ErrorScopes {
	s := &ErrorScopes{}
	m.InspectTypes(body, scopeNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.IfStmt:
			s.ifSpans(m, n)
		case *ast.BlockStmt:
			s.afterExitSpans(m, n.List, n.End())
		case *ast.CaseClause:
			s.afterExitSpans(m, n.Body, n.End())
		case *ast.CommClause:
			s.afterExitSpans(m, n.Body, n.End())
		}
		return true
	})
	return s
}

// Known reports whether the result held by variable result is known to be
// an isError result at pos.
func (s *ErrorScopes) Known(pos token.Pos, result types.Object) bool {
	if result == nil {
		return false
	}
	for _, span := range s.spans {
		if span.result == result && span.from <= pos && pos < span.to {
			return true
		}
	}
	return false
}

func (s *ErrorScopes) add(from, to token.Pos, result types.Object) {
	if result != nil {
		s.spans = append(s.spans, errorSpan{from: from, to: to, result: result})
	}
}

func (s *ErrorScopes) ifSpans(m *Model, stmt *ast.IfStmt) {
	for _, c := range conjuncts(stmt.Cond) {
		if res, ok := m.IsErrorRead(c); ok {
			root := m.RootVar(res)
			s.add(stmt.Body.Pos(), stmt.Body.End(), root)
			s.add(c.End(), stmt.Cond.End(), root)
		}
	}
	if res, ok := m.notIsErrorDisjunct(stmt.Cond); ok && stmt.Else != nil {
		s.add(stmt.Else.Pos(), stmt.Else.End(), m.RootVar(res))
	}
}

// afterExitSpans adds, for each if !res.IsError { …exit } in list, the
// rest of the list up to end.
func (s *ErrorScopes) afterExitSpans(m *Model, list []ast.Stmt, end token.Pos) {
	for _, stmt := range list {
		ifStmt, ok := stmt.(*ast.IfStmt)
		if !ok || ifStmt.Else != nil || !m.Terminates(ifStmt.Body) {
			continue
		}
		if res, ok := m.notIsErrorDisjunct(ifStmt.Cond); ok {
			s.add(ifStmt.End(), end, m.RootVar(res))
		}
	}
}

// notIsErrorDisjunct recognises a condition that fails only when the result
// is an isError result: !res.IsError, or a disjunction with it as an
// operand (!res.IsError || cached): when the whole fails, every operand did.
func (m *Model) notIsErrorDisjunct(cond ast.Expr) (ast.Expr, bool) {
	for _, d := range disjuncts(cond) {
		if res, ok := m.notIsError(d); ok {
			return res, true
		}
	}
	return nil, false
}

// notIsError recognises !res.IsError and res.IsError == false.
func (m *Model) notIsError(cond ast.Expr) (ast.Expr, bool) {
	switch c := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if c.Op == token.NOT {
			return m.IsErrorRead(c.X)
		}
	case *ast.BinaryExpr:
		if c.Op == token.EQL {
			if id := identOf(c.Y); id != nil && id.Name == "false" {
				return m.IsErrorRead(c.X)
			}
		}
	}
	return nil, false
}

// conjuncts splits a && b && c into its operands.
func conjuncts(e ast.Expr) []ast.Expr {
	if b, ok := ast.Unparen(e).(*ast.BinaryExpr); ok && b.Op == token.LAND {
		return append(conjuncts(b.X), conjuncts(b.Y)...)
	}
	return []ast.Expr{ast.Unparen(e)}
}

// Anywhere reports whether some result is known to be an isError result at
// pos (for values whose result variable is not tracked, such as a payload).
func (s *ErrorScopes) Anywhere(pos token.Pos) bool {
	for _, span := range s.spans {
		if span.from <= pos && pos < span.to {
			return true
		}
	}
	return false
}
