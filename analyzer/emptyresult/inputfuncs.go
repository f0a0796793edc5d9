package emptyresult

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A call given request data returns request data only when the function
// computes its result from what it is given: a parser
// (parseItems(args["apis"]), parseArgs(ctx, req), s.titles(args)) does; a
// function that fetches (search(q) querying a package-level index,
// s.found(args) reading the receiver's backend) returns data. For the
// functions of the package and the closures of the function, this is known
// from their bodies, asked with what the call gives them: each parameter
// (and a method's receiver) holds the request's arguments, a constant, or
// anything else, as the argument at the call does; a result is request
// data when every return gives it a value derived from the request
// parameters (by the rules of requestargs.go, calls included, so a helper
// calling a helper calling a helper is followed) or a constant, one at
// least from them. The context, a receiver or a backend the call gives
// count only if the result is computed from them. An exported function of
// a package with MCP whose data result does not compute from its
// parameters alone gets a fetchesFunc fact, for handlers of other packages
// (resources.SearchDocResources(query, limit) searching a package-level
// index). Functions of other packages without the fact are taken at their
// word, unless what they return is a handle (requestargs.go).

// inputFuncs summarises the package's functions on demand: for each, and
// for each way a call gives it request data, which of its results compute
// from the request alone.
type inputFuncs struct {
	pass  *analysis.Pass
	m     *mcpmodel.Model
	decls map[*types.Func]*ast.FuncDecl // nil until first asked
	done  map[summaryKey][]bool
	busy  map[ast.Node]bool
}

// summaryKey names one summary: a function (its declaration or literal),
// the origins of its inputs, and, for a closure, how much its enclosing
// function knew of the request (which only grows).
type summaryKey struct {
	fn       ast.Node
	inputs   string
	captured int
}

func newInputFuncs(pass *analysis.Pass, m *mcpmodel.Model) *inputFuncs {
	s := &inputFuncs{pass: pass, m: m, done: make(map[summaryKey][]bool), busy: make(map[ast.Node]bool)}
	return s
}

// exportFacts exports a fetchesFunc fact for each exported function of
// the package (not a method) that takes data (a parameter that is no
// context and no function) and returns data (one
// result, or a first result beside an error, that is no tool result) not
// computed from them alone.
func (s *inputFuncs) exportFacts() {
	s.declOf(nil)
	for fn, decl := range s.decls {
		sig := fn.Type().(*types.Signature)
		if !fn.Exported() || sig.Recv() != nil || !takesData(sig) || dataResult(s.m, sig) != 0 && !returnsData(s.m, sig) {
			continue
		}
		if derived := s.summary(decl, decl.Body, sig, allFromRequest(sig), nil); !derived[0] {
			s.pass.ExportObjectFact(fn, new(fetchesFunc))
		}
	}
}

// allFromRequest gives every parameter of sig (and its receiver) the
// request's arguments: a function of another package, asked by its fact.
func allFromRequest(sig *types.Signature) []origin {
	inputs := make([]origin, sig.Params().Len()+1)
	for i := range inputs {
		inputs[i] = originRequest
	}
	return inputs
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

// knownCallOrigin is the origin of result i of call when the callee's body
// is known — a function of this package, or a closure the function
// assigned to a variable it never reassigns — and known reports whether it
// is.
func (d *handlerData) knownCallOrigin(call *ast.CallExpr, i int) (o origin, known bool) {
	s := d.inputFuncs
	if s == nil {
		return originOther, false
	}
	var (
		body      *ast.BlockStmt
		sig       *types.Signature
		key       ast.Node
		enclosing *handlerData
	)
	switch fn := typeutil.Callee(d.info, call).(type) {
	case *types.Func:
		decl := s.declOf(fn.Origin())
		if decl == nil {
			return originOther, false
		}
		body, sig, key = decl.Body, fn.Origin().Type().(*types.Signature), decl
	case *types.Var:
		lit := d.closureOf(fn)
		if lit == nil {
			return originOther, false
		}
		sig, _ = d.info.TypeOf(lit).(*types.Signature)
		body, key, enclosing = lit.Body, lit, d
	default:
		return originOther, false
	}
	if sig == nil || i >= sig.Results().Len() {
		return originOther, false
	}
	inputs, ok := d.inputOrigins(call, sig)
	if !ok {
		return originOther, false
	}
	if derived := s.summary(key, body, sig, inputs, enclosing); derived[i] {
		return originRequest, true
	}
	return originOther, true
}

// inputOrigins returns the origin of what call gives each parameter of
// sig (index i+1), and its receiver (index 0): the argument's; a variadic
// parameter's is what its arguments combine to. ok is false for a call
// whose arguments cannot be matched (a method expression).
func (d *handlerData) inputOrigins(call *ast.CallExpr, sig *types.Signature) ([]origin, bool) {
	params := sig.Params()
	inputs := make([]origin, params.Len()+1)
	inputs[0] = originConstant
	if sig.Recv() != nil {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || d.info.Selections[sel] == nil || d.info.Selections[sel].Kind() != types.MethodVal {
			return nil, false
		}
		inputs[0] = d.originOf(sel.X)
	}
	if len(call.Args) == 1 && params.Len() > 1 {
		if inner, isCall := ast.Unparen(call.Args[0]).(*ast.CallExpr); isCall {
			if tuple, isTuple := d.info.TypeOf(inner).(*types.Tuple); isTuple && tuple.Len() == params.Len() {
				for j := range params.Len() {
					inputs[j+1] = d.resultOrigin(inner, j) // f(g())
				}
				return inputs, true
			}
		}
	}
	var variadic []ast.Expr
	for j, arg := range call.Args {
		switch {
		case sig.Variadic() && j >= params.Len()-1 && !call.Ellipsis.IsValid():
			variadic = append(variadic, arg)
		case j < params.Len():
			inputs[j+1] = d.originOf(arg)
		}
	}
	if sig.Variadic() && !call.Ellipsis.IsValid() {
		inputs[params.Len()] = originConstant
		if len(variadic) > 0 {
			inputs[params.Len()] = d.combinedOrConstant(variadic)
		}
	}
	return inputs, true
}

// combinedOrConstant is combined, but constant when every operand is.
func (d *handlerData) combinedOrConstant(operands []ast.Expr) origin {
	all := originConstant
	for _, op := range operands {
		switch d.originOf(op) {
		case originOther:
			return originOther
		case originRequest:
			all = originRequest
		}
	}
	return all
}

// closureOf returns the function literal v holds when v is a local the
// function assigns exactly once, a function literal (split := func(s
// string) []string {…}).
func (d *handlerData) closureOf(v *types.Var) *ast.FuncLit {
	if d.body == nil || d.body.Pos() > v.Pos() || v.Pos() >= d.body.End() {
		return nil
	}
	var (
		lit      *ast.FuncLit
		assigned int
	)
	d.m.Inspect(d.body, func(n ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(n)
		if !ok || assigned > 1 {
			return assigned <= 1
		}
		for i, l := range lhs {
			if id := identOrNil(l); id == nil || d.info.ObjectOf(id) != v {
				continue
			}
			assigned++
			if len(rhs) == len(lhs) {
				lit, _ = ast.Unparen(rhs[i]).(*ast.FuncLit)
			}
		}
		return true
	})
	if assigned != 1 {
		return nil
	}
	return lit
}

// summary returns, for the function fn with body and signature sig, given
// inputs (the receiver's origin, then each parameter's), whether each of
// its results computes from the request alone. A closure's summary also
// sees what its enclosing function read from the request.
func (s *inputFuncs) summary(fn ast.Node, body *ast.BlockStmt, sig *types.Signature, inputs []origin, enclosing *handlerData) []bool {
	key := summaryKey{fn: fn, inputs: originsKey(inputs)}
	if enclosing != nil {
		key.captured = len(enclosing.request)
	}
	if r, ok := s.done[key]; ok {
		return r
	}
	if s.busy[fn] {
		return make([]bool, sig.Results().Len()) // recursion: nothing learnt yet
	}
	s.busy[fn] = true
	r := s.compute(body, sig, inputs, enclosing)
	delete(s.busy, fn)
	s.done[key] = r
	return r
}

func originsKey(inputs []origin) string {
	var b strings.Builder
	for _, o := range inputs {
		b.WriteByte('0' + byte(o))
	}
	return b.String()
}

func (s *inputFuncs) compute(body *ast.BlockStmt, sig *types.Signature, inputs []origin, enclosing *handlerData) []bool {
	d := newHandlerData(s.m, sig, body, -1)
	d.inputsThroughCalls = true
	d.inputFuncs = s
	d.enclosing = enclosing
	d.constants = make(map[types.Object]bool)
	give := func(v *types.Var, o origin) {
		switch o {
		case originRequest:
			d.request[v] = true
		case originConstant:
			d.constants[v] = true
		}
	}
	if sig.Recv() != nil {
		give(sig.Recv(), inputs[0])
	}
	for i := range sig.Params().Len() {
		give(sig.Params().At(i), inputs[i+1])
	}
	d.m.Fixpoint(d.body, d.learn)
	n := sig.Results().Len()
	fromInputs := make([]bool, n)
	other := make([]bool, n)
	inspectOwn(body, func(node ast.Node) {
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
// i, the named result for a bare return, the call's result i for return
// f(…).
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
		if call, ok := ast.Unparen(ret.Results[0]).(*ast.CallExpr); ok {
			return d.resultOrigin(call, i)
		}
		return d.originOf(ret.Results[0])
	}
	return originOther
}
