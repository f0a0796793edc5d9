package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A nil test is about an empty answer only if nil can come. A function
// returning (*T, error) that answers "nothing there" with (nil, nil) — a
// store's Get for an unknown id, Vault's Read of an empty path — makes
// v == nil the empty answer. One that returns a value or an error on every
// path never gives nil without an error: a test of its nil after its error
// is a guard against what cannot happen (toolhive's optimizer, whose every
// FindTool returns &FindToolOutput{…} or an error), not an empty answer.
//
// Whether nil can come is known from the callee's body: a function of the
// package, or of another by its neverNilFunc fact; an interface method by
// the methods implementing it among the types of the package and of the
// packages of its module it imports (a test double under a directory of
// test material, mocks/, is left out). A callee whose body is out of sight
// (a dependency, an interface nobody implements in sight) may give nil.

// nilness summarises the package's functions returning a pointer beside an
// error, on demand.
type nilness struct {
	pass  *analysis.Pass
	m     *mcpmodel.Model
	decls func(*types.Func) *ast.FuncDecl
	done  map[*types.Func]bool
	busy  map[*types.Func]bool
	impls map[*types.Func][]*types.Func
	// implementing and named keep what implementations finds, for the
	// other methods of the same interface and for other interfaces.
	implementing map[*types.Interface][]types.Type
	named        []*types.TypeName
}

func newNilness(pass *analysis.Pass, m *mcpmodel.Model, decls func(*types.Func) *ast.FuncDecl) *nilness {
	return &nilness{pass: pass, m: m, decls: decls, done: make(map[*types.Func]bool), busy: make(map[*types.Func]bool), impls: make(map[*types.Func][]*types.Func),
		implementing: make(map[*types.Interface][]types.Type)}
}

// exportFacts exports a neverNilFunc fact for each exported function and
// each method (another package may call it through an interface) of the
// package that returns a pointer to data (no tool result) beside an error
// and never a nil pointer without an error.
func (n *nilness) exportFacts(funcs map[*types.Func]*ast.FuncDecl) {
	for fn := range funcs {
		sig := fn.Type().(*types.Signature)
		if !fn.Exported() && sig.Recv() == nil || !pointerAndError(sig) || n.m.IsResultType(sig.Results().At(0).Type()) {
			continue
		}
		if n.neverNil(fn) {
			n.pass.ExportObjectFact(fn, new(neverNilFunc))
		}
	}
}

// pointerAndError reports whether sig returns a pointer first and an
// error last.
func pointerAndError(sig *types.Signature) bool {
	results := sig.Results()
	if results.Len() < 2 || !mcpmodel.IsErrorType(results.At(results.Len()-1).Type()) {
		return false
	}
	_, isPointer := types.Unalias(results.At(0).Type()).Underlying().(*types.Pointer)
	return isPointer
}

// nilCannotCome reports whether test is x == nil of a variable that
// cannot be nil (cannotBeNil).
func (d *handlerData) nilCannotCome(x, test ast.Expr) bool {
	if test == nil || d.inputFuncs == nil || !isNilTest(d.info, test) {
		return false
	}
	id := identOrNil(x)
	return id != nil && d.inputFuncs.nils.cannotBeNil(d.body, d.info.ObjectOf(id))
}

// cannotBeNil reports whether v, tested against nil in a function whose
// body is body, only ever holds the first result of calls that never give
// a nil pointer without an error (out, err := opt.FindTool(ctx, in)).
func (n *nilness) cannotBeNil(body *ast.BlockStmt, v types.Object) bool {
	if n == nil || v == nil {
		return false
	}
	assigned := 0
	never := true
	n.m.Inspect(body, func(node ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(node)
		if !ok || !never {
			return never
		}
		for i, l := range lhs {
			if id := identOrNil(l); id == nil || n.m.Info().ObjectOf(id) != v {
				continue
			}
			assigned++
			call, isCall := ast.Unparen(rhsAt(lhs, rhs, i)).(*ast.CallExpr)
			never = never && isCall && (i == 0 || len(rhs) == len(lhs)) && n.callNeverNil(call)
		}
		return never
	})
	return never && assigned > 0
}

// rhsAt returns the value lhs[i] is assigned: rhs[i], or the one call of
// a tuple assignment; nil for a declaration without a value.
func rhsAt(lhs, rhs []ast.Expr, i int) ast.Expr {
	switch {
	case len(rhs) == len(lhs):
		return rhs[i]
	case len(rhs) == 1:
		return rhs[0]
	}
	return nil
}

// callNeverNil reports whether call's first result is never a nil pointer
// without an error.
func (n *nilness) callNeverNil(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(n.m.Info(), call).(*types.Func)
	if fn == nil || !pointerAndError(fn.Type().(*types.Signature)) {
		return false
	}
	return n.neverNil(fn.Origin())
}

// neverNil reports whether fn never returns a nil pointer without an
// error: by its body in this package, its fact in another, its
// implementations for an interface method.
func (n *nilness) neverNil(fn *types.Func) bool {
	if r, ok := n.done[fn]; ok {
		return r
	}
	if n.busy[fn] {
		return true // recursion: what the other paths say decides
	}
	n.busy[fn] = true
	r := n.compute(fn)
	delete(n.busy, fn)
	n.done[fn] = r
	return r
}

func (n *nilness) compute(fn *types.Func) bool {
	if recv := fn.Type().(*types.Signature).Recv(); recv != nil && types.IsInterface(recv.Type()) {
		impls := n.implementations(fn)
		for _, impl := range impls {
			if !n.neverNil(impl) {
				return false
			}
		}
		return len(impls) > 0
	}
	if fn.Pkg() != n.pass.Pkg {
		return fn.Pkg() != nil && n.pass.ImportObjectFact(fn, new(neverNilFunc))
	}
	decl := n.decls(fn)
	return decl != nil && decl.Body != nil && n.bodyNeverNil(decl.Body, fn.Type().(*types.Signature))
}

// bodyNeverNil reports whether every return of body gives a non-nil first
// result, or a nil one beside an error that is not nil.
func (n *nilness) bodyNeverNil(body *ast.BlockStmt, sig *types.Signature) bool {
	last := sig.Results().Len() - 1
	never := true
	// The returns outside nested closures (inspectOwn's nodes), through
	// the shared index: a closure's subtree is skipped whole.
	n.m.InspectTypes(body, ownReturnNodes, func(node ast.Node) bool {
		ret, ok := node.(*ast.ReturnStmt)
		if !ok || !never {
			return false
		}
		switch len(ret.Results) {
		case sig.Results().Len():
			never = n.nonNil(body, ret.Results[0], 0) || n.m.Info().Types[ret.Results[0]].IsNil() && n.errorNotNil(ret, ret.Results[last])
		case 1:
			call, isCall := ast.Unparen(ret.Results[0]).(*ast.CallExpr)
			never = isCall && n.callNeverNil(call)
		default:
			never = false
		}
		return false // a return holds no other return outside a closure
	})
	return never
}

// ownReturnNodes are the nodes bodyNeverNil reads: returns, and closures,
// whose returns are not the function's.
var ownReturnNodes = []ast.Node{(*ast.ReturnStmt)(nil), (*ast.FuncLit)(nil)}

// errorNotNil reports whether err, returned by ret, is not nil: visibly
// (errors.New(…), fmt.Errorf(…)), or a variable ret returns inside a test
// of it against nil (if err != nil { return nil, err }).
func (n *nilness) errorNotNil(ret *ast.ReturnStmt, err ast.Expr) bool {
	if n.m.IsNonNilError(err) {
		return true
	}
	v := n.m.Info().ObjectOf(identOrNil(err))
	if v == nil {
		return false
	}
	for _, ifStmt := range n.m.EnclosingIfs(ret) {
		if ifStmt.Body.Pos() <= ret.Pos() && ret.End() <= ifStmt.Body.End() {
			for _, c := range conjuncts(ifStmt.Cond) {
				if isNonNilTest(n.m.Info(), c, v) {
					return true
				}
			}
		}
	}
	return false
}

// maxNilSteps bounds how far a returned variable is followed to its
// values.
const maxNilSteps = 4

// nonNil reports whether e is never a nil pointer: an address (&T{…},
// &x), new(T), a call that never gives nil, or a local variable only ever
// assigned such values.
func (n *nilness) nonNil(body *ast.BlockStmt, e ast.Expr, depth int) bool {
	switch x := ast.Unparen(e).(type) {
	case *ast.UnaryExpr:
		return x.Op == token.AND
	case *ast.CallExpr:
		if b, ok := typeutil.Callee(n.m.Info(), x).(*types.Builtin); ok {
			return b.Name() == "new"
		}
		return n.callNeverNil(x)
	case *ast.Ident:
		v, ok := n.m.Info().ObjectOf(x).(*types.Var)
		if !ok || isPackageLevel(v) || depth >= maxNilSteps {
			return false
		}
		values, complete := n.valuesOf(body, v)
		for _, val := range values {
			if !n.nonNil(body, val, depth+1) {
				return false
			}
		}
		return complete && len(values) > 0
	}
	return false
}

// valuesOf returns the values body assigns v, and false when one of them
// is not an expression of its own (a declaration without a value, a
// tuple's later result).
func (n *nilness) valuesOf(body *ast.BlockStmt, v types.Object) ([]ast.Expr, bool) {
	var values []ast.Expr
	complete := true
	n.m.Inspect(body, func(node ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(node)
		if !ok {
			return true
		}
		for i, l := range lhs {
			if id := identOrNil(l); id == nil || n.m.Info().ObjectOf(id) != v {
				continue
			}
			if val := rhsAt(lhs, rhs, i); val != nil && (i == 0 || len(rhs) == len(lhs)) {
				values = append(values, val)
			} else {
				complete = false
			}
		}
		return true
	})
	return values, complete
}

// implementations returns the methods implementing the interface method
// im among the named types of this package and of the packages of its
// module it imports, test doubles aside.
func (n *nilness) implementations(im *types.Func) []*types.Func {
	if impls, ok := n.impls[im]; ok {
		return impls
	}
	iface, _ := im.Type().(*types.Signature).Recv().Type().Underlying().(*types.Interface)
	var impls []*types.Func
	for _, t := range n.implementers(iface) {
		if m, _, _ := types.LookupFieldOrMethod(t, true, im.Pkg(), im.Name()); m != nil {
			impls = append(impls, m.(*types.Func).Origin())
		}
	}
	n.impls[im] = impls
	return impls
}

// implementers returns the named types in sight (see candidates) that
// implement iface, each as itself or as a pointer to it, whichever comes
// first. The methods of one interface share them: the types are matched
// once per interface, not once per method.
func (n *nilness) implementers(iface *types.Interface) []types.Type {
	if iface == nil {
		return nil
	}
	if ts, ok := n.implementing[iface]; ok {
		return ts
	}
	var ts []types.Type
	for _, tn := range n.candidates() {
		for _, t := range []types.Type{tn.Type(), types.NewPointer(tn.Type())} {
			if types.Implements(t, iface) {
				ts = append(ts, t)
				break
			}
		}
	}
	n.implementing[iface] = ts
	return ts
}

// candidates returns the named types, not aliases nor interfaces, of the
// packages in sight (modulePackages), in the order of their scopes: read
// once for every interface asked about. A type of a _test.go file is a
// test's double, which answers what the test gives it: the code the
// checks read (never a test) does not meet it.
func (n *nilness) candidates() []*types.TypeName {
	if n.named == nil {
		n.named = []*types.TypeName{}
		for _, pkg := range n.modulePackages() {
			scope := pkg.Scope()
			for _, name := range scope.Names() {
				tn, ok := scope.Lookup(name).(*types.TypeName)
				if ok && !tn.IsAlias() && !types.IsInterface(tn.Type()) && !n.inTestFile(tn) {
					n.named = append(n.named, tn)
				}
			}
		}
	}
	return n.named
}

// inTestFile reports whether tn is declared in a _test.go file.
func (n *nilness) inTestFile(tn *types.TypeName) bool {
	return strings.HasSuffix(n.pass.Fset.Position(tn.Pos()).Filename, "_test.go")
}

// modulePackages returns this package and the packages of its module it
// imports, directly or not, but those under a directory of test material.
func (n *nilness) modulePackages() []*types.Package {
	pkgs := []*types.Package{n.pass.Pkg}
	if n.pass.Module == nil || n.pass.Module.Path == "" {
		return pkgs
	}
	seen := map[*types.Package]bool{n.pass.Pkg: true}
	var visit func(p *types.Package)
	visit = func(p *types.Package) {
		for _, imp := range p.Imports() {
			if seen[imp] || !inModuleOf(n.pass, imp) {
				continue
			}
			seen[imp] = true
			if !underTestMaterial(strings.TrimPrefix(imp.Path(), n.pass.Module.Path)) {
				pkgs = append(pkgs, imp)
			}
			visit(imp)
		}
	}
	visit(n.pass.Pkg)
	return pkgs
}

// underTestMaterial reports whether a package path, below its module's,
// goes through a directory of test material (mocks, testdata, fixtures…).
func underTestMaterial(path string) bool {
	for _, elem := range strings.Split(path, "/") {
		if knowledge.IsTestDirectory(elem) {
			return true
		}
	}
	return false
}
