package errmessage

import (
	"go/ast"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// In test code, an assertion on the wording is the test's expectation of
// its fixture and stays silent; a decision (skip when rate limited, retry
// while the text says "try again") is reported as anywhere else.
//
// An assertion is a decision one of whose outcomes fails the test:
//
//	if !strings.Contains(msg, "x") { t.Errorf(…) }          (anywhere)
//	if strings.Contains(msg, "x") { … } else { t.Fatal(…) }
//	if strings.Contains(msg, "x") { return }; t.Fatalf(…)    (expected; else fail)
//	switch msg { case "x": … default: t.Fatal(…) }

// testAssertions returns the if and switch statements of body that are
// assertions by the forms above other than the first (which holds
// anywhere and is the walk's own rule).
func testAssertions(m *mcpmodel.Model, body *ast.BlockStmt) map[ast.Node]bool {
	asserts := make(map[ast.Node]bool)
	fails := func(b *ast.BlockStmt) bool { return m.BlockFailure(b, nil) == mcpmodel.FailTest }
	list := func(stmts []ast.Stmt) {
		for i, stmt := range stmts {
			ifStmt, ok := stmt.(*ast.IfStmt)
			if !ok {
				continue
			}
			if els, ok := ifStmt.Else.(*ast.BlockStmt); ok && fails(els) {
				asserts[ifStmt] = true
			}
			if i+1 < len(stmts) && ifStmt.Else == nil && endsInReturn(ifStmt.Body) &&
				m.FailureExit(stmts[i+1], nil) == mcpmodel.FailTest {
				asserts[ifStmt] = true
			}
		}
	}
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BlockStmt:
			list(n.List)
		case *ast.CaseClause:
			list(n.Body)
		case *ast.CommClause:
			list(n.Body)
		case *ast.SwitchStmt:
			for _, clause := range n.Body.List {
				if cc := clause.(*ast.CaseClause); m.BlockFailure(&ast.BlockStmt{List: cc.Body}, nil) == mcpmodel.FailTest {
					asserts[n] = true
				}
			}
		}
		return true
	})
	return asserts
}

func endsInReturn(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	_, ok := b.List[len(b.List)-1].(*ast.ReturnStmt)
	return ok
}
