package mcpmodel

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
)

// What a condition's outcome says of a result (OKPoints, okscopes.go):
// whether the condition having that value rules out that the result is a
// refusal. The outcomes come from the edges of the control-flow graph, so
// the same reading serves an if, an else-if, a for and a switch case.

// verdict is an error variable that a refusal checker's answer about
// results was assigned to.
type verdict struct {
	err     *types.Var
	results []ast.Expr
}

// findVerdicts notes, for each if or tagless switch of list, the error
// variable its init statement (or the statement before it) assigns a
// refusal checker's answer to.
func (p *OKPoints) findVerdicts(list []ast.Stmt) {
	for i, stmt := range list {
		var init ast.Stmt
		var conds []ast.Expr
		switch s := stmt.(type) {
		case *ast.IfStmt:
			init, conds = s.Init, ifChainConds(s)
		case *ast.SwitchStmt:
			if s.Tag != nil {
				continue
			}
			init = s.Init
			for _, c := range s.Body.List {
				conds = append(conds, c.(*ast.CaseClause).List...)
			}
		default:
			continue
		}
		if init == nil && i > 0 {
			init = list[i-1]
		}
		v, ok := p.m.refusalVerdict(init)
		if !ok {
			continue
		}
		for _, r := range v.results {
			p.noteChecked(r)
		}
		for _, c := range conds {
			p.verdicts[c] = v
		}
	}
}

// ifChainConds returns the conditions of stmt and of its else-ifs.
func ifChainConds(stmt *ast.IfStmt) []ast.Expr {
	conds := []ast.Expr{stmt.Cond}
	if next, ok := stmt.Else.(*ast.IfStmt); ok && next.Init == nil {
		conds = append(conds, ifChainConds(next)...)
	}
	return conds
}

// refusalVerdict recognises err := refusal(res) (also err = …, and the
// last of several results): an IsError checker's answer that is an error.
func (m *Model) refusalVerdict(stmt ast.Stmt) (verdict, bool) {
	a, ok := stmt.(*ast.AssignStmt)
	if !ok || len(a.Rhs) != 1 {
		return verdict{}, false
	}
	call, ok := ast.Unparen(a.Rhs[0]).(*ast.CallExpr)
	if !ok {
		return verdict{}, false
	}
	errVar := m.errorResultVar(a.Lhs, call)
	results := m.checkedArgs(call)
	if errVar == nil || len(results) == 0 {
		return verdict{}, false
	}
	return verdict{err: errVar, results: results}, true
}

// condAccepts reports whether cond, a condition the graph branches on,
// having the value outcome rules out that result is a refusal. A case
// expression of a switch with a tag is the comparison tag == case.
func (p *OKPoints) condAccepts(cond ast.Expr, outcome bool, v verdict, result types.Object) bool {
	if tag, ok := p.tags[cond]; ok {
		return p.equalityAccepts(tag, cond, outcome, v, result)
	}
	return p.accepts(cond, outcome, v, result)
}

// accepts reports whether e having the value outcome rules out that
// result is a refusal: res.IsError false; the operands of a && that holds
// or a || that fails; a comparison with a boolean constant; the error v
// carries found nil.
func (p *OKPoints) accepts(e ast.Expr, outcome bool, v verdict, result types.Object) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return e.Op == token.NOT && p.accepts(e.X, !outcome, v, result)
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND:
			return outcome && (p.accepts(e.X, true, v, result) || p.accepts(e.Y, true, v, result))
		case token.LOR:
			return !outcome && (p.accepts(e.X, false, v, result) || p.accepts(e.Y, false, v, result))
		case token.EQL, token.NEQ:
			return p.equalityAccepts(e.X, e.Y, outcome == (e.Op == token.EQL), v, result)
		}
	}
	res, ok := p.m.IsErrorRead(e)
	return ok && !outcome && p.m.RootVar(res) == result
}

// equalityAccepts reports whether x == y being equal rules a refusal of
// result out: x compared with a boolean constant has a known value, and
// an error carrying a refusal checker's answer compared with nil says
// whether the checker found a refusal.
func (p *OKPoints) equalityAccepts(x, y ast.Expr, equal bool, v verdict, result types.Object) bool {
	if c, ok := p.boolConstant(y); ok {
		return p.accepts(x, equal == c, v, result)
	}
	if c, ok := p.boolConstant(x); ok {
		return p.accepts(y, equal == c, v, result)
	}
	if !equal || v.err == nil {
		return false
	}
	isNil := func(e ast.Expr) bool { return p.m.info.Types[e].IsNil() }
	if !(isNil(y) && varOf(p.m.info, x) == v.err || isNil(x) && varOf(p.m.info, y) == v.err) {
		return false
	}
	for _, r := range v.results {
		if p.m.RootVar(r) == result {
			return true
		}
	}
	return false
}

func (p *OKPoints) boolConstant(e ast.Expr) (bool, bool) {
	tv := p.m.info.Types[e]
	if tv.Value == nil || tv.Value.Kind() != constant.Bool {
		return false, false
	}
	return constant.BoolVal(tv.Value), true
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
