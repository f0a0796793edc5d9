package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A test of the payload itself — a comma-ok assertion of StructuredContent,
// a nil or length test of the structured channel — is not a refusal check:
// a refusal's payload is nil, so its failing branch turns the refusal into
// a misleading error ("unexpected payload") and loses the refusal's
// message. Such a test is a read, or leaves the reads after it unguarded.
// A test whose failing branch is a test's own failure (t.Fatal,
// require.True(t, ok)) still counts: the test fails on a refusal either way.

// refusalLosingAssertions returns the comma-ok type assertions of body
// (v, ok := x.(T)) whose failing ok leads to a failure exit outside tests:
// a returned error, an error result, a panic or an exit; and the type
// switches whose default or nil case does. Such an assertion is a payload
// read like any other; one whose ok is only used otherwise (a fallback to
// the text, a log line, a test's t.Fatal) stays a presence test.
func (m *Model) refusalLosingAssertions(body ast.Node) map[*ast.TypeAssertExpr]bool {
	out := m.refusalLosingSwitches(body)
	asserted := make(map[types.Object][]*ast.TypeAssertExpr) // by ok variable, in source order
	m.Inspect(body, func(n ast.Node) bool {
		if lhs, rhs, ok := Assignment(n); ok && len(lhs) == 2 && len(rhs) == 1 {
			ta, isAssert := ast.Unparen(rhs[0]).(*ast.TypeAssertExpr)
			id, isIdent := ast.Unparen(lhs[1]).(*ast.Ident)
			if obj := m.info.ObjectOf(id); isAssert && isIdent && obj != nil {
				asserted[obj] = append(asserted[obj], ta)
			}
		}
		return true
	})
	if len(asserted) == 0 {
		return out
	}
	m.Inspect(body, func(n ast.Node) bool {
		stmt, ok := n.(*ast.IfStmt)
		if !ok {
			return true
		}
		okVar, failing := m.okFailureBranch(stmt)
		if ta := lastBefore(asserted[okVar], stmt.Cond.Pos()); ta != nil && m.losesRefusalIn(failing) {
			out[ta] = true
		}
		return true
	})
	return out
}

// lastBefore returns the last of assertions (in source order) that starts
// before pos: the one whose ok the condition at pos tests, when ok is
// reused.
func lastBefore(assertions []*ast.TypeAssertExpr, pos token.Pos) *ast.TypeAssertExpr {
	var last *ast.TypeAssertExpr
	for _, ta := range assertions {
		if ta.Pos() < pos {
			last = ta
		}
	}
	return last
}

// refusalLosingSwitches returns the assertions of the type switches of body
// whose default or nil case takes a failure exit outside tests: where a
// refusal's nil payload goes.
func (m *Model) refusalLosingSwitches(body ast.Node) map[*ast.TypeAssertExpr]bool {
	out := make(map[*ast.TypeAssertExpr]bool)
	m.Inspect(body, func(n ast.Node) bool {
		sw, ok := n.(*ast.TypeSwitchStmt)
		if !ok {
			return true
		}
		ta := SwitchAssertion(sw)
		if ta == nil {
			return true
		}
		for _, stmt := range sw.Body.List {
			cc, isCase := stmt.(*ast.CaseClause)
			if isCase && m.catchesNil(cc) && m.losesRefusal(cc.Body, cc.Colon) {
				out[ta] = true
			}
		}
		return true
	})
	return out
}

// SwitchAssertion returns the x.(type) of a type switch (switch x.(type),
// switch v := x.(type)), or nil.
func SwitchAssertion(sw *ast.TypeSwitchStmt) *ast.TypeAssertExpr {
	var e ast.Expr
	switch a := sw.Assign.(type) {
	case *ast.AssignStmt:
		if len(a.Rhs) == 1 {
			e = a.Rhs[0]
		}
	case *ast.ExprStmt:
		e = a.X
	}
	ta, _ := ast.Unparen(e).(*ast.TypeAssertExpr)
	return ta
}

// catchesNil reports whether a type switch's clause is taken for a nil
// value: default, or a case listing nil.
func (m *Model) catchesNil(cc *ast.CaseClause) bool {
	if cc.List == nil {
		return true
	}
	for _, e := range cc.List {
		if tv, ok := m.info.Types[e]; ok && tv.IsNil() {
			return true
		}
	}
	return false
}

// okFailureBranch recognises if !ok {…}, if ok == false {…} and
// if ok {…} else {…}, and returns the ok variable and the branch taken
// when it is false.
func (m *Model) okFailureBranch(stmt *ast.IfStmt) (types.Object, ast.Stmt) {
	cond := ast.Unparen(stmt.Cond)
	if id, ok := cond.(*ast.Ident); ok {
		return m.info.ObjectOf(id), stmt.Else
	}
	if u, ok := cond.(*ast.UnaryExpr); ok && u.Op == token.NOT {
		if id, ok := ast.Unparen(u.X).(*ast.Ident); ok {
			return m.info.ObjectOf(id), stmt.Body
		}
	}
	if b, ok := cond.(*ast.BinaryExpr); ok && b.Op == token.EQL {
		id, isIdent := ast.Unparen(b.X).(*ast.Ident)
		if f, isFalse := ast.Unparen(b.Y).(*ast.Ident); isIdent && isFalse && f.Name == "false" {
			return m.info.ObjectOf(id), stmt.Body
		}
	}
	return nil, nil
}

// losesRefusalIn reports whether branch, a block, takes a failure exit that
// is not a test's own failure.
func (m *Model) losesRefusalIn(branch ast.Stmt) bool {
	block, ok := branch.(*ast.BlockStmt)
	return ok && m.losesRefusal(block.List, block.Pos())
}

// losesRefusal reports whether the statements of a branch, starting at pos,
// take a failure exit that is not a test's own failure.
func (m *Model) losesRefusal(stmts []ast.Stmt, pos token.Pos) bool {
	switch m.BlockFailure(&ast.BlockStmt{List: stmts}, m.enclosingSignature(pos)) {
	case FailErrReturn, FailErrResult, FailPanic, FailExit:
		return true
	}
	return false
}

// enclosingSignature returns the signature of the innermost function
// (declaration or literal) of the package that contains pos.
func (m *Model) enclosingSignature(pos token.Pos) *types.Signature {
	for _, file := range m.pass.Files {
		if !within(file, pos) {
			continue
		}
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil || !within(decl, pos) {
				continue
			}
			var sig *types.Signature
			if fn, ok := m.info.Defs[decl.Name].(*types.Func); ok {
				sig = fn.Type().(*types.Signature)
			}
			m.Inspect(decl.Body, func(n ast.Node) bool {
				if lit, ok := n.(*ast.FuncLit); ok && within(lit, pos) {
					sig, _ = m.info.TypeOf(lit).(*types.Signature)
				}
				return true
			})
			return sig
		}
	}
	return nil
}

// refusalLosingPresenceTests returns the nil and length tests of a payload
// in body (res.StructuredContent == nil, len(res.RawStructuredContent) == 0)
// whose branch for a missing payload takes a failure exit outside tests.
// The other ones stay checks: a refusal goes to a branch that does not
// pretend to know why the payload is missing (return nil, a fallback, a
// test's t.Fatal).
func (m *Model) refusalLosingPresenceTests(body ast.Node) map[ast.Node]bool {
	out := make(map[ast.Node]bool)
	m.Inspect(body, func(n ast.Node) bool {
		stmt, ok := n.(*ast.IfStmt)
		if !ok {
			return true
		}
		for _, d := range disjuncts(stmt.Cond) {
			b, isBinary := d.(*ast.BinaryExpr)
			if !isBinary {
				continue
			}
			if _, isTest := m.payloadPresenceTest(b); !isTest {
				continue
			}
			missing := ast.Stmt(stmt.Body)
			if !testsAbsence(b.Op) {
				missing = stmt.Else
			}
			if m.losesRefusalIn(missing) {
				out[b] = true
			}
		}
		return true
	})
	return out
}

// testsAbsence reports whether a presence test with operator op holds when
// the payload is missing: == nil, len(…) == 0, len(…) < 1, len(…) <= 0.
func testsAbsence(op token.Token) bool {
	return op == token.EQL || op == token.LSS || op == token.LEQ
}
