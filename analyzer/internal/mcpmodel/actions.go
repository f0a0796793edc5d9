package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A handler that looks something up and then changes it (quarantine_server,
// delete_issue) or uses it to make something new (create_profile from the
// configured servers) answers "not found" about its target or precondition:
// that is invalid input or a failed precondition, not an empty answer. The
// lookup's value is then acted on after the emptiness test: passed to a call
// whose name says it changes something (store.DeleteServer(s), p.Save()),
// to a standard-library call that does (os.Remove), or written into
// (s.Quarantined = true).

// actedOnAfter reports whether the handler acts on root after pos.
func (d *HandlerData) actedOnAfter(root types.Object, pos token.Pos) bool {
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

// findActions returns, for each local, where the handler acts on it.
func (d *HandlerData) findActions() map[types.Object][]token.Pos {
	acts := make(map[types.Object][]token.Pos)
	record := func(e ast.Expr, at token.Pos) {
		for _, v := range d.m.reshapedVars(e) {
			acts[v] = append(acts[v], at)
		}
	}
	ast.Inspect(d.h.Body, func(n ast.Node) bool {
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
	return acts
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
func (d *HandlerData) isActionCall(call *ast.CallExpr) bool {
	switch fn := typeutil.Callee(d.m.info, call).(type) {
	case *types.Builtin:
		return fn.Name() == "delete" || fn.Name() == "close" || fn.Name() == "clear"
	case *types.Func:
		if fn.Pkg() == nil {
			return false
		}
		path := fn.Pkg().Path()
		switch {
		case d.m.vocab.isSDKPath(path), isObservabilityPackage(path):
			return false
		case isStandardLibrary(path):
			return stdlibMutators[path+"."+fn.Name()]
		}
		return startsWithMutatingVerb(fn.Name()) && !d.shapesAnswer(call)
	}
	return false
}

// shapesAnswer reports whether call is a method of the returned data.
func (d *HandlerData) shapesAnswer(call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	root := d.m.RootVar(sel.X)
	return root != nil && d.returned[root]
}
