package emptyresult

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Some values a function answers with hold no answer whose emptiness could
// be tested; their test says how a call went:
//   - the tool result value itself (result == nil of a proxied call is a
//     missing result: an empty answer is a result with empty content);
//   - a generated HTTP client's response (oapi-codegen) holds one field
//     per status (JSON200, JSON404) beside the raw *http.Response; only
//     the field of the status that came back is set, so JSON200 == nil
//     asks which status came back. An empty list arrives as a JSON200 with
//     no items;
//   - a value of the handler's environment: a local variable of an
//     enclosing function that a handler closure captures and never
//     assigns (the dashboard URL a tool was registered with): it was fixed
//     before the call, so its emptiness says the server is not configured,
//     not that the answer is empty (package-level variables are never
//     locals' data either);
//   - the value a reply reader the configuration names returned
//     (config.Config.ReplyReaders): the reply to a request the handler
//     made, which only its author knows to be an action's acknowledgement
//     (a debugger's breakpoints set), not an answer.

// notAnAnswer reports whether x is one of these.
func (d *handlerData) notAnAnswer(x ast.Expr) bool {
	return d.m.IsResultType(d.info.TypeOf(x)) || d.isStatusSlot(x) || d.fromReplyReader(x) || d.captured(x)
}

// captured reports whether x's root is a variable declared outside the
// handler that the handler never assigns.
func (d *handlerData) captured(x ast.Expr) bool {
	root := d.m.RootVar(x)
	if d.fn == nil || root == nil || d.fn.Pos() <= root.Pos() && root.Pos() < d.fn.End() {
		return false
	}
	assigned := false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		if lhs, _, ok := mcpmodel.Assignment(n); ok && !assigned {
			for _, l := range lhs {
				assigned = assigned || d.m.RootVar(l) == root
			}
		}
		return !assigned
	})
	return !assigned
}

// isStatusSlot reports whether x is a pointer field of a struct that also
// holds the net/http response it was decoded from.
func (d *handlerData) isStatusSlot(x ast.Expr) bool {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	if _, ok := types.Unalias(d.info.TypeOf(x)).Underlying().(*types.Pointer); !ok {
		return false
	}
	st, ok := vocab.Deref(d.info.TypeOf(sel.X)).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if isHTTPResponse(st.Field(i).Type()) {
			return true
		}
	}
	return false
}

func isHTTPResponse(t types.Type) bool {
	named := vocab.Named(t)
	return named != nil && named.Obj().Pkg() != nil &&
		named.Obj().Pkg().Path() == "net/http" && named.Obj().Name() == "Response"
}

// fromReplyReader reports whether x's root variable is assigned what a
// configured reply reader returned.
func (d *handlerData) fromReplyReader(x ast.Expr) bool {
	root := d.m.RootVar(x)
	if root == nil {
		return false
	}
	found := false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(n)
		if !ok || found || len(rhs) != 1 && len(rhs) != len(lhs) {
			return !found
		}
		for i, l := range lhs {
			r := rhs[0]
			if len(rhs) == len(lhs) {
				r = rhs[i]
			}
			if !d.definedBy(l, root) {
				continue
			}
			if call, isCall := ast.Unparen(r).(*ast.CallExpr); isCall {
				fn, _ := typeutil.Callee(d.info, call).(*types.Func)
				found = found || fn != nil && d.m.IsReplyReader(fn)
			}
		}
		return !found
	})
	return found
}
