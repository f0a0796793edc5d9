package emptyresult

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
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
//   - the reply to an action: what a call returned that was given a
//     GraphQL document whose operation is a mutation (linear's
//     projectCreate: no project in the reply is a failed creation), or a
//     protocol's reply to a request that acts (go-dap's
//     SetBreakpointsResponse: no breakpoint in it is a breakpoint not
//     set), and any part of it (knowledge/protocols.go); or the value a
//     reply reader the configuration names returned
//     (config.Config.ReplyReaders), which only its author knows to be an
//     action's acknowledgement.

// notAnAnswer reports whether x is one of these.
func (d *handlerData) notAnAnswer(x ast.Expr) bool {
	return d.m.IsResultType(d.info.TypeOf(x)) || d.isStatusSlot(x) || d.replyToAction(x) || d.captured(x)
}

// replyToAction reports whether x is (part of) a reply to an action: its
// value comes, through the paths and assignments that take a value apart
// (resp.Data["projectCreate"].(map[string]any)), from a call given a
// GraphQL mutation document or returning a protocol's reply to an acting
// request, or from a configured reply reader.
func (d *handlerData) replyToAction(x ast.Expr) bool {
	if knowledge.IsActionReply(d.info.TypeOf(x)) {
		return true
	}
	seen := make(map[types.Object]bool)
	var from func(v types.Object) bool
	from = func(v types.Object) bool {
		if v == nil || seen[v] {
			return false
		}
		seen[v] = true
		if knowledge.IsActionReply(v.Type()) {
			return true
		}
		for _, rhs := range d.assignedTo(v) {
			if call, ok := ast.Unparen(rhs).(*ast.CallExpr); ok && !d.isConversion(call) {
				if d.actsByProtocol(call) {
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

// actsByProtocol reports whether call sends an action by protocol — it is
// given a GraphQL mutation document — or is a configured reply reader.
func (d *handlerData) actsByProtocol(call *ast.CallExpr) bool {
	if fn, _ := typeutil.Callee(d.info, call).(*types.Func); fn != nil && d.m.IsReplyReader(fn) {
		return true
	}
	for _, arg := range call.Args {
		if doc, ok := d.constString(arg); ok && knowledge.IsMutationDocument(doc) {
			return true
		}
	}
	return false
}

// constString returns the string constant e is, or that the local
// variable e names is always assigned (query := `mutation …`).
func (d *handlerData) constString(e ast.Expr) (string, bool) {
	if s, ok := stringConstant(d.info, e); ok {
		return s, true
	}
	v, _ := d.info.ObjectOf(identOrNil(e)).(*types.Var)
	if v == nil || isPackageLevel(v) {
		return "", false
	}
	values := d.assignedTo(v)
	doc := ""
	for i, rhs := range values {
		s, ok := stringConstant(d.info, rhs)
		if !ok || i > 0 && s != doc {
			return "", false
		}
		doc = s
	}
	return doc, len(values) > 0
}

func stringConstant(info *types.Info, e ast.Expr) (string, bool) {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
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
