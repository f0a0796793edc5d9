package renametest

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/packages"
)

// Methods that keep their names. A method name is renamed as one across
// the module, except the methods the program needs by name:
//   - a method of a module type that implements an interface a dependency
//     declares or uses (error's Error, fmt.Stringer's String,
//     json.Marshaler's MarshalJSON, the interface{ Unwrap() error } of
//     package errors, an SDK's interface);
//   - a method of a module interface that a dependency's type satisfies,
//     itself or promoted into a module type (an interface the SDK's client
//     is assigned to: its CallTool must stay CallTool) — a dependency's
//     type module code holds a value of, or any, for an interface the
//     module asserts to (err.(interface{ Timeout() bool }));
//   - and every method linked to one of those: a module type's method that
//     can implement a module interface's, and the other way round.
//
// So a user's own CallTool wrapper is renamed, while the CallTool of an
// interface the SDK's client satisfies is kept, with every module method
// that may stand for it. Satisfaction is decided on method sets, names and
// signatures (for a generic type on names and arity alone, which links a
// few methods too many, never too few). The renamed module is type-checked afterwards,
// which catches any need this misses.

// methodLinks groups the module's method declarations that must share a
// name (union-find, keyed by declaration), and marks the groups a
// dependency needs.
type methodLinks struct {
	key      func(types.Object) string
	inModule func(types.Object) bool
	parent   map[string]string
	pinned   map[string]bool // by group root
	methods  map[string]*types.Func
}

// linkMethods links the methods of the module's packages, given the
// dependencies' packages.
func linkMethods(module, deps []*packages.Package, key func(types.Object) string, inModule func(types.Object) bool) *methodLinks {
	l := &methodLinks{key: key, inModule: inModule, parent: make(map[string]string), pinned: make(map[string]bool), methods: make(map[string]*types.Func)}
	moduleTypes := namedTypes(module, false)
	moduleIfaces := interfacesByMethod(module, true)
	depIfaces := interfacesByMethod(deps, false)

	// Module types implementing a dependency's interface.
	for _, t := range moduleTypes {
		mset := methodSetOf(t)
		for i := range mset.Len() {
			for _, iface := range depIfaces[mset.At(i).Obj().Name()] {
				for _, fn := range satisfies(mset, iface, isGeneric(t)) {
					if inModule(fn.Origin()) {
						l.pin(fn)
					}
				}
			}
		}
	}

	// Types of the module or of a dependency satisfying a module interface:
	// a dependency's type only where module code holds a value of it (a
	// dependency's type that module code never sees cannot be assigned to
	// the interface), unless the interface is asserted (x.(I), a type
	// switch's case), where any dynamic type may stand.
	seen := make(map[*types.Interface]bool)
	for _, ifaces := range moduleIfaces {
		for _, iface := range ifaces {
			seen[iface] = true
		}
	}
	held, asserted := usedTypes(module)
	all := make(map[string][]types.Type)
	visible := make(map[string][]types.Type)
	index := func(t types.Type, inModuleCode bool) {
		mset := methodSetOf(t)
		for i := range mset.Len() {
			name := mset.At(i).Obj().Name()
			all[name] = append(all[name], t)
			if inModuleCode {
				visible[name] = append(visible[name], t)
			}
		}
	}
	for _, t := range namedTypes(deps, true) {
		index(t, held[t.(*types.Named).Obj()])
	}
	for _, t := range moduleTypes {
		index(t, true)
	}
	for iface := range seen {
		index(iface, true)
	}
	for iface := range seen {
		candidates := visible
		if asserted[iface] {
			candidates = all
		}
		for _, t := range candidates[iface.Method(0).Name()] {
			for i, fn := range satisfies(methodSetOf(t), iface, isGeneric(t)) {
				l.link(iface.Method(i), fn)
			}
		}
	}
	return l
}

// link records that the interface method m may be implemented by fn: they
// share a name, which a dependency may need.
func (l *methodLinks) link(m, fn *types.Func) {
	m, fn = m.Origin(), fn.Origin()
	switch mod, fmod := l.inModule(m), l.inModule(fn); {
	case mod && fmod:
		a, b := l.find(l.add(m)), l.find(l.add(fn))
		if a != b {
			l.parent[a] = b
			l.pinned[b] = l.pinned[b] || l.pinned[a]
		}
	case mod:
		l.pin(m)
	case fmod:
		l.pin(fn)
	}
}

// pin marks the group of the module method fn as needed by a dependency.
func (l *methodLinks) pin(fn *types.Func) { l.pinned[l.find(l.add(fn.Origin()))] = true }

// add makes fn known and returns its key.
func (l *methodLinks) add(fn *types.Func) string {
	k := l.key(fn)
	if _, ok := l.parent[k]; !ok {
		l.parent[k] = k
		l.methods[k] = fn
	}
	return k
}

func (l *methodLinks) find(k string) string {
	for l.parent[k] != k {
		l.parent[k] = l.parent[l.parent[k]]
		k = l.parent[k]
	}
	return k
}

// isPinned reports whether the module method fn keeps its name.
func (l *methodLinks) isPinned(fn *types.Func) bool {
	k := l.key(fn.Origin())
	if _, ok := l.parent[k]; !ok {
		return false
	}
	return l.pinned[l.find(k)]
}

// pinnedMethods lists the methods that keep their names, as "Recv.Name".
func (l *methodLinks) pinnedMethods() []string {
	var list []string
	for k, fn := range l.methods {
		if l.pinned[l.find(k)] {
			list = append(list, recvName(fn)+"."+fn.Name())
		}
	}
	return list
}

// recvName names the receiver type of a method ("interface" for a literal
// interface's).
func recvName(fn *types.Func) string {
	t := fn.Type().(*types.Signature).Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return "interface"
}

// usedTypes returns the named types module code holds values of (an
// expression's type, or what it points to), and the interfaces it asserts
// to (x.(I), a type switch's cases).
func usedTypes(module []*packages.Package) (held map[*types.TypeName]bool, asserted map[*types.Interface]bool) {
	held = make(map[*types.TypeName]bool)
	asserted = make(map[*types.Interface]bool)
	assert := func(info *types.Info, e ast.Expr) {
		if iface, ok := info.TypeOf(e).Underlying().(*types.Interface); ok {
			asserted[iface] = true
		}
	}
	for _, p := range module {
		for _, tv := range p.TypesInfo.Types {
			t := types.Unalias(tv.Type)
			if ptr, ok := t.(*types.Pointer); ok {
				t = types.Unalias(ptr.Elem())
			}
			if n, ok := t.(*types.Named); ok {
				held[n.Origin().Obj()] = true
			}
		}
		for _, f := range p.Syntax {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.TypeAssertExpr:
					if n.Type != nil {
						assert(p.TypesInfo, n.Type)
					}
				case *ast.TypeSwitchStmt:
					for _, c := range n.Body.List {
						for _, e := range c.(*ast.CaseClause).List {
							if p.TypesInfo.TypeOf(e) != nil {
								assert(p.TypesInfo, e)
							}
						}
					}
				}
				return true
			})
		}
	}
	return held, asserted
}

// namedTypes returns the named types with methods the packages declare:
// at package level only, or (for the module) anywhere.
func namedTypes(pkgs []*packages.Package, packageLevel bool) []types.Type {
	seen := make(map[types.Type]bool)
	var list []types.Type
	add := func(obj types.Object) {
		tn, ok := obj.(*types.TypeName)
		if !ok || tn.IsAlias() || seen[tn.Type()] {
			return
		}
		seen[tn.Type()] = true
		if methodSetOf(tn.Type()).Len() > 0 {
			list = append(list, tn.Type())
		}
	}
	for _, p := range pkgs {
		if p.Types == nil {
			continue
		}
		if packageLevel {
			scope := p.Types.Scope()
			for _, name := range scope.Names() {
				add(scope.Lookup(name))
			}
			continue
		}
		for _, obj := range p.TypesInfo.Defs {
			if obj != nil {
				add(obj)
			}
		}
	}
	return list
}

// interfacesByMethod returns the interfaces (named or literal) with
// methods that appear in the packages' code, indexed by the name of each
// of their methods; onlyDeclared keeps those that declare a method of their
// own (rather than only embed other interfaces).
func interfacesByMethod(pkgs []*packages.Package, onlyDeclared bool) map[string][]*types.Interface {
	seen := make(map[*types.Interface]bool)
	byMethod := make(map[string][]*types.Interface)
	add := func(t types.Type) {
		iface, ok := t.Underlying().(*types.Interface)
		if !ok || iface.NumMethods() == 0 || seen[iface] || onlyDeclared && iface.NumExplicitMethods() == 0 {
			return
		}
		seen[iface] = true
		for i := range iface.NumMethods() {
			name := iface.Method(i).Name()
			byMethod[name] = append(byMethod[name], iface)
		}
	}
	if !onlyDeclared {
		add(types.Universe.Lookup("error").Type())
	}
	for _, p := range pkgs {
		if p.TypesInfo == nil {
			continue
		}
		for _, tv := range p.TypesInfo.Types {
			if tv.Type != nil {
				add(tv.Type)
			}
		}
		for _, obj := range p.TypesInfo.Defs {
			if obj != nil && obj.Type() != nil {
				add(obj.Type())
			}
		}
	}
	return byMethod
}

// methodSetOf returns the method set of *T for a named type T, of T for an
// interface.
func methodSetOf(t types.Type) *types.MethodSet {
	if types.IsInterface(t) {
		return types.NewMethodSet(t)
	}
	return types.NewMethodSet(types.NewPointer(t))
}

// satisfies returns the methods of mset that implement iface's, in the
// order of iface's methods, or nil when mset lacks one: same name, and
// identical signatures (the same arity only, when generic).
func satisfies(mset *types.MethodSet, iface *types.Interface, generic bool) []*types.Func {
	found := make([]*types.Func, 0, iface.NumMethods())
	for i := range iface.NumMethods() {
		m := iface.Method(i)
		sel := mset.Lookup(m.Pkg(), m.Name())
		if sel == nil {
			return nil
		}
		fn, ok := sel.Obj().(*types.Func)
		if !ok || !sameShape(fn.Type().(*types.Signature), m.Type().(*types.Signature), generic) {
			return nil
		}
		found = append(found, fn)
	}
	return found
}

// sameShape reports whether two method signatures are identical, or (for
// a generic type's method) have as many parameters and results.
func sameShape(a, b *types.Signature, looseTypes bool) bool {
	if !looseTypes {
		return types.Identical(a, b)
	}
	return a.Params().Len() == b.Params().Len() && a.Results().Len() == b.Results().Len() && a.Variadic() == b.Variadic()
}

// isGeneric reports whether t is a generic type not instantiated.
func isGeneric(t types.Type) bool {
	n, ok := t.(*types.Named)
	return ok && n.TypeParams().Len() > 0 && n.TypeArgs().Len() == 0
}
