package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A handler that looks something up and then changes it (quarantine_server,
// delete_issue) or uses it to make something new (create_profile from the
// configured servers) answers "not found" about its target or precondition:
// that is invalid input or a failed precondition, not an empty answer. The
// lookup's value is then acted on after the emptiness test: passed to a call
// whose name says it changes something (store.DeleteServer(s), p.Save()),
// to a standard-library call that does (os.Remove), or written into
// (s.Quarantined = true) — itself, or a value made from it: ws :=
// WorkingSet{Servers: servers} then dao.CreateWorkingSet(ctx, ws.ToDb())
// acts on servers.

// actedOnAfter reports whether the handler acts on root after pos.
func (d *handlerData) actedOnAfter(root types.Object, pos token.Pos) bool {
	if root == nil {
		return false
	}
	if d.actions == nil {
		d.actions = d.findActions()
	}
	for _, at := range d.actions[root] {
		if at > pos {
			return true
		}
	}
	return false
}

// findActions returns, for each local, where the handler acts on it, or
// on a value made from it.
func (d *handlerData) findActions() map[types.Object][]token.Pos {
	acts := make(map[types.Object][]token.Pos)
	record := func(e ast.Expr, at token.Pos) {
		for _, v := range d.carriedVars(e) {
			acts[v] = append(acts[v], at)
		}
	}
	d.m.Inspect(d.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if d.isActionCall(n) {
				for _, op := range callOperands(n) {
					record(op, n.Pos())
				}
			}
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if writesInto(l) {
					record(l, n.Pos())
				}
			}
		case *ast.IncDecStmt:
			if writesInto(n.X) {
				record(n.X, n.Pos())
			}
		}
		return true
	})
	d.actOnSources(acts)
	return acts
}

// carriedVars returns the locals whose value e carries: those it reshapes
// (reshapedVars), and the receiver of a method call (ws.ToDb() carries ws).
func (d *handlerData) carriedVars(e ast.Expr) []types.Object {
	vars := d.reshapedVars(e)
	if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && d.info.Selections[sel] != nil {
			vars = append(vars, d.carriedVars(sel.X)...)
		}
	}
	return vars
}

// actOnSources extends the actions on each local to the locals it was
// made from (ws := WorkingSet{Servers: servers}: acting on ws acts on
// servers), through chains of such assignments.
func (d *handlerData) actOnSources(acts map[types.Object][]token.Pos) {
	madeFrom := make(map[types.Object][]types.Object)
	d.m.Inspect(d.body, func(n ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(n)
		if !ok || len(lhs) != len(rhs) {
			return true
		}
		for i, l := range lhs {
			if id, ok := ast.Unparen(l).(*ast.Ident); ok {
				if v := d.info.ObjectOf(id); v != nil {
					madeFrom[v] = append(madeFrom[v], d.carriedVars(rhs[i])...)
				}
			}
		}
		return true
	})
	for round := 0; round < maxPropagation; round++ {
		changed := false
		for v, sources := range madeFrom {
			for _, src := range sources {
				if src == v {
					continue
				}
				if grown := appendNew(acts[src], acts[v]); len(grown) != len(acts[src]) {
					acts[src] = grown
					changed = true
				}
			}
		}
		if !changed {
			return
		}
	}
}

// appendNew appends to list the positions of more it does not hold yet.
func appendNew(list, more []token.Pos) []token.Pos {
	have := make(map[token.Pos]bool, len(list))
	for _, p := range list {
		have[p] = true
	}
	for _, p := range more {
		if !have[p] {
			list = append(list, p)
			have[p] = true
		}
	}
	return list
}

// writesInto reports whether an assignment to lhs changes a part of a
// value (s.Quarantined = true, m[k] = v) rather than rebinding a variable.
func writesInto(lhs ast.Expr) bool {
	switch ast.Unparen(lhs).(type) {
	case *ast.SelectorExpr, *ast.IndexExpr, *ast.StarExpr:
		return true
	}
	return false
}

// isActionCall reports whether call changes something outside the answer
// being built: delete and close, the standard library's mutators, and calls
// of other packages whose name starts with a mutating verb, unless they are
// methods of the answer itself (result.AddItem(item) shapes the answer).
// SDK calls and logging, tracing and metrics calls are never actions.
func (d *handlerData) isActionCall(call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(d.info, call).(type) {
	case *types.Builtin:
		return fn.Name() == "delete" || fn.Name() == "close" || fn.Name() == "clear"
	case *types.Func:
		if fn.Pkg() == nil {
			return false
		}
		path := fn.Pkg().Path()
		switch {
		case d.m.IsSDKPackage(path), knowledge.IsObservabilityPackage(path):
			return false
		case knowledge.IsStandardLibrary(path):
			return knowledge.IsStdlibMutator(fn)
		}
		return knowledge.StartsWithMutatingVerb(fn.Name()) && !d.shapesAnswer(call)
	}
	return false
}

// shapesAnswer reports whether call is a method of the returned data.
func (d *handlerData) shapesAnswer(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	root := d.m.RootVar(sel.X)
	return root != nil && d.returned[root]
}

// maxPropagation bounds how far actions travel back through values made
// from one another; longer chains are not followed.
const maxPropagation = 6
