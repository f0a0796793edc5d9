package mcpmodel

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"testing"

	"golang.org/x/tools/go/ast/inspector"
)

const walkSrc = `package p

var top = func() int { return 1 }

func a(x int) int {
	if x > 0 {
		return x + 1
	}
	f := func(y int) int { return y * 2 }
	return f(x)
}

func b() { a(a(1)) }

type T struct{}

// m is a method: its Type holds its Recv and Name.
func (r *T) m(x int) (y int) { return x }
`

// Inspect over the shared index visits what ast.Inspect visits, for a
// declaration, a statement inside one (also one whose extent equals its
// child's), and a node outside every declaration; so does the direct walk
// Inspect takes for small nodes.
func TestInspectMatchesASTInspect(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", walkSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := inspector.New([]*ast.File{file})
	m := &Model{inspector: in}
	m.decls, m.declSpans = funcCursors(in)
	var targets []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncDecl, *ast.IfStmt, *ast.ExprStmt, *ast.CallExpr, *ast.FuncLit, *ast.ValueSpec:
			targets = append(targets, n)
		}
		return true
	})
	for _, target := range targets {
		var want, got []ast.Node
		ast.Inspect(target, func(n ast.Node) bool {
			if n != nil {
				want = append(want, n)
			}
			return true
		})
		for _, direct := range []bool{false, true} { // through the index, and directly (small nodes)
			got = got[:0]
			m.inspect(target, nil, func(n ast.Node) bool {
				got = append(got, n)
				return true
			}, direct)
			if !slices.Equal(got, want) {
				t.Errorf("%T at %s (direct %v): Inspect visited %d nodes, ast.Inspect %d", target, fset.Position(target.Pos()), direct, len(got), len(want))
			}
		}
	}
}

// cursorOf finds every node of every declaration, the declaration itself
// included, and none outside them.
func TestCursorOfFindsEveryNode(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", walkSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := inspector.New([]*ast.File{file})
	m := &Model{inspector: in}
	m.decls, m.declSpans = funcCursors(in)
	for _, decl := range file.Decls {
		_, isFunc := decl.(*ast.FuncDecl)
		ast.Inspect(decl, func(n ast.Node) bool {
			if n == nil {
				return false
			}
			c, ok := m.cursorOf(n)
			switch {
			case isFunc && (!ok || c.Node() != n):
				t.Errorf("%T at %s: not found", n, fset.Position(n.Pos()))
			case !isFunc && ok:
				t.Errorf("%T at %s: found outside every declaration", n, fset.Position(n.Pos()))
			}
			return true
		})
	}
}

// InspectTypes visits the nodes of the given types that ast.Inspect visits,
// in the same order, inside and outside declarations, and f returning
// false skips the subtree.
func TestInspectTypesFilters(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", walkSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := inspector.New([]*ast.File{file})
	m := &Model{inspector: in}
	m.decls, m.declSpans = funcCursors(in)
	types := []ast.Node{(*ast.CallExpr)(nil), (*ast.FuncLit)(nil), (*ast.BinaryExpr)(nil)}
	keep := func(n ast.Node) bool { _, lit := n.(*ast.FuncLit); return !lit } // prune closures
	// declarations, a body, statements, a call
	var targets []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncDecl, *ast.GenDecl, *ast.BlockStmt, *ast.IfStmt, *ast.AssignStmt, *ast.ReturnStmt, *ast.CallExpr:
			targets = append(targets, n)
		}
		return true
	})
	total := 0
	for _, decl := range targets {
		var want, got []ast.Node
		ast.Inspect(decl, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.CallExpr, *ast.FuncLit, *ast.BinaryExpr:
				want = append(want, n)
				return keep(n)
			}
			return n != nil
		})
		for _, direct := range []bool{false, true} {
			got = got[:0]
			m.inspect(decl, types, func(n ast.Node) bool {
				got = append(got, n)
				return keep(n)
			}, direct)
			if !slices.Equal(got, want) {
				t.Errorf("%T at %s (direct %v): InspectTypes visited %d nodes, ast.Inspect %d", decl, fset.Position(decl.Pos()), direct, len(got), len(want))
			}
		}
		total += len(want)
	}
	if total == 0 {
		t.Fatal("the source has no node of the types: the test tests nothing")
	}
}
