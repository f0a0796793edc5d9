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
// counts as given to the function (isParameter).
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
	if t == nil {
		t = types.Typ[types.Invalid] // never a result: nothing is learnt about it
	}
	v := types.NewVar(key.root.Pos(), key.root.Pkg(), key.root.Name()+key.chain, t)
	p.vars[key] = v
	p.keys[v] = key
	return v
}

// isInterned reports whether v stands for an access path longer than its
// root.
func (p *accessPaths) isInterned(v *types.Var) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	_, ok := p.keys[v]
	return ok
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
	var t types.Type   // the type of the outermost field or element
	for {
		inner, kind := stepOf(m.info, e)
		switch kind {
		case stepSame:
		case stepField, stepElement:
			if name := pathStep(m.info, e, kind); name != "" {
				steps = append(steps, name)
			}
			if t == nil {
				t = m.info.TypeOf(e)
			}
		case stepNone:
			root := varOf(m.info, e)
			if root == nil {
				return nil
			}
			if len(steps) == 0 {
				return root
			}
			return m.paths.intern(pathKey{root: root, chain: joinSteps(steps)}, t)
		default:
			return nil
		}
		e = inner
	}
}

// pathStep names a field or element step of an access path: ".res", "[]",
// or "" for an embedded field.
func pathStep(info *types.Info, e ast.Expr, kind stepKind) string {
	if kind == stepElement {
		return elementStep
	}
	sel := ast.Unparen(e).(*ast.SelectorExpr)
	if field, _ := info.Selections[sel].Obj().(*types.Var); field != nil && field.Embedded() {
		return ""
	}
	return "." + sel.Sel.Name
}

// fieldPath returns the access path of field f of the value at path base
// (r.Result for r and Result): what a struct literal assigned to r sets.
func (m *Model) fieldPath(base *types.Var, f *types.Var) *types.Var {
	if f.Embedded() {
		return base
	}
	key := m.paths.key(base)
	key.chain += "." + f.Name()
	return m.paths.intern(key, f.Type())
}

// elementPath returns the access path of the elements, of type elem, of
// the value at path base (results[] for results).
func (m *Model) elementPath(base *types.Var, elem types.Type) *types.Var {
	key := m.paths.key(base)
	key.chain += elementStep
	return m.paths.intern(key, elem)
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

func joinSteps(outermostFirst []string) string {
	var b strings.Builder
	for i := len(outermostFirst) - 1; i >= 0; i-- {
		b.WriteString(outermostFirst[i])
	}
	return b.String()
}

// IsElementRead reports whether x reads an element (of a map, slice,
// array, string or a type parameter's core type), as opposed to
// instantiating a generic function.
func IsElementRead(info *types.Info, x *ast.IndexExpr) bool {
	tv, ok := info.Types[x.X]
	if !ok || tv.IsType() {
		return false
	}
	_, isFunc := tv.Type.Underlying().(*types.Signature)
	return !isFunc
}

// FieldPathRoot returns the variable at the root of a field path such as res,
// tc.res, *p or &res; nil for anything else (an index, a call). Unlike
// RootVar it stops at indexing and assertions and keeps package variables.
// To name which value e is, use the Model's PathOf.
func FieldPathRoot(info *types.Info, e ast.Expr) types.Object {
	v := rootThrough(info, e, func(k stepKind) bool { return k == stepSame || k == stepField })
	if v == nil {
		return nil
	}
	return v
}

// RootVar returns the local variable whose data e is part of: the variable
// at the root of e through selectors, index and slice expressions, type
// assertions, dereferences, parentheses and conversions; nil for package
// variables and calls. Unlike PathOf, which names one value, it goes
// through indexing and assertions: items[0].Name is items' data.
func (m *Model) RootVar(e ast.Expr) types.Object {
	v := rootThrough(m.info, e, func(k stepKind) bool { return k != stepNone })
	if v == nil || isPackageVar(v) {
		return nil
	}
	return v
}

// rootThrough walks e inward through the steps through allows and returns
// the variable at its root, or nil.
func rootThrough(info *types.Info, e ast.Expr, through func(stepKind) bool) *types.Var {
	for {
		inner, kind := stepOf(info, e)
		if kind == stepNone {
			return varOf(info, e)
		}
		if !through(kind) {
			return nil
		}
		e = inner
	}
}

// stepKind says how an expression reads its value from the expression
// inside it.
type stepKind uint8

const (
	stepNone        stepKind = iota // nothing inside: an identifier, a call, a literal
	stepSame                        // *x, &x: the same value
	stepUnary                       // -x, !x, <-ch
	stepField                       // r.res
	stepMethodValue                 // r.Method, not called
	stepElement                     // results[k] of a map, slice or array
	stepSlice                       // items[1:]
	stepAssert                      // v.(T)
	stepConvert                     // string(b)
)

// stepOf returns the expression e reads its value from, and how. It is
// the one place that takes expressions apart into access steps.
func stepOf(info *types.Info, e ast.Expr) (ast.Expr, stepKind) {
	switch x := ast.Unparen(e).(type) {
	case *ast.StarExpr:
		return x.X, stepSame
	case *ast.UnaryExpr:
		if x.Op == token.AND {
			return x.X, stepSame
		}
		return x.X, stepUnary
	case *ast.SelectorExpr:
		switch sel := info.Selections[x]; {
		case sel == nil:
			return nil, stepNone // a package's name
		case sel.Kind() == types.FieldVal:
			return x.X, stepField
		default:
			return x.X, stepMethodValue
		}
	case *ast.IndexExpr:
		if IsElementRead(info, x) {
			return x.X, stepElement
		}
	case *ast.SliceExpr:
		return x.X, stepSlice
	case *ast.TypeAssertExpr:
		return x.X, stepAssert
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return x.Args[0], stepConvert
		}
	}
	return nil, stepNone
}

// Operand returns the expression e reads its value from (x of x.f, x[i],
// x.(T), *x, string(x)…), or nil when e reads no other expression (an
// identifier, a call, a literal).
func Operand(info *types.Info, e ast.Expr) ast.Expr {
	x, _ := stepOf(info, e)
	return x
}

// varOf returns the variable e names, or nil.
func varOf(info *types.Info, e ast.Expr) *types.Var {
	id := identOf(e)
	if id == nil {
		return nil
	}
	v, _ := info.ObjectOf(id).(*types.Var)
	return v
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

// Assignment returns the two sides of an assignment or a var declaration.
func Assignment(n ast.Node) (lhs, rhs []ast.Expr, ok bool) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		return n.Lhs, n.Rhs, true
	case *ast.ValueSpec:
		lhs = make([]ast.Expr, len(n.Names))
		for i, name := range n.Names {
			lhs[i] = name
		}
		return lhs, n.Values, true
	}
	return nil, nil, false
}

// Mirrored returns the operator that compares the same way with its
// operands swapped (0 < len(x) is len(x) > 0).
func Mirrored(op token.Token) token.Token {
	switch op {
	case token.LSS:
		return token.GTR
	case token.GTR:
		return token.LSS
	case token.LEQ:
		return token.GEQ
	case token.GEQ:
		return token.LEQ
	}
	return op
}
