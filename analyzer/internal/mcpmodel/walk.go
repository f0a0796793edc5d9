package mcpmodel

import (
	"go/ast"
	"go/token"
	"reflect"
	"sort"

	"golang.org/x/tools/go/ast/inspector"
)

// Walking syntax. The package's syntax is indexed once, by inspect.Analyzer,
// and shared by every check; the model and the checks walk that index
// instead of calling ast.Inspect on the trees again.

// funcCursors returns the cursors of the package's function declarations,
// in position order, so that a node's enclosing declaration is found by
// binary search (declIndex), and their extents.
func funcCursors(in *inspector.Inspector) ([]inspector.Cursor, []declSpan) {
	var decls []inspector.Cursor
	for c := range in.Root().Preorder((*ast.FuncDecl)(nil)) {
		decls = append(decls, c)
	}
	sort.Slice(decls, func(i, j int) bool { return decls[i].Node().Pos() < decls[j].Node().Pos() })
	spans := make([]declSpan, len(decls))
	for i, c := range decls {
		spans[i] = declSpan{c.Node().Pos(), c.Node().End()}
	}
	return decls, spans
}

// declSpan is the extent of a function declaration, kept beside its
// cursor: every walk over the index starts with declIndex's search, which
// then compares positions instead of asking each node for them.
type declSpan struct{ pos, end token.Pos }

// declIndex returns the index, in m.decls, of the function declaration
// that holds n, or -1.
func (m *Model) declIndex(n ast.Node) int {
	pos, end := n.Pos(), n.End()
	lo, hi := 0, len(m.declSpans) // the first declaration ending at or after n
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		if m.declSpans[mid].end < end {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == len(m.declSpans) || m.declSpans[lo].pos > pos {
		return -1
	}
	return lo
}

// cursorOf returns the cursor of n, a node inside a function declaration
// (or the declaration itself); false for nodes outside every declaration.
func (m *Model) cursorOf(n ast.Node) (inspector.Cursor, bool) { return m.cursorAt(n, true) }

// cursorAt is cursorOf, which finds a declaration and its body at once and
// descends to a node deeper in one only when deep is set.
func (m *Model) cursorAt(n ast.Node, deep bool) (inspector.Cursor, bool) {
	i := m.declIndex(n)
	if i < 0 {
		return inspector.Cursor{}, false
	}
	decl := m.decls[i]
	switch n {
	case decl.Node():
		return decl, true
	case ast.Node(decl.Node().(*ast.FuncDecl).Body):
		return decl.LastChild() // the body is walked last: most walks start there
	}
	if !deep {
		return inspector.Cursor{}, false
	}
	return descendTo(decl, n)
}

// descendTo finds the cursor of n beneath c by descending through the
// children whose extent holds n's: a few siblings per level, where a scan
// by position (Cursor.FindByPos) passes every node before n. Children come
// in source order, so the search of a level ends at the first child that
// starts after n, except under a FuncDecl, whose Type (from the func
// keyword) holds its Recv and Name: there each child is tried in turn.
func descendTo(c inspector.Cursor, n ast.Node) (inspector.Cursor, bool) {
	if c.Node() == n {
		return c, true
	}
	pos, end := n.Pos(), n.End()
	_, unordered := c.Node().(*ast.FuncDecl)
	for child, ok := c.FirstChild(); ok; child, ok = child.NextSibling() {
		cn := child.Node()
		start := cn.Pos()
		if start > pos && !unordered {
			break
		}
		if start <= pos && end <= cn.End() {
			if found, ok := descendTo(child, n); ok {
				return found, true
			}
		}
	}
	return inspector.Cursor{}, false
}

// Inspect calls f for n and each node beneath it in depth-first order,
// descending below a node only when f returns true, like ast.Inspect but
// over the shared index, and without the final f(nil) calls. Nodes outside
// function declarations, and small ones (isSmall), are walked with
// ast.Inspect.
func (m *Model) Inspect(n ast.Node, f func(ast.Node) bool) {
	m.inspect(n, nil, f, isSmall(n))
}

// InspectTypes is Inspect for a walk that looks at a few kinds of node: f
// is called only for nodes of the given types, and the index skips every
// subtree that holds none of them (Cursor.Inspect's filter), so such a
// walk costs a fraction of a full one. As in Inspect, f returning false
// skips the node's subtree.
func (m *Model) InspectTypes(n ast.Node, types []ast.Node, f func(ast.Node) bool) {
	m.inspect(n, types, f, isSmall(n))
}

// inspect walks n for Inspect (types nil) and InspectTypes: through the
// index, unless n lies outside every declaration, or direct is set and n
// is neither a declaration nor its body (whose cursors cost nothing).
func (m *Model) inspect(n ast.Node, types []ast.Node, f func(ast.Node) bool, direct bool) {
	if c, ok := m.cursorAt(n, !direct); ok {
		c.Inspect(types, func(c inspector.Cursor) bool { return f(c.Node()) })
		return
	}
	ast.Inspect(n, func(n ast.Node) bool {
		return n != nil && (types != nil && !hasTypeOf(n, types) || f(n))
	})
}

// isSmall reports whether n spans so little source (a condition, a call)
// that walking it directly is cheaper than finding its cursor in the
// index by descending to it. Both walks visit the same nodes in the same
// order.
func isSmall(n ast.Node) bool { return n.End()-n.Pos() < smallSpan }

// smallSpan is the extent, in bytes of source, under which isSmall holds.
const smallSpan = 256

// Type filters of the common walks (see InspectTypes).
var (
	callNodes       = []ast.Node{(*ast.CallExpr)(nil)}
	selectorNodes   = []ast.Node{(*ast.SelectorExpr)(nil)}
	assignmentNodes = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)} // see Assignment
)

// hasTypeOf reports whether n has the type of one of types.
func hasTypeOf(n ast.Node, types []ast.Node) bool {
	t := reflect.TypeOf(n)
	for _, x := range types {
		if reflect.TypeOf(x) == t {
			return true
		}
	}
	return false
}

// Preorder calls f for every node of the given types in the package's
// files, in and out of functions, in depth-first order file by file,
// through the shared index's type-filtered walk.
func (m *Model) Preorder(types []ast.Node, f func(ast.Node)) {
	m.inspector.Preorder(types, f)
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
	m.FixpointTypes(body, nil, step)
}

// FixpointTypes is Fixpoint for a step that learns only from nodes of the
// given types (see InspectTypes); nil types walk every node.
func (m *Model) FixpointTypes(body ast.Node, types []ast.Node, step func(n ast.Node) bool) {
	for round := 0; round < maxRounds; round++ {
		learnt := false
		m.InspectTypes(body, types, func(n ast.Node) bool {
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
