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
// configured servers) answers "not found" about its target or
// precondition: that is invalid input or a failed precondition, not an
// empty answer. What tells it is what the function does with the value
// after the test, not what the calls are named:
//
//   - it writes into the value (s.Quarantined = true), deletes it
//     (delete, clear, close) or gives it to a standard-library call that
//     changes the world (os.Remove, knowledge.IsStdlibMutator);
//   - it gives the value to a call that must succeed for the function to
//     go on: the call's error is tested and its failure fails the function
//     (if err := store.DeleteServer(srv.Name); err != nil { return … }),
//     or is handed on as the function's error. A call made on the side —
//     a cache given the rows (st.Remember(q, rows)), a call whose error is
//     dropped or only logged — does not make the value its target, and
//     neither do calls that only render or encode the answer (encoders,
//     renderers, success wrappers), the SDK's, the standard library's
//     other calls, logging, tracing and metrics, nor methods of the answer
//     being built (result.AddItem(item)).
//
// A value made from the value counts too: ws := WorkingSet{Servers:
// servers} then dao.CreateWorkingSet(ctx, ws.ToDb()) acts on servers.

// actedOnAfter reports whether the function acts on root after pos.
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

// findActions returns, for each local, where the function acts on it, or
// on a value made from it.
func (d *handlerData) findActions() map[types.Object][]token.Pos {
	acts := make(map[types.Object][]token.Pos)
	record := func(e ast.Expr, at token.Pos) {
		for _, v := range d.carriedVars(e) {
			acts[v] = append(acts[v], at)
		}
	}
	mustSucceed := d.callsThatMustSucceed()
	d.m.Inspect(d.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			for _, op := range d.actionOperands(n, mustSucceed[n]) {
				record(op, n.Pos())
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

// actionOperands returns the operands call acts on: those of delete, clear
// and close and of a standard-library mutator, and those of a call that
// must succeed (see above) — of a method of the answer, its receiver only.
func (d *handlerData) actionOperands(call *ast.CallExpr, mustSucceed bool) []ast.Expr {
	switch fn := typeutil.Callee(d.info, call).(type) {
	case *types.Builtin:
		switch fn.Name() {
		case "delete", "close", "clear":
			return call.Args
		}
		return nil
	case *types.Func:
		if fn.Pkg() == nil {
			return nil
		}
		path := fn.Pkg().Path()
		switch {
		case knowledge.IsStandardLibrary(path):
			if knowledge.IsStdlibMutator(fn) {
				return call.Args
			}
			return nil
		case !mustSucceed, d.m.IsSDKPackage(path), knowledge.IsObservabilityPackage(path), d.rendersOrEncodes(call):
			return nil
		}
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && d.Returned(sel.X) {
			return []ast.Expr{sel.X} // result.AddItem(item) shapes the answer
		}
	default:
		if !mustSucceed {
			return nil
		}
	}
	return callOperands(call)
}

// rendersOrEncodes reports whether call turns its arguments into the
// answer's form: an encoder, a renderer, a success wrapper.
func (d *handlerData) rendersOrEncodes(call *ast.CallExpr) bool {
	return d.reshapes(call) || d.yamlArgs(call) != nil || d.renderers.dataArgs(call) != nil || d.successDataArgs(call) != nil
}

// callsThatMustSucceed returns the calls whose error the function turns
// into its own failure: assigned to an error variable that an if after
// the call tests non-nil, with a branch that fails or returns that error
// (if err := f(x); err != nil { return nil, err }, v, err := f(x) then
// if err != nil { return errorResult }).
func (d *handlerData) callsThatMustSucceed() map[*ast.CallExpr]bool {
	calls := make(map[*ast.CallExpr]bool)
	d.m.Inspect(d.body, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			return true
		}
		call, isCall := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !isCall {
			return true
		}
		errVar, _ := d.info.ObjectOf(identOrNil(as.Lhs[len(as.Lhs)-1])).(*types.Var)
		if errVar != nil && mcpmodel.IsErrorType(errVar.Type()) && d.failsOnError(errVar, as.End()) {
			calls[call] = true
		}
		return true
	})
	return calls
}

// failsOnError reports whether an if statement after pos tests errVar
// non-nil and fails, or returns errVar, in its branch.
func (d *handlerData) failsOnError(errVar types.Object, pos token.Pos) bool {
	stmt, _ := d.failingErrorTest(errVar, pos, anyFailure)
	return stmt != nil
}

func anyFailure(k mcpmodel.FailureKind) bool { return k != mcpmodel.NoFailure }

// failure is the failure exit of block: the model's, or the one the
// function's checker knows (the package's own error-result wrappers).
func (d *handlerData) failure(block *ast.BlockStmt) mcpmodel.FailureKind {
	if d.fails != nil {
		return d.fails(block, d.sig)
	}
	return d.m.BlockFailure(block, d.sig)
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

// maxPropagation bounds how far actions travel back through values made
// from one another; longer chains are not followed.
const maxPropagation = 6
