package emptyresult

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

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
// An exported function of a package with MCP whose data result does not
// gets a fetchesFunc fact, for handlers of other packages
// (resources.SearchDocResources(query, limit) searching a package-level
// index). Functions of other packages without the fact are taken at
// their word, unless what they return is a handle (requestargs.go).

// inputFuncs summarises the package's functions on demand: for each, which
// of its results compute from its inputs alone.
type inputFuncs struct {
	pass  *analysis.Pass
	m     *mcpmodel.Model
	decls map[*types.Func]*ast.FuncDecl // nil until first asked
	done  map[*types.Func][]bool
	busy  map[*types.Func]bool
}

func newInputFuncs(pass *analysis.Pass, m *mcpmodel.Model) *inputFuncs {
	return &inputFuncs{pass: pass, m: m, done: make(map[*types.Func][]bool), busy: make(map[*types.Func]bool)}
}

// exportFacts exports a fetchesFunc fact for each exported function of
// the package (not a method) that takes data (a parameter that is no
// context and no function) and returns data (one
// result, or a first result beside an error, that is no tool result) not
// computed from them alone.
func (s *inputFuncs) exportFacts() {
	s.declOf(nil)
	for fn := range s.decls {
		sig := fn.Type().(*types.Signature)
		if !fn.Exported() || sig.Recv() != nil || !takesData(sig) || dataResult(s.m, sig) != 0 && !returnsData(s.m, sig) {
			continue
		}
		if derived, _ := s.results(fn); !derived[0] {
			s.pass.ExportObjectFact(fn, new(fetchesFunc))
		}
	}
}

// takesData reports whether a parameter of sig can carry request data:
// one that is neither a context nor a function.
func takesData(sig *types.Signature) bool {
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if _, isFunc := t.Underlying().(*types.Signature); !isFunc && !mcpmodel.IsContextType(t) {
			return true
		}
	}
	return false
}

// returnsData reports whether sig's only result is data: not an error,
// not a tool result.
func returnsData(m *mcpmodel.Model, sig *types.Signature) bool {
	results := sig.Results()
	return results.Len() == 1 && !mcpmodel.IsErrorType(results.At(0).Type()) && !m.IsResultType(results.At(0).Type())
}

// fetches reports whether fn, a function of another package, is known
// by its fact not to compute its data result from its inputs alone.
func (s *inputFuncs) fetches(fn *types.Func) bool {
	return s != nil && fn.Pkg() != nil && s.pass.ImportObjectFact(fn.Origin(), new(fetchesFunc))
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
