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
`

// Inspect over the shared index visits what ast.Inspect visits, for a
// declaration, a statement inside one (also one whose extent equals its
// child's), and a node outside every declaration.
func TestInspectMatchesASTInspect(t *testing.T) {
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", walkSrc, 0)
	if err != nil {
		t.Fatal(err)
	}
	in := inspector.New([]*ast.File{file})
	m := &Model{inspector: in, decls: funcCursors(in)}
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
		m.Inspect(target, func(n ast.Node) bool {
			got = append(got, n)
			return true
		})
		if !slices.Equal(got, want) {
			t.Errorf("%T at %s: Inspect visited %d nodes, ast.Inspect %d", target, fset.Position(target.Pos()), len(got), len(want))
		}
	}
}
