package emptyresult

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A call whose every input is request-derived returns request data only
// when the function computes its result from its inputs alone: a parser
// (parseItems(args["apis"]), parseArgs(req)) does; a function that
// fetches with a client of its own (search(q) querying a package-level
// index, renderDocs(q) rendering what it found) returns data. For the
// functions of the package, this is known from their bodies: a result
// computes from the inputs alone when every return gives it a value
// derived from the parameters and the receiver (by the rules of
// requestargs.go, calls included) or a constant, one at least from them.
// Functions of other packages are taken at their word (requestargs.go).

// inputFuncs summarises the package's functions on demand: for each, which
// of its results compute from its inputs alone.
type inputFuncs struct {
	m     *mcpmodel.Model
	decls map[*types.Func]*ast.FuncDecl // nil until first asked
	done  map[*types.Func][]bool
	busy  map[*types.Func]bool
}

func newInputFuncs(m *mcpmodel.Model) *inputFuncs {
	return &inputFuncs{m: m, done: make(map[*types.Func][]bool), busy: make(map[*types.Func]bool)}
}

// results returns, for fn, whether each of its results computes from its
// inputs alone, and whether fn is a function of this package (known). A
// nil receiver knows none.
func (s *inputFuncs) results(fn *types.Func) (derived []bool, known bool) {
	if s == nil {
		return nil, false
	}
	fn = fn.Origin()
	if r, ok := s.done[fn]; ok {
		return r, true
	}
	decl := s.declOf(fn)
	if decl == nil {
		return nil, false
	}
	if s.busy[fn] {
		return nil, true // recursion: nothing learnt yet
	}
	s.busy[fn] = true
	r := s.compute(fn, decl)
	delete(s.busy, fn)
	s.done[fn] = r
	return r, true
}

func (s *inputFuncs) declOf(fn *types.Func) *ast.FuncDecl {
	if s.decls == nil {
		s.decls = make(map[*types.Func]*ast.FuncDecl)
		s.m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
			if fn, ok := s.m.Info().Defs[decl.Name].(*types.Func); ok && decl.Body != nil {
				s.decls[fn] = decl
			}
		})
	}
	return s.decls[fn]
}

func (s *inputFuncs) compute(fn *types.Func, decl *ast.FuncDecl) []bool {
	sig := fn.Type().(*types.Signature)
	d := newHandlerData(s.m, sig, decl.Body, -1)
	d.inputsThroughCalls = true
	d.inputFuncs = s
	for i := range sig.Params().Len() {
		d.request[sig.Params().At(i)] = true
	}
	if sig.Recv() != nil {
		d.request[sig.Recv()] = true
	}
	d.m.Fixpoint(d.body, d.learn)
	n := sig.Results().Len()
	fromInputs := make([]bool, n)
	other := make([]bool, n)
	inspectOwn(decl.Body, func(node ast.Node) {
		ret, ok := node.(*ast.ReturnStmt)
		if !ok {
			return
		}
		for i := range n {
			switch o := d.returnedOrigin(ret, sig, i); o {
			case originRequest:
				fromInputs[i] = true
			case originOther:
				other[i] = true
			}
		}
	})
	for i := range n {
		fromInputs[i] = fromInputs[i] && !other[i]
	}
	return fromInputs
}

// returnedOrigin is the origin of result i as ret returns it: the value at
// i, the named result for a bare return, the call's for return f(…).
func (d *handlerData) returnedOrigin(ret *ast.ReturnStmt, sig *types.Signature, i int) origin {
	switch {
	case len(ret.Results) == sig.Results().Len():
		return d.originOf(ret.Results[i])
	case len(ret.Results) == 0:
		if v := sig.Results().At(i); v.Name() != "" && d.request[v] {
			return originRequest
		}
		return originOther
	case len(ret.Results) == 1:
		return d.originOf(ret.Results[0])
	}
	return originOther
}
