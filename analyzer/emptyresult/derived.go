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
// more ways real helpers use: through YAML (yamlArgs, below; the package's
// renderers are renderers.go's), and
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
	if data == nil || d.isAnswered(data) || !d.encoded(data) {
		return false
	}
	return d.addPart(data, "")
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

// readsRequest reports whether e, or a value its root variable is
// assigned, is derived from the request.
func (d *handlerData) readsRequest(e ast.Expr) bool {
	if d.FromRequest(e) {
		return true
	}
	if root := d.m.RootVar(e); root != nil {
		for _, rhs := range d.assignedTo(root) {
			if d.FromRequest(rhs) {
				return true
			}
		}
	}
	return false
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

// learnLookup marks the element of a loop (a range loop's key or value, a
// counter) as returned data when a returned variable is assigned what a
// lookup keyed by the element found: a map index (byID[hit.ID]) or a call
// given the element or a field of it (get(hit.ID)), not a method of the
// element itself.
func (d *handlerData) learnLookup(n ast.Node) bool {
	as, ok := n.(*ast.AssignStmt)
	if !ok || len(as.Rhs) != 1 || !d.Returned(as.Lhs[0]) {
		return false
	}
	changed := false
	for _, key := range d.lookupKeys(as.Rhs[0]) {
		if root := d.m.RootVar(key); root != nil && !d.isAnswered(root) && d.isLoopVar(root) {
			changed = d.addPart(root, "") || changed
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

// anyReturned reports whether one of the variables e carries is returned
// data.
func (d *handlerData) anyReturned(e ast.Expr) bool {
	for _, v := range d.reshapedVars(e) {
		if d.isAnswered(v) {
			return true
		}
	}
	return false
}

// yamlArgs returns the value a YAML encoder writes out as a text
// (yaml.Marshal(result); JSON's encoders are reshaping already), none for
// any other call.
func (d *handlerData) yamlArgs(call *ast.CallExpr) []ast.Expr {
	if fn, _ := typeutil.Callee(d.info, call).(*types.Func); knowledge.IsYAMLEncoder(fn) {
		return call.Args
	}
	return nil
}
