package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Beyond reshaping (handlerdata.go), the answer derives from a value in
// more ways real helpers use: through the package's renderers and YAML
// (formattedArgs, below), and
//
//   - converted through JSON: b, _ := json.Marshal(node) then
//     json.Unmarshal(b, &project) answering project makes b, and so node,
//     the answer (a decode of other bytes, such as a tool result's text or
//     an HTTP body, is not followed: testing those for emptiness is a
//     presence guard, not an empty answer);
//   - looked up per element of it: for _, hit := range res.Hits {
//     r, ok := byID[hit.ID]; out = append(out, r) } answers, for each hit,
//     what a map lookup or a call keyed by the element (or a field of it)
//     found, so res is the answer: an empty res is an empty answer.
//
// A value a call is given elsewhere (a query, a backend client) is still
// not the answer.

// learnWithDerived is learn (handlerdata.go) with the derivations above.
func (d *handlerData) learnWithDerived(n ast.Node) bool {
	learnt := d.learn(n) // first: a decode may bind the request's arguments
	return d.learnDecode(n) || d.learnLookup(n) || learnt
}

// learnDecode marks the data of a JSON decode (Unmarshal(data, &v)) whose
// target is returned data as returned data, when the data was encoded in
// this function (a conversion through JSON) and is not the request's
// arguments (binding them is validation's business, requestargs.go).
func (d *handlerData) learnDecode(n ast.Node) bool {
	call, ok := n.(*ast.CallExpr)
	if !ok || len(call.Args) != 2 {
		return false
	}
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	if fn == nil || knowledge.Decoder(fn) != knowledge.DecodeData || !d.anyReturned(call.Args[1]) || d.FromRequest(pointee(call.Args[1])) {
		return false
	}
	data := d.m.RootVar(call.Args[0])
	if data == nil || d.returned[data] || !d.encoded(data) {
		return false
	}
	d.returned[data] = true
	return true
}

// pointee returns x for &x, else e.
func pointee(e ast.Expr) ast.Expr {
	if u, ok := ast.Unparen(e).(*ast.UnaryExpr); ok && u.Op == token.AND {
		return u.X
	}
	return e
}

// encoded reports whether v is assigned a JSON or YAML encoding of a value
// that is not read from the request (b, _ := json.Marshal(args["todos"])
// binds an argument).
func (d *handlerData) encoded(v types.Object) bool {
	found := false
	for _, rhs := range d.assignedTo(v) {
		call, isCall := ast.Unparen(rhs).(*ast.CallExpr)
		if !isCall || len(call.Args) == 0 {
			continue
		}
		enc, _ := typeutil.Callee(d.info, call).(*types.Func)
		if (knowledge.IsEncoder(enc) || knowledge.IsYAMLEncoder(enc)) && !d.readsRequest(call.Args[0]) {
			found = true
		}
	}
	return found
}

// readsRequest reports whether e, or what its root variable is assigned,
// mentions the request or a value known to carry it.
func (d *handlerData) readsRequest(e ast.Expr) bool {
	if d.mentionsRequest(e) {
		return true
	}
	if root := d.m.RootVar(e); root != nil {
		for _, rhs := range d.assignedTo(root) {
			if d.mentionsRequest(rhs) {
				return true
			}
		}
	}
	return false
}

func (d *handlerData) mentionsRequest(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			obj := d.info.Uses[id]
			found = found || obj != nil && (d.request[obj] || d.wholeRequest[obj])
		}
		return !found
	})
	return found
}

// assignedTo returns the values assigned to v (v := x, v = x, v, err := x).
func (d *handlerData) assignedTo(v types.Object) []ast.Expr {
	var values []ast.Expr
	d.m.Inspect(d.body, func(n ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(n)
		if !ok || len(lhs) == 0 || d.m.RootVar(lhs[0]) != v {
			return true
		}
		if len(rhs) == len(lhs) || len(rhs) == 1 {
			values = append(values, rhs[0])
		}
		return true
	})
	return values
}

// learnLookup marks the element of a range loop as returned data when a
// returned variable is assigned what a lookup keyed by the element found:
// a map index (byID[hit.ID]) or a call given the element or a field of it
// (get(hit.ID)), not a method of the element itself.
func (d *handlerData) learnLookup(n ast.Node) bool {
	as, ok := n.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || !d.Returned(as.Lhs[0]) {
		return false
	}
	changed := false
	for _, key := range d.lookupKeys(as.Rhs[0]) {
		if root := d.m.RootVar(key); root != nil && !d.returned[root] && d.isRangeVar(root) {
			d.returned[root] = true
			changed = true
		}
	}
	return changed
}

// lookupKeys returns the keys of a map index, or the arguments of a call
// (not a conversion or a builtin).
func (d *handlerData) lookupKeys(e ast.Expr) []ast.Expr {
	switch x := ast.Unparen(e).(type) {
	case *ast.IndexExpr:
		if _, isMap := types.Unalias(d.info.TypeOf(x.X)).Underlying().(*types.Map); isMap {
			return []ast.Expr{x.Index}
		}
	case *ast.CallExpr:
		if _, isFunc := typeutil.Callee(d.info, x).(*types.Func); isFunc {
			return x.Args
		}
	}
	return nil
}

// isRangeVar reports whether v is the key or value of a range loop of the
// function.
func (d *handlerData) isRangeVar(v types.Object) bool {
	found := false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		if loop, ok := n.(*ast.RangeStmt); ok {
			found = found || d.definedBy(loop.Key, v) || d.definedBy(loop.Value, v)
		}
		return !found
	})
	return found
}

// anyReturned reports whether one of the variables e carries is returned
// data.
func (d *handlerData) anyReturned(e ast.Expr) bool {
	for _, v := range d.reshapedVars(e) {
		if d.returned[v] {
			return true
		}
	}
	return false
}

// A handler often formats its answer with a function of its own package:
// resultText := FormatProject(*project). A function of the package that
// returns a text (a string or []byte, alone or with an error) in which
// some of its parameters reach what it returns, as handler data follows
// them (fmt.Sprintf into a strings.Builder whose String() it returns),
// renders those parameters: what a caller passes there is the data it
// answers with. A renderer's own renderers are not followed (recursive
// formatters stop there).

// renderers knows the package's text-returning functions and which of
// their parameters they render, computed on demand.
type renderers struct {
	decls  map[*types.Func]*ast.FuncDecl
	params map[*types.Func][]int
	// off is set inside a renderer's own summary.
	off bool
}

// formattedArgs returns the arguments of call that it writes out as a
// text: a YAML encoder's value (yaml.Marshal(result): JSON's encoders are
// reshaping already), or what a renderer of the package renders; none for
// any other call.
func (d *handlerData) formattedArgs(call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	if knowledge.IsYAMLEncoder(fn) {
		return call.Args
	}
	if fn == nil || !returnsText(fn) || d.renders != nil && d.renders.off {
		return nil
	}
	if d.renders == nil {
		d.renders = d.findTextFuncs()
	}
	var args []ast.Expr
	for _, i := range d.renders.renderedParams(d, fn) {
		if i < len(call.Args) {
			args = append(args, call.Args[i])
		}
	}
	return args
}

// findTextFuncs collects the package's functions returning a text.
func (d *handlerData) findTextFuncs() *renderers {
	r := &renderers{decls: make(map[*types.Func]*ast.FuncDecl), params: make(map[*types.Func][]int)}
	d.m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		if fn, ok := d.info.Defs[decl.Name].(*types.Func); ok && returnsText(fn) && !d.m.IsTestCode(file, decl) {
			r.decls[fn] = decl
		}
	})
	return r
}

// renderedParams returns the parameters fn renders.
func (r *renderers) renderedParams(d *handlerData, fn *types.Func) []int {
	fn = fn.Origin()
	if params, done := r.params[fn]; done {
		return params
	}
	r.params[fn] = nil // a recursive call renders nothing more
	decl := r.decls[fn]
	if decl == nil {
		return nil
	}
	sig := fn.Type().(*types.Signature)
	inner := newHandlerData(d.m, sig, decl.Body, 0)
	inner.renders = &renderers{off: true}
	// What it returns is its text, error or not (a single result is not
	// told apart from an error by the handler data's seeds).
	inspectOwn(decl.Body, func(n ast.Node) {
		if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) == sig.Results().Len() {
			inner.markReturned(ret.Results[0])
		}
	})
	inner.compute()
	var params []int
	for i := range sig.Params().Len() {
		if inner.returned[sig.Params().At(i)] {
			params = append(params, i)
		}
	}
	r.params[fn] = params
	return params
}

// returnsText reports whether fn's results are a string or []byte, alone
// or followed by an error.
func returnsText(fn *types.Func) bool {
	results := fn.Type().(*types.Signature).Results()
	if results.Len() == 0 || results.Len() > 2 || results.Len() == 2 && !mcpmodel.IsErrorType(results.At(1).Type()) {
		return false
	}
	switch t := types.Unalias(results.At(0).Type()).Underlying().(type) {
	case *types.Basic:
		return t.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := types.Unalias(t.Elem()).(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}
