package mcpmodel

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"testing"
)

// dominanceSrc marks points: check() calls are checks, kill() calls are
// kills, and read(want) calls are the targets, with whether they are
// guarded.
const dominanceSrc = `package p

func check() bool { return true }
func kill()       {}
func read(guarded bool) {}
func cond() bool  { return false }

func f() {
	read(false)
	if check() {
		return
	}
	read(true)
}

func g() {
	if cond() {
		if check() {
			return
		}
	}
	read(false)
}

func h() {
	if !check() {
		read(true)
	} else {
		read(true)
	}
	read(true)
}

func killed() {
	if check() {
		return
	}
	kill()
	read(false)
	if check() {
		panic("refused")
	}
	read(true)
}

func closures() {
	fn := func() { read(false) }
	_ = fn
	if check() {
		return
	}
	fn = func() { read(true) }
	func() {
		if check() {
			return
		}
		read(true)
	}()
}

func loop() {
	for cond() {
		read(false)
		if check() {
			continue
		}
		read(true)
	}
	read(false)
}

func orExit() {
	if cond() || check() {
		panic("refused")
	}
	read(true)
}
`

func TestDominanceGuarded(t *testing.T) { checkGuardedCases(t, dominanceSrc) }

// checkGuardedCases type-checks src and compares, for every read(want) of
// every function, Guarded by the check() calls and kill() calls with want.
func checkGuardedCases(t *testing.T, src string) {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{
		Types: make(map[ast.Expr]types.TypeAndValue),
		Defs:  make(map[*ast.Ident]types.Object),
		Uses:  make(map[*ast.Ident]types.Object),
	}
	conf := types.Config{Importer: importer.Default()}
	if _, err := conf.Check("p", fset, []*ast.File{file}, info); err != nil {
		t.Fatal(err)
	}
	m := &Model{info: info}
	for _, d := range file.Decls {
		decl, ok := d.(*ast.FuncDecl)
		if !ok || len(decl.Body.List) == 0 || decl.Name.Name == "check" {
			continue
		}
		var checks, kills []ast.Node
		var reads []*ast.CallExpr
		ast.Inspect(decl.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if id, ok := call.Fun.(*ast.Ident); ok {
				switch id.Name {
				case "check":
					checks = append(checks, call)
				case "kill":
					kills = append(kills, call)
				case "read":
					reads = append(reads, call)
				}
			}
			return true
		})
		dom := m.newDominance(decl)
		for _, r := range reads {
			want := r.Args[0].(*ast.Ident).Name == "true"
			if got := dom.Guarded(r, checks, kills); got != want {
				t.Errorf("%s: %s: Guarded = %v, want %v", decl.Name.Name, fset.Position(r.Pos()), got, want)
			}
		}
	}
}
