package mcpmodel

import (
	"go/ast"

	"golang.org/x/tools/go/ast/inspector"
)

// Reach on the syntax: whether a statement before a point of a function
// runs on every path to it, on some, or on none. Result sites use it for
// the assignments that build a local result before it is returned.

// reach says how a statement before a point relates to it.
type reach uint8

const (
	reachNone     reach = iota // it never runs before the point
	reachSome                  // it runs on some paths to the point
	reachDefinite              // it runs on every path to the point
)

// reachOf says whether stmt, a statement of fn before at, runs on every
// path to at, on some, or on none. It reasons on the syntax: stmt runs on
// every path when it is in a statement list that holds at (directly, or in
// the init of an if, switch or for of that list); on some paths when it is
// nested in a branch of that list that does not end in a return; on none
// when it sits in another branch of the statement that holds at.
func (m *Model) reachOf(fn ast.Node, stmt, at ast.Node) reach {
	c, ok := m.cursorOf(stmt)
	if !ok {
		return reachNone
	}
	definite := true
	var branches []branchPos // lists stmt is nested in below the common one
	for ; c.Node() != fn; c = c.Parent() {
		p := c.Parent()
		if p.Node() == nil || p.Node() == fn {
			return reachNone
		}
		if list := stmtList(p.Node()); list != nil {
			i := indexOf(list, c.Node())
			if contains(p.Node(), at) {
				return m.reachInList(list, i, at, definite, branches, c.Node() == stmt)
			}
			branches = append(branches, branchPos{list, i})
			if !isBareBlock(p) {
				definite = false
			}
			continue
		}
		if !isInitOf(p.Node(), c.Node()) && !isTransparent(p.Node()) {
			definite = false
		}
	}
	return reachNone
}

type branchPos struct {
	list []ast.Stmt
	i    int
}

// reachInList decides, in the lowest statement list that holds at, whether
// stmt (under list[i]) reaches at.
func (m *Model) reachInList(list []ast.Stmt, i int, at ast.Node, definite bool, branches []branchPos, direct bool) reach {
	j := -1
	for k, s := range list {
		if contains(s, at) {
			j = k
		}
	}
	switch {
	case i < 0 || j < i:
		return reachNone
	case j == i:
		// stmt and at are in one compound statement: stmt reaches at only
		// from that statement's init.
		if !direct && definite {
			return reachDefinite
		}
		return reachNone
	case definite:
		return reachDefinite
	}
	for _, b := range branches {
		if m.endsBranch(b.list[b.i+1:]) {
			return reachNone // the branch returns before reaching at
		}
	}
	return reachSome
}

// endsBranch reports whether a statement of stmts leaves the branch for
// good: it terminates, and not by a break, which may go on right after
// the loop or switch the branch is in.
func (m *Model) endsBranch(stmts []ast.Stmt) bool {
	for _, s := range stmts {
		if m.leavesForGood(s) {
			return true
		}
	}
	return false
}

func stmtList(n ast.Node) []ast.Stmt {
	switch n := n.(type) {
	case *ast.BlockStmt:
		return n.List
	case *ast.CaseClause:
		return n.Body
	case *ast.CommClause:
		return n.Body
	}
	return nil
}

func indexOf(list []ast.Stmt, n ast.Node) int {
	for i, s := range list {
		if s == n {
			return i
		}
	}
	return -1
}

func contains(outer, inner ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}

// isBareBlock reports whether the block at c is a statement of its own
// ({ … } in a list), which always runs.
func isBareBlock(c inspector.Cursor) bool {
	if _, ok := c.Node().(*ast.BlockStmt); !ok {
		return false
	}
	return stmtList(c.Parent().Node()) != nil
}

// isInitOf reports whether n is the init statement of the if, switch or
// for p, which runs whenever p does.
func isInitOf(p, n ast.Node) bool {
	switch p := p.(type) {
	case *ast.IfStmt:
		return p.Init == n
	case *ast.SwitchStmt:
		return p.Init == n
	case *ast.TypeSwitchStmt:
		return p.Init == n
	case *ast.ForStmt:
		return p.Init == n
	}
	return false
}

// isTransparent reports whether p runs its child whenever p runs: a label,
// a declaration.
func isTransparent(p ast.Node) bool {
	switch p.(type) {
	case *ast.LabeledStmt, *ast.DeclStmt, *ast.GenDecl:
		return true
	}
	return false
}
