package mcpmodel

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"
)

// A helper that only this package can call (unexported, or declared in a
// _test.go file) and that every call gives a result the package built —
// validate(result) after result, _ := sibling.Execute(…) — reads the
// package's own output: its result parameter is own. A helper that is also
// used as a function value, or called from outside a function body, has
// callers out of sight, and its parameters stay received.

// findOwnParams returns the result parameters of this package's own
// helpers that every call passes an own result, iterating because helpers
// pass their parameters on to other helpers, and those of them that some
// call passes a refusable one (see ownResult).
func (m *Model) findOwnParams() (own, refusable map[*types.Var]bool) {
	helpers := m.packageOnlyHelpers(m.takesResult)
	if len(helpers) == 0 {
		return nil, nil
	}
	callers := m.callersOf(helpers)
	own = make(map[*types.Var]bool)
	for round := 0; round < maxRounds; round++ {
		m.ownParams, m.refusableParams = own, refusable // the callers' flows see what is known so far
		nextOwn, nextRefusable := m.ownArgs(callers, helpers)
		if sameVars(nextOwn, own) && sameVars(nextRefusable, refusable) {
			break
		}
		own, refusable = nextOwn, nextRefusable
	}
	return own, refusable
}

// packageOnlyHelpers returns the functions whose signature takes says
// they take a value worth following (a result, a text) and that only this
// package calls, and only in call position: unexported, or in a _test.go
// file, and never used as a function value.
func (m *Model) packageOnlyHelpers(takes func(*types.Signature) bool) map[*types.Func]*types.Signature {
	helpers := make(map[*types.Func]*types.Signature)
	m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
		sig := fn.Type().(*types.Signature)
		inTest := strings.HasSuffix(m.pass.Fset.Position(decl.Pos()).Filename, "_test.go")
		if (!fn.Exported() || inTest) && takes(sig) {
			helpers[fn] = sig
		}
	})
	if len(helpers) == 0 {
		return nil // most packages: no need to look at every identifier
	}
	for fn := range m.funcValues() {
		delete(helpers, fn) // a function value: its callers are out of sight
	}
	return helpers
}

// funcValues returns the package's own functions used other than as the
// function of a call inside a function body: as values, or called from a
// package-level initialiser. It reads every identifier's use once, for
// both summaries that ask (own and text parameters).
func (m *Model) funcValues() map[*types.Func]bool {
	if m.valueFuncs == nil {
		m.valueFuncs = make(map[*types.Func]bool)
		for id, obj := range m.info.Uses {
			if fn, ok := obj.(*types.Func); ok && fn.Pkg() == m.pass.Pkg && !m.calledAt(id) {
				m.valueFuncs[fn] = true
			}
		}
	}
	return m.valueFuncs
}

func (m *Model) takesResult(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if m.holdsResult(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// calledAt reports whether id, naming one of the package's own functions,
// names the function of a call inside a function body (f(x) or
// recv.f(x)), as opposed to a function value or a call in a package-level
// initialiser.
func (m *Model) calledAt(id *ast.Ident) bool {
	if m.calls == nil {
		m.calls = make(map[*ast.Ident]bool)
		for _, dc := range m.declCalls() {
			for _, c := range dc.calls {
				// Only the package's own functions are asked about
				// (funcValues): a call of another's needs no entry.
				if c.fn == nil || c.fn.Pkg() != m.pass.Pkg {
					continue
				}
				if callee := calleeIdent(c.call); callee != nil {
					m.calls[callee] = true
				}
			}
		}
	}
	return m.calls[id]
}

// declCall is a call inside a function declaration's body and the
// function it calls (its Origin), nil for a call of a function value, a
// conversion or a builtin.
type declCall struct {
	call *ast.CallExpr
	fn   *types.Func
}

// funcCalls is a function declaration with a body and its calls, in the
// order of the source.
type funcCalls struct {
	decl  *ast.FuncDecl
	calls []declCall
}

// declCalls returns the calls of every function declaration of the
// package (in eachFuncDecl's order), read in one walk and kept: calledAt
// and both summaries' callersOf ask them.
func (m *Model) declCalls() []funcCalls {
	if m.callIndex == nil {
		m.callIndex = []funcCalls{}
		m.eachFuncDecl(func(_ *types.Func, decl *ast.FuncDecl) {
			fc := funcCalls{decl: decl}
			m.InspectTypes(decl.Body, callNodes, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					fn, _ := typeutil.Callee(m.info, call).(*types.Func)
					fc.calls = append(fc.calls, declCall{call: call, fn: fn})
				}
				return true
			})
			m.callIndex = append(m.callIndex, fc)
		})
	}
	return m.callIndex
}

// calleeIdent returns the identifier naming the called function.
func calleeIdent(call *ast.CallExpr) *ast.Ident {
	fun := ast.Unparen(call.Fun)
	if ix, ok := fun.(*ast.IndexExpr); ok {
		fun = ix.X // a generic function's instantiation
	}
	switch f := fun.(type) {
	case *ast.Ident:
		return f
	case *ast.SelectorExpr:
		return f.Sel
	}
	return nil
}

// callersOf returns the declarations that call one of helpers.
func (m *Model) callersOf(helpers map[*types.Func]*types.Signature) []*ast.FuncDecl {
	var callers []*ast.FuncDecl
	for _, dc := range m.declCalls() {
		for _, c := range dc.calls {
			if c.fn != nil && helpers[c.fn.Origin()] != nil {
				callers = append(callers, dc.decl)
				break
			}
		}
	}
	return callers
}

func (m *Model) helperCalled(call *ast.CallExpr, helpers map[*types.Func]*types.Signature) *types.Func {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil || helpers[fn.Origin()] == nil {
		return nil
	}
	return fn.Origin()
}

// paramRule says which parameters of package-only helpers a summary
// follows, and what an argument must be for the parameter to count.
type paramRule struct {
	follows func(types.Type) bool // the parameters looked at
	given   func(Source) bool     // what every call must pass them
	// skipSpread leaves out calls with a spread argument (f(xs...)).
	skipSpread bool
	// marks, when set, says which accepted arguments mark the parameter
	// (see paramsGiven).
	marks func(Source) bool
}

// ownArgs returns the helpers' result parameters that every call in
// callers passes an own result, and those of them that some call passes a
// refusable own result.
func (m *Model) ownArgs(callers []*ast.FuncDecl, helpers map[*types.Func]*types.Signature) (own, refusable map[*types.Var]bool) {
	return m.paramsGiven(callers, helpers, paramRule{
		follows: m.holdsResult,
		given:   func(src Source) bool { return src.Kind == KindResult && src.Local },
		marks:   func(src Source) bool { return src.Refusable },
	})
}

// paramsAlwaysGiven returns the helpers' parameters that rule follows and
// that every call in callers passes an argument rule.given accepts.
func (m *Model) paramsAlwaysGiven(callers []*ast.FuncDecl, helpers map[*types.Func]*types.Signature, rule paramRule) map[*types.Var]bool {
	always, _ := m.paramsGiven(callers, helpers, rule)
	return always
}

// paramsGiven returns the helpers' parameters that rule follows and that
// every call in callers passes an argument rule.given accepts, and those
// of them that some call passes an argument rule.marks marks.
func (m *Model) paramsGiven(callers []*ast.FuncDecl, helpers map[*types.Func]*types.Signature, rule paramRule) (always, marked map[*types.Var]bool) {
	passed := make(map[*types.Var]bool) // at least one call passes what the rule wants
	other := make(map[*types.Var]bool)
	marks := make(map[*types.Var]bool)
	for _, decl := range callers {
		flow := m.newFlow(decl)
		m.InspectTypes(decl.Body, callNodes, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn := m.helperCalled(call, helpers)
			if fn == nil || rule.skipSpread && call.Ellipsis.IsValid() {
				return true
			}
			params := helpers[fn].Params()
			for i := 0; i < params.Len() && i < len(call.Args); i++ {
				p := params.At(i)
				if !rule.follows(p.Type()) {
					continue
				}
				src := flow.Source(call.Args[i])
				switch {
				case !rule.given(src):
					other[p] = true
				default:
					passed[p] = true
					marks[p] = marks[p] || rule.marks != nil && rule.marks(src)
				}
			}
			return true
		})
	}
	always = make(map[*types.Var]bool)
	for p := range passed {
		if !other[p] {
			always[p] = true
			if marks[p] {
				if marked == nil {
					marked = make(map[*types.Var]bool)
				}
				marked[p] = true
			}
		}
	}
	return always, marked
}

func sameVars(a, b map[*types.Var]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for v := range a {
		if !b[v] {
			return false
		}
	}
	return true
}
