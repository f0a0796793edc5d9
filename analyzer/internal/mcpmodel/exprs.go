package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
	"sync"
)

// Expressions as access paths. A value is named by an access path: the
// variable at its root and the chain of field selections and element reads
// after it (res, r.res, s.Result, results[k]). The model keys what it
// learns about values, and the IsError checks that guard them, on access
// paths, so that a check of r.res.IsError guards reads of r.res and not of
// r.other.
//
// An access path longer than its root is interned as a variable of its own
// (a *types.Var that stands for r.res wherever r.res is written), so that
// every map of the model keyed by a variable is keyed by access path too.

// elementStep is the chain step of an element read: results[k] and
// results[j] are one access path, results[]. A check of one element then
// guards a read of another, which can only hide a finding, never make one.
const elementStep = "[]"

// pathKey identifies an access path longer than its root variable.
type pathKey struct {
	root  *types.Var
	chain string // ".res", ".Result[]", …
}

// accessPaths interns access paths. Checks share the model concurrently,
// so the table is locked.
type accessPaths struct {
	mu   sync.Mutex
	vars map[pathKey]*types.Var
	keys map[*types.Var]pathKey
}

// intern returns the variable standing for the access path key, of type t.
// It is declared at the root's position, so that a field of a parameter
// counts as given to the function (IsParameter).
func (p *accessPaths) intern(key pathKey, t types.Type) *types.Var {
	p.mu.Lock()
	defer p.mu.Unlock()
	if v, ok := p.vars[key]; ok {
		return v
	}
	if p.vars == nil {
		p.vars = make(map[pathKey]*types.Var)
		p.keys = make(map[*types.Var]pathKey)
	}
	v := types.NewVar(key.root.Pos(), key.root.Pkg(), key.root.Name()+key.chain, t)
	p.vars[key] = v
	p.keys[v] = key
	return v
}

// key returns the root and chain of v: v itself and "" for a variable that
// is not an interned access path.
func (p *accessPaths) key(v *types.Var) pathKey {
	p.mu.Lock()
	defer p.mu.Unlock()
	if key, ok := p.keys[v]; ok {
		return key
	}
	return pathKey{root: v}
}

// PathOf returns the access path e names: the variable itself for res (or
// &res, *res), an interned path variable for r.res, s.Result or
// results[k]; nil for anything else (a call, a conversion, a method value).
// A field promoted through an embedded struct, or selected through it, is
// the same path either way: embedded fields are left out of the chain.
func (m *Model) PathOf(e ast.Expr) types.Object {
	var steps []string // outermost first
	var t types.Type   // the type of the outermost step
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.StarExpr:
			e = x.X
			continue
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return nil
			}
			e = x.X
			continue
		case *ast.SelectorExpr:
			sel := m.info.Selections[x]
			if sel == nil || sel.Kind() != types.FieldVal {
				return nil
			}
			if field, _ := sel.Obj().(*types.Var); field == nil || !field.Embedded() {
				steps = append(steps, "."+x.Sel.Name)
			}
			t = firstType(t, m.info.TypeOf(x))
			e = x.X
			continue
		case *ast.IndexExpr:
			if !isElementRead(m.info, x) {
				return nil
			}
			steps = append(steps, elementStep)
			t = firstType(t, m.info.TypeOf(x))
			e = x.X
			continue
		case *ast.Ident:
			root, _ := m.info.ObjectOf(x).(*types.Var)
			if root == nil {
				return nil
			}
			if len(steps) == 0 {
				return root
			}
			return m.paths.intern(pathKey{root: root, chain: joinSteps(steps)}, t)
		}
		return nil
	}
}

// FieldPath returns the access path of field f of the value at path base
// (r.Result for r and Result): what a struct literal assigned to r sets.
func (m *Model) FieldPath(base *types.Var, f *types.Var) *types.Var {
	if f.Embedded() {
		return base
	}
	key := m.paths.key(base)
	key.chain += "." + f.Name()
	return m.paths.intern(key, f.Type())
}

// extendsPath reports whether path v is prefix itself or goes through it:
// giving prefix a new value gives v one too (s = …, s.res = … both renew s.res).
func (m *Model) extendsPath(v, prefix *types.Var) bool {
	if v == prefix {
		return true
	}
	key, pre := m.paths.key(v), m.paths.key(prefix)
	if key.root != pre.root || !strings.HasPrefix(key.chain, pre.chain) {
		return false
	}
	rest := key.chain[len(pre.chain):]
	return strings.HasPrefix(rest, ".") || strings.HasPrefix(rest, elementStep)
}

func firstType(have, t types.Type) types.Type {
	if have != nil {
		return have
	}
	return t
}

func joinSteps(outermostFirst []string) string {
	var b strings.Builder
	for i := len(outermostFirst) - 1; i >= 0; i-- {
		b.WriteString(outermostFirst[i])
	}
	return b.String()
}

// isElementRead reports whether x reads an element of a map, slice, array
// or pointer to array, as opposed to instantiating a generic function.
func isElementRead(info *types.Info, x *ast.IndexExpr) bool {
	tv, ok := info.Types[x.X]
	if !ok || tv.IsType() {
		return false
	}
	switch deref(tv.Type).Underlying().(type) {
	case *types.Map, *types.Slice, *types.Array:
		return true
	}
	return false
}

// FieldPathRoot returns the variable at the root of a field path such as res,
// tc.res, *p or &res; nil for anything else (an index, a call). Unlike
// RootVar it stops at indexing and assertions and keeps package variables.
// To name which value e is, use the Model's PathOf.
func FieldPathRoot(info *types.Info, e ast.Expr) types.Object {
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.SelectorExpr:
			if sel := info.Selections[x]; sel == nil || sel.Kind() != types.FieldVal {
				return nil
			}
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return nil
			}
			e = x.X
		case *ast.Ident:
			v, _ := info.ObjectOf(x).(*types.Var)
			if v == nil {
				return nil
			}
			return v
		default:
			return nil
		}
	}
}

// identOf returns e as an identifier, through parentheses, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// Mentions reports whether e refers to an identifier called name.
func Mentions(e ast.Expr, name string) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Name == name {
			found = true
		}
		return !found
	})
	return found
}

// renewedPaths returns the paths among vars that an assignment to lhs
// gives a new value: lhs's own path and every path through it.
func (m *Model) renewedPaths(lhs ast.Expr, vars map[types.Object]bool) []types.Object {
	assigned, _ := m.PathOf(lhs).(*types.Var)
	if assigned == nil {
		return nil
	}
	var out []types.Object
	for obj := range vars {
		if v, ok := obj.(*types.Var); ok && m.extendsPath(v, assigned) {
			out = append(out, obj)
		}
	}
	return out
}
