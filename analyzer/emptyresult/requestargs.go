package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A tool handler's arguments are inputs however they were decoded: read
// with req.GetString or RequireString, bound with req.BindArguments(&args),
// unmarshalled from json.Marshal(req.Params.Arguments) or from one
// argument, parsed by the package's own parseArgs(req, &args) or
// parseItems(args["apis"]). Testing them for emptiness validates the
// request; it never tests an answer.
//
// Which values are inputs is value flow, not naming: a value is derived
// from the request when it is the request or the typed input parameter,
// or is computed from such values alone (constants aside) — through
// field selections, indexing, conversions, assertions, operators,
// literals, ranges, and calls whose every input is request-derived or a
// constant (a method counts its receiver as an input; a call with no
// input at all derives nothing). A call's &x arguments are bound from the
// request when its other inputs are (json.Unmarshal(b, &args) with b
// request-derived). The context is no input: a call given ctx may fetch
// (listTargets(ctx, req) fetches the targets). A standard-library call
// that reaches outside the process (os.ReadFile(path),
// knowledge.ReachesOutside) reads data, not the request, and an SDK method
// derives only from the request itself (req.GetString), not from its
// session (req.Session.ListRoots). The user names, as request parsers
// (config.Config.RequestParsers), the parsers this cannot see: their
// results and &x arguments are the request's arguments whatever they are
// given (s.parse(ctx, req)).

// origin says where a value comes from, as far as the request goes.
type origin uint8

const (
	originOther    origin = iota // data, or a value of unknown source
	originConstant               // a constant, nil, a type or a function
	originRequest                // the request's arguments, or computed from them alone
)

// FromRequest reports whether e reads the request's arguments.
func (d *handlerData) FromRequest(e ast.Expr) bool { return d.originOf(e) == originRequest }

// requestDerivedInto reports whether r, assigned to v, makes v one of the
// request's arguments. v's own value in r is neutral: a list accumulated
// from request data (out = append(out, s)) is request data.
func (d *handlerData) requestDerivedInto(v types.Object, r ast.Expr) bool {
	d.assigning = v
	defer func() { d.assigning = nil }()
	return d.originOf(r) == originRequest
}

func (d *handlerData) originOf(e ast.Expr) origin {
	e = ast.Unparen(e)
	if tv, ok := d.info.Types[e]; ok && (tv.Value != nil || tv.IsNil() || tv.IsType()) {
		return originConstant
	}
	switch x := e.(type) {
	case *ast.Ident:
		return d.identOrigin(x)
	case *ast.SelectorExpr:
		sel := d.info.Selections[x]
		if sel == nil {
			return d.identOrigin(x.Sel) // a package's function, constant or variable
		}
		if sel.Kind() == types.FieldVal {
			return d.originOf(x.X)
		}
		return originOther // a method value
	case *ast.IndexExpr:
		if !mcpmodel.IsElementRead(d.info, x) {
			return originConstant // a generic function, instantiated
		}
		return d.originOf(x.X)
	case *ast.SliceExpr:
		return d.originOf(x.X)
	case *ast.StarExpr:
		return d.originOf(x.X)
	case *ast.TypeAssertExpr:
		return d.originOf(x.X)
	case *ast.UnaryExpr:
		if x.Op == token.ARROW {
			return originOther
		}
		return d.originOf(x.X)
	case *ast.BinaryExpr:
		if !d.inputsThroughCalls {
			return originOther
		}
		return d.combined([]ast.Expr{x.X, x.Y})
	case *ast.CompositeLit:
		if !d.inputsThroughCalls {
			return originOther
		}
		var elts []ast.Expr
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				elts = append(elts, kv.Key, kv.Value)
				continue
			}
			elts = append(elts, elt)
		}
		return d.combined(elts)
	case *ast.CallExpr:
		return d.callOrigin(x)
	}
	return originOther
}

func (d *handlerData) identOrigin(id *ast.Ident) origin {
	switch obj := d.info.ObjectOf(id).(type) {
	case *types.Var:
		if d.isRequestVar(obj) {
			return originRequest
		}
		if obj == d.assigning || d.constants[obj] {
			return originConstant
		}
	case *types.Func, *types.Const, *types.TypeName, *types.Builtin, *types.Nil:
		return originConstant
	}
	return originOther
}

// isRequestVar reports whether v holds the request's arguments: in this
// function, or, for a closure's summary, in the function that encloses it
// (a closure reading args[k] of its handler).
func (d *handlerData) isRequestVar(v types.Object) bool {
	for e := d; e != nil; e = e.enclosing {
		if e.request[v] {
			return true
		}
	}
	return false
}

// combined is the origin of a value computed from operands: the request
// when each is the request or a constant and one at least is the
// request, else other.
func (d *handlerData) combined(operands []ast.Expr) origin {
	if o := d.combinedOrConstant(operands); o == originRequest {
		return originRequest
	}
	return originOther
}

// callOrigin is the origin of a call's (first) result.
func (d *handlerData) callOrigin(call *ast.CallExpr) origin { return d.resultOrigin(call, 0) }

// resultOrigin is the origin of a call's result i (see above). In a helper
// only conversions derive: its parameters include backends. A function of
// this package, or a closure of the function, is known by its body, asked
// with what the call gives it (inputfuncs.go); any other call derives from
// the request when its every input does.
func (d *handlerData) resultOrigin(call *ast.CallExpr, i int) origin {
	if d.isConversion(call) {
		return d.originOf(call.Args[0])
	}
	if !d.inputsThroughCalls {
		return originOther
	}
	if d.isRequestParser(call) {
		return originRequest
	}
	if o, known := d.knownCallOrigin(call, i); known {
		return o
	}
	operands, ok := d.callInputs(call)
	if !ok {
		return originOther
	}
	o := d.combined(operands)
	if fn, isFunc := typeutil.Callee(d.info, call).(*types.Func); isFunc && o == originRequest && !d.computesFromInputs(fn, call) {
		return originOther
	}
	return o
}

// computesFromInputs reports whether fn, a function of another package
// called with request data alone, returns request data: the standard
// library's does (those reaching outside are no inputs already); one of a
// package with MCP unless its fact says it fetches; any other unless what
// it returns is a handle — a pointer to a type with methods, an interface
// with methods, a function or a channel (library.GetSearchIndex(format)
// returning the *SearchIndex to search).
func (d *handlerData) computesFromInputs(fn *types.Func, call *ast.CallExpr) bool {
	if fn.Pkg() == nil || knowledge.IsStandardLibrary(fn.Pkg().Path()) {
		return true
	}
	if d.inputFuncs.fetches(fn) {
		return false
	}
	t := d.info.TypeOf(call)
	if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
		t = tuple.At(0).Type()
	}
	return !isHandle(t)
}

// isHandle reports whether t is a value to call rather than data: a
// pointer to a named type with methods, an interface with methods, a
// function or a channel.
func isHandle(t types.Type) bool {
	if t == nil {
		return false
	}
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Pointer:
		return types.NewMethodSet(u).Len() > 0
	case *types.Interface:
		return u.NumMethods() > 0
	case *types.Signature, *types.Chan:
		return true
	}
	return false
}

// callInputs returns the inputs of a call that may derive from the
// request — its arguments, and a method's receiver — and false for a call
// that derives nothing: one that reaches outside the process, an SDK
// method of anything but the request, a builtin that makes a new value.
func (d *handlerData) callInputs(call *ast.CallExpr) ([]ast.Expr, bool) {
	switch fn := typeutil.Callee(d.info, call).(type) {
	case *types.Builtin:
		switch fn.Name() {
		case "len", "cap", "append", "min", "max", "string":
			return call.Args, true
		}
		return nil, false
	case *types.Func:
		if fn.Pkg() != nil && knowledge.IsStandardLibrary(fn.Pkg().Path()) && knowledge.ReachesOutside(fn) {
			return nil, false
		}
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !isSel || d.info.Selections[sel] == nil {
			return call.Args, true // a function of a package
		}
		if fn.Pkg() != nil && d.m.IsSDKPackage(fn.Pkg().Path()) && !d.m.IsRequestType(d.info.TypeOf(sel.X)) {
			return nil, false
		}
		return append([]ast.Expr{sel.X}, call.Args...), true
	}
	// A call of a function value: the function is an input too.
	return append([]ast.Expr{call.Fun}, call.Args...), true
}

// learnBoundArguments records the targets of a call that binds request
// data into variables: req.BindArguments(&args), json.Unmarshal(b, &args)
// with b request-derived, parseArgs(req, &args),
// mapstructure.Decode(req.GetArguments(), &args) — a call whose inputs
// other than its &x arguments are request-derived (or constants), or a
// configured request parser.
func (d *handlerData) learnBoundArguments(call *ast.CallExpr) bool {
	if !d.inputsThroughCalls || !d.bindsRequest(call) {
		return false
	}
	changed := false
	for _, arg := range call.Args {
		u, ok := ast.Unparen(arg).(*ast.UnaryExpr)
		if !ok || u.Op != token.AND {
			continue
		}
		if v := d.m.RootVar(u.X); v != nil && !d.request[v] {
			d.request[v] = true
			changed = true
		}
	}
	return changed
}

// bindsRequest reports whether call's inputs, but its &x arguments, come
// from the request (see learnBoundArguments).
func (d *handlerData) bindsRequest(call *ast.CallExpr) bool {
	if d.isRequestParser(call) {
		return true
	}
	inputs, ok := d.callInputs(call)
	if !ok {
		return false
	}
	var rest []ast.Expr
	for _, in := range inputs {
		if u, isAddr := ast.Unparen(in).(*ast.UnaryExpr); isAddr && u.Op == token.AND {
			continue
		}
		rest = append(rest, in)
	}
	return d.combined(rest) == originRequest
}

// isRequestParser reports whether call calls a function the
// configuration names as a request parser.
func (d *handlerData) isRequestParser(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	return fn != nil && d.m.IsRequestParser(fn)
}
