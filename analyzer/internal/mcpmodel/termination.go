package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Termination: whether control can go on from a statement to the one
// after it. This is the one definition the model and the checks use (the
// isError scopes, the reasoning on conditions, the reach of an assignment,
// the control-flow graphs' calls that never return).
//
// A call never returns when it is panic, a function that
// golang.org/x/tools/go/analysis/passes/ctrlflow knows never returns (it
// infers it over the static call graph: os.Exit, log.Fatal*, runtime.Goexit,
// (*testing.common).FailNow and Fatal*, a function of this package or of a
// dependency that always ends in one of those), or one of the knowledge
// table's exits, which covers what ctrlflow cannot see: methods called
// through an interface (testing.TB's Fatal*, a logger interface's Fatal*).

// NeverReturns reports whether call does not return to its caller.
func (m *Model) NeverReturns(call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(m.info, call).(type) {
	case *types.Builtin:
		return fn.Name() == "panic"
	case *types.Func:
		return m.cfgs != nil && m.cfgs.NoReturn(fn) || knowledge.ExitOf(fn).NeverReturns
	}
	return false
}

// Terminates reports whether control never goes on from s to the
// statement after it: a return; a branch statement (break, continue, goto
// and fallthrough all go elsewhere); a call that never returns; a block
// whose last statement terminates; an if whose branches both terminate;
// and, as in the Go specification's terminating statements, a for loop
// without a condition, and a switch with a default clause or a select,
// whose clauses all terminate, when no break leaves them; a labeled
// statement that terminates.
func (m *Model) Terminates(s ast.Stmt) bool { return m.terminates(s, true) }

// leavesForGood reports whether s terminates without a break: control
// never reaches what follows the statement s is nested in either (a break
// may go on right after its loop or switch).
func (m *Model) leavesForGood(s ast.Stmt) bool { return m.terminates(s, false) }

// terminates is Terminates; breaks says whether a break counts.
func (m *Model) terminates(s ast.Stmt, breaks bool) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		return breaks || s.Tok != token.BREAK
	case *ast.ExprStmt:
		call, ok := ast.Unparen(s.X).(*ast.CallExpr)
		return ok && m.NeverReturns(call)
	case *ast.BlockStmt:
		return m.listTerminates(s.List, breaks)
	case *ast.IfStmt:
		return s.Else != nil && m.terminates(s.Body, breaks) && m.terminates(s.Else, breaks)
	case *ast.LabeledStmt:
		return m.compoundTerminates(s.Stmt, s.Label.Name, breaks)
	}
	return m.compoundTerminates(s, "", breaks)
}

// compoundTerminates answers for a for, switch or select statement s,
// labeled label (or ""), and for any other statement as terminates.
func (m *Model) compoundTerminates(s ast.Stmt, label string, breaks bool) bool {
	switch s := s.(type) {
	case *ast.ForStmt:
		return s.Cond == nil && !hasBreak(s.Body, label)
	case *ast.SwitchStmt:
		return m.clausesTerminate(s.Body, false, label, breaks)
	case *ast.TypeSwitchStmt:
		return m.clausesTerminate(s.Body, false, label, breaks)
	case *ast.SelectStmt:
		return m.clausesTerminate(s.Body, true, label, breaks)
	case *ast.LabeledStmt, *ast.ReturnStmt, *ast.BranchStmt, *ast.ExprStmt, *ast.BlockStmt, *ast.IfStmt:
		return m.terminates(s, breaks)
	}
	return false
}

// listTerminates reports whether the last non-empty statement of list
// terminates.
func (m *Model) listTerminates(list []ast.Stmt, breaks bool) bool {
	for i := len(list) - 1; i >= 0; i-- {
		if _, empty := list[i].(*ast.EmptyStmt); !empty {
			return m.terminates(list[i], breaks)
		}
	}
	return false
}

// clausesTerminate reports whether every clause of a switch or select body
// terminates (or, in a switch, falls through), a switch has a default
// clause, and no break leaves the statement.
func (m *Model) clausesTerminate(body *ast.BlockStmt, isSelect bool, label string, breaks bool) bool {
	hasDefault := isSelect
	for _, c := range body.List {
		var list []ast.Stmt
		switch c := c.(type) {
		case *ast.CaseClause:
			list = c.Body
			hasDefault = hasDefault || c.List == nil
		case *ast.CommClause:
			list = c.Body
		}
		if !m.listTerminates(list, breaks) && !endsInFallthrough(list) {
			return false
		}
	}
	return hasDefault && !hasBreak(body, label)
}

func endsInFallthrough(list []ast.Stmt) bool {
	if len(list) == 0 {
		return false
	}
	b, ok := list[len(list)-1].(*ast.BranchStmt)
	return ok && b.Tok == token.FALLTHROUGH
}

// hasBreak reports whether body, the body of a loop, switch or select
// labeled label (or ""), holds a break that leaves it: an unlabeled one
// not nested in another loop, switch or select, or one naming label.
func hasBreak(body ast.Node, label string) bool {
	found := false
	var visit func(n ast.Node, nested bool)
	visit = func(n ast.Node, nested bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			if found {
				return false
			}
			switch x := x.(type) {
			case *ast.FuncLit:
				return false
			case *ast.BranchStmt:
				if x.Tok == token.BREAK && (x.Label == nil && !nested || x.Label != nil && x.Label.Name == label) {
					found = true
				}
			case *ast.ForStmt, *ast.RangeStmt, *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
				if x != n {
					visit(x, true)
					return false
				}
			}
			return true
		})
	}
	visit(body, false)
	return found
}
