package mcpmodel

import (
	"go/ast"
	"go/types"
	"strings"
)

// A helper whose every call the package can see knows, from its callers,
// what a result it is given is (issue 24, "caller context"):
//
//	if !res.IsError { enrich(res) }      enrich's res is checked
//	if res.IsError { return refusal(res) } refusal's res is a refusal
//
// and so is a text of that result handed on (parseCode(text) in refusal).
// A read in the helper is then judged as the same read at its calls would
// be: a payload read of a checked parameter is guarded (onechannel), and a
// decode of a refusal's text reads the refusal, not the payload (textjson,
// onechannel). The helpers are the package's functions that only it calls
// in sight: unexported, in a _test.go file, or exported functions (not
// methods, which an interface may call out of sight) that some function of
// the package calls; never used as a function value. Callers in other
// packages are not visible: an exported helper called nowhere here has no
// context, and one unchecked call leaves the parameter without one. A call
// that passes a result the code built itself and that cannot refuse (a
// test's literal or constructor, by its value flow: Source.Local) passes
// no refusal and counts neither way.

// callerContext is what every call of a helper knows of one parameter.
type callerContext uint8

const (
	contextNone    callerContext = iota
	contextChecked               // every call is where a refusal cannot reach (okscopes.go), or hands on a checked parameter
	contextRefusal               // every call is inside an IsError branch of the result, or hands on a refusal parameter
)

// findCallerContexts computes the contexts of the helpers' result and text
// parameters, iterating because helpers pass their parameters on to other
// helpers: a chain of n helpers settles in n rounds, and a chain is no
// longer than the helpers there are. The calls are found once; a round
// only judges their arguments again.
func (m *Model) findCallerContexts() map[*types.Var]callerContext {
	helpers := m.contextHelpers()
	if len(helpers) == 0 {
		return nil
	}
	args := m.helperArgs(m.callersOf(helpers), helpers)
	if len(args) == 0 {
		return nil
	}
	known := make(map[*types.Var]callerContext)
	for round := 0; round <= len(helpers); round++ {
		m.callerContexts = known // the callers' flows see what is known so far
		next := m.contextsGiven(args)
		if sameContexts(next, known) {
			break
		}
		known = next
	}
	return known
}

// contextHelpers returns the functions whose calls the package sees and
// that take a result or a text (see above).
func (m *Model) contextHelpers() map[*types.Func]*types.Signature {
	takes := func(sig *types.Signature) bool { return m.takesResult(sig) || takesText(sig) }
	helpers := make(map[*types.Func]*types.Signature)
	m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
		sig := fn.Type().(*types.Signature)
		inTest := strings.HasSuffix(m.pass.Fset.Position(decl.Pos()).Filename, "_test.go")
		if (!fn.Exported() || inTest || sig.Recv() == nil) && takes(sig) {
			helpers[fn] = sig
		}
	})
	if len(helpers) == 0 {
		return nil
	}
	for fn := range m.funcValues() {
		delete(helpers, fn) // a function value: its callers are out of sight
	}
	return helpers
}

// callSites holds what judging the helper calls of one caller needs.
type callSites struct {
	flow    *Flow
	refused *ErrorScopes // where a result is known to be a refusal
	ok      *OKPoints    // where it is known not to be one
}

// helperArg is a result or text a call passes to a helper's parameter.
type helperArg struct {
	site  *callSites
	call  *ast.CallExpr
	param *types.Var
	src   Source
}

// helperArgs returns the arguments the calls in callers pass to the
// helpers' result and text parameters.
func (m *Model) helperArgs(callers []*ast.FuncDecl, helpers map[*types.Func]*types.Signature) []helperArg {
	var args []helperArg
	for _, decl := range callers {
		site := &callSites{flow: m.FlowOf(decl)}
		m.InspectTypes(decl.Body, callNodes, func(n ast.Node) bool {
			call := n.(*ast.CallExpr)
			fn := m.helperCalled(call, helpers)
			if fn == nil || call.Ellipsis.IsValid() {
				return true
			}
			params := helpers[fn].Params()
			for i := 0; i < params.Len() && i < len(call.Args); i++ {
				if p := params.At(i); m.holdsResult(p.Type()) || IsTextType(p.Type()) {
					args = append(args, helperArg{site: site, call: call, param: p, src: site.flow.Source(call.Args[i])})
				}
			}
			return true
		})
		if len(args) > 0 && args[len(args)-1].site == site {
			site.refused, site.ok = m.ErrorScopesIn(decl.Body), m.okPointsIn(decl)
		}
	}
	return args
}

// contextsGiven returns the helpers' parameters that every call gives an
// argument of one and the same context. A call that passes a result the
// code built itself, which cannot refuse (a test's literal or
// constructor), or its text, passes no refusal: it says nothing against
// the context the other calls give.
func (m *Model) contextsGiven(args []helperArg) map[*types.Var]callerContext {
	seen := make(map[*types.Var]callerContext)
	mixed := make(map[*types.Var]bool)
	for _, a := range args {
		if a.src.Local && !a.src.Refusable {
			continue
		}
		ctx := m.argContext(a.site, a.call, a.src)
		if old, ok := seen[a.param]; ctx == contextNone || ok && old != ctx {
			mixed[a.param] = true
		}
		seen[a.param] = ctx
	}
	out := make(map[*types.Var]callerContext)
	for p, ctx := range seen {
		if !mixed[p] {
			out[p] = ctx
		}
	}
	return out
}

// argContext says what the caller knows, at call, of the result an
// argument is or derives from (its text): a refusal inside an IsError
// branch of it, or when the caller was itself given a refusal; checked
// where a refusal cannot reach the call (okscopes.go), or when the caller
// was itself given a checked result.
func (m *Model) argContext(s *callSites, call *ast.CallExpr, src Source) callerContext {
	if !src.Known() {
		return contextNone
	}
	var root types.Object
	if src.Result != nil {
		root = m.RootVar(src.Result)
	}
	given := s.flow.givenContext(src)
	switch {
	case given == contextRefusal || s.refused.Known(call.Pos(), root):
		return contextRefusal
	case given == contextChecked || s.ok.Known(call.Pos(), root):
		return contextChecked
	}
	return contextNone
}

// givenContext returns the caller context of the parameter of the
// function the value src describes derives from.
func (f *Flow) givenContext(src Source) callerContext {
	if src.param < 0 {
		return contextNone
	}
	for obj, i := range f.params {
		if i == src.param {
			v, _ := obj.(*types.Var)
			return f.m.callerContexts[v]
		}
	}
	return contextNone
}

// GivenRefusal reports whether the value src describes derives from a
// parameter that every call of the function gives a refusal (or its text):
// reading it is reading the refusal, its message for people.
func (f *Flow) GivenRefusal(src Source) bool {
	return src.Kind != KindNone && f.givenContext(src) == contextRefusal
}

// paramContext returns the caller context of result when it is a
// parameter of the function itself that the body never gives a new value
// (the context is its callers', about the value they passed).
func (g *Guards) paramContext(result types.Object) callerContext {
	v, _ := result.(*types.Var)
	if _, isParam := g.flow.params[result]; !isParam || g.m.callerContexts[v] == contextNone {
		return contextNone
	}
	if len(g.killsOf(result)) > 0 {
		return contextNone
	}
	return g.m.callerContexts[v]
}

func sameContexts(a, b map[*types.Var]callerContext) bool {
	if len(a) != len(b) {
		return false
	}
	for v, ctx := range a {
		if old, ok := b[v]; !ok || old != ctx {
			return false
		}
	}
	return true
}
