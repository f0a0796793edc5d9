package mcpmodel

import (
	"go/ast"
	"sort"

	"golang.org/x/tools/go/ast/inspector"
)

// Walking syntax. The package's syntax is indexed once, by inspect.Analyzer,
// and shared by every check; the model and the checks walk that index
// instead of calling ast.Inspect on the trees again.

// funcCursors returns the cursors of the package's function declarations,
// in position order, so that a node's enclosing declaration is found by
// binary search.
func funcCursors(in *inspector.Inspector) []inspector.Cursor {
	var decls []inspector.Cursor
	for c := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		decls = append(decls, c)
	}
	sort.Slice(decls, func(i, j int) bool { return decls[i].Node().Pos() < decls[j].Node().Pos() })
	return decls
}

// cursorOf returns the cursor of n, a node inside a function declaration
// (or the declaration itself); false for nodes outside every declaration.
func (m *Model) cursorOf(n ast.Node) (inspector.Cursor, bool) {
	i := sort.Search(len(m.decls), func(i int) bool { return m.decls[i].Node().End() >= n.End() })
	if i == len(m.decls) || m.decls[i].Node().Pos() > n.Pos() {
		return inspector.Cursor{}, false
	}
	c, ok := m.decls[i].FindByPos(n.Pos(), n.End())
	for ok && c.Node() != n {
		if c == m.decls[i] {
			return inspector.Cursor{}, false
		}
		c = c.Parent() // FindByPos gives the innermost node of the same extent
	}
	return c, ok
}

// Inspect calls f for n and each node beneath it in depth-first order,
// descending below a node only when f returns true, like ast.Inspect but
// over the shared index, and without the final f(nil) calls. Nodes outside
// function declarations are walked with ast.Inspect.
func (m *Model) Inspect(n ast.Node, f func(ast.Node) bool) {
	c, ok := m.cursorOf(n)
	if !ok {
		ast.Inspect(n, func(n ast.Node) bool { return n != nil && f(n) })
		return
	}
	c.Inspect(nil, func(c inspector.Cursor) bool { return f(c.Node()) })
}

// Calls calls f for every call expression of the package, in and out of
// functions (a package-level var Tools = MustTool(…) too), through the
// shared index's type-filtered walk.
func (m *Model) Calls(f func(*ast.CallExpr)) {
	m.inspector.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		f(n.(*ast.CallExpr))
	})
}

// Ifs calls f for every if statement of the package's function
// declarations (closures included), with its declaration, through the
// shared index's type-filtered walk.
func (m *Model) Ifs(f func(decl *ast.FuncDecl, stmt *ast.IfStmt)) {
	for _, d := range m.decls {
		for c := range d.Preorder((*ast.IfStmt)(nil)) {
			f(d.Node().(*ast.FuncDecl), c.Node().(*ast.IfStmt))
		}
	}
}

// Fixpoint walks body with step until a walk learns nothing (or maxRounds
// walks): step reports whether it recorded anything about n.
func (m *Model) Fixpoint(body ast.Node, step func(n ast.Node) bool) {
	for round := 0; round < maxRounds; round++ {
		learnt := false
		m.Inspect(body, func(n ast.Node) bool {
			learnt = step(n) || learnt
			return true
		})
		if !learnt {
			return
		}
	}
}

// EnclosingIfs returns the if statements n lies in (its condition, init or
// branches), innermost first; none for nodes outside function declarations.
func (m *Model) EnclosingIfs(n ast.Node) []*ast.IfStmt {
	c, ok := m.cursorOf(n)
	if !ok {
		return nil
	}
	var ifs []*ast.IfStmt
	for e := range c.Enclosing((*ast.IfStmt)(nil)) {
		ifs = append(ifs, e.Node().(*ast.IfStmt))
	}
	return ifs
}

// Enclosing returns the nodes of the kinds of types (as inspector filters
// them: (*ast.ForStmt)(nil)…) that n lies in, innermost first, n
// excluded; none for nodes outside function declarations.
func (m *Model) Enclosing(n ast.Node, types ...ast.Node) []ast.Node {
	c, ok := m.cursorOf(n)
	if !ok {
		return nil
	}
	var nodes []ast.Node
	for e := range c.Parent().Enclosing(types...) {
		nodes = append(nodes, e.Node())
	}
	return nodes
}
