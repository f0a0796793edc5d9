package emptyresult

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// A reply reader the configuration names (config.Config.ReplyReaders,
// -replyreaders) reads the acknowledgement of an action the handler
// requested (a debugger's breakpoints set): only its author knows that it
// acknowledges rather than answers, so what it returned, and any part of
// it, is no answer even when it is a collection.

// fromReplyReader reports whether x's value comes, through the paths and
// assignments that take a value apart, from a call of a configured reply
// reader.
func (d *handlerData) fromReplyReader(x ast.Expr) bool {
	seen := make(map[types.Object]bool)
	var from func(v types.Object) bool
	from = func(v types.Object) bool {
		if v == nil || seen[v] {
			return false
		}
		seen[v] = true
		for _, rhs := range d.assignedTo(v) {
			if call, ok := ast.Unparen(rhs).(*ast.CallExpr); ok && !d.isConversion(call) {
				if fn, _ := typeutil.Callee(d.info, call).(*types.Func); fn != nil && d.m.IsReplyReader(fn) {
					return true
				}
				continue
			}
			if from(d.m.RootVar(rhs)) {
				return true
			}
		}
		return false
	}
	return from(d.m.RootVar(x))
}
