package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Some values a handler tests are the reply to something it did rather
// than the answer to a question: testing them says how the call went, not
// that the answer is empty.
//   - A generated HTTP client's response (oapi-codegen) holds one field per
//     status (JSON200, JSON404) beside the raw *http.Response; only the
//     field of the status that came back is set, so JSON200 == nil asks
//     which status came back. An empty list arrives as a JSON200 with no
//     items.
//   - The reply to an action (a debugger's SetBreakpointsRequest, whose
//     reply lists the breakpoints set) is empty when the action failed.
//   - A nil reply envelope (a *FindToolOutput, a *SearchResponse, a tool
//     result a proxied call gave) is a missing reply: an empty answer is an
//     envelope whose list is empty, or a result with no rows in it.
//   - An item the handler picks by a constant key (the "ErrorPatternLogs"
//     analysis of an investigation it ran itself) is something it needs:
//     missing, the call it made failed. An item picked by the caller's key
//     is the answer, and none is a null for an unknown id.

// repliesToCall reports whether x is such a reply.
func (d *handlerData) repliesToCall(x ast.Expr) bool {
	root := d.m.RootVar(x)
	return d.isStatusSlot(x) || d.isActionReply(root) || d.isReplyEnvelope(x) || d.pickedByConstant(root)
}

// pickedByConstant reports whether every assignment to root that is not
// its declaration sits in the body of an if whose condition compares with
// a constant only (if items[i].Name == "x" { found = &items[i] }).
func (d *handlerData) pickedByConstant(root types.Object) bool {
	if root == nil {
		return false
	}
	picked, other := false, false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		stmt, ok := n.(*ast.IfStmt)
		if !ok {
			return true
		}
		if assignsTo(d.info, stmt.Body, root) {
			if d.comparesWithConstantOnly(stmt.Cond) {
				picked = true
			} else {
				other = true
			}
		}
		return true
	})
	return picked && !other
}

// assignsTo reports whether block assigns v directly (not in a nested
// block).
func assignsTo(info *types.Info, block *ast.BlockStmt, v types.Object) bool {
	for _, stmt := range block.List {
		if assign, ok := stmt.(*ast.AssignStmt); ok {
			for _, l := range assign.Lhs {
				if id, ok := ast.Unparen(l).(*ast.Ident); ok && info.ObjectOf(id) == v {
					return true
				}
			}
		}
	}
	return false
}

// comparesWithConstantOnly reports whether cond is x == c with c a
// constant.
func (d *handlerData) comparesWithConstantOnly(cond ast.Expr) bool {
	b, ok := ast.Unparen(cond).(*ast.BinaryExpr)
	if !ok || b.Op != token.EQL {
		return false
	}
	return d.info.Types[b.X].Value != nil || d.info.Types[b.Y].Value != nil
}

// replySuffixes end the names of the types APIs give their replies.
var replySuffixes = []string{"Output", "Response", "Reply", "Result"}

// isReplyEnvelope reports whether x is a pointer to a tool result or to a
// struct named as a reply (FindToolOutput, ListUsersResponse); a pointer to
// an entity (*User) is the answer itself, and nil is "not found" there.
func (d *handlerData) isReplyEnvelope(x ast.Expr) bool {
	t := d.info.TypeOf(x)
	ptr, ok := types.Unalias(t).Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	if d.m.IsResultType(t) {
		return true
	}
	named := vocab.Named(ptr.Elem())
	if named == nil {
		return false
	}
	if _, ok := named.Underlying().(*types.Struct); !ok {
		return false
	}
	name := named.Obj().Name()
	return slices.ContainsFunc(replySuffixes, func(s string) bool { return strings.HasSuffix(name, s) })
}

// isStatusSlot reports whether x is a pointer field of a struct that also
// holds the HTTP response it was decoded from.
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

// isActionReply reports whether root was given its value by an action
// call, or by a call that reads a reply (its name says so) given what an
// action call returned (resp := readResponse(c, seq) after seq :=
// c.SetBreakpointsRequest(…)). A call named for how a request travels
// (sendSearchCall, client.Post) may carry a query: its reply stays an
// answer; and a value merely computed from an action's result
// (docs := fetchDocs(resolveProvider(…))) is not its reply.
func (d *handlerData) isActionReply(root types.Object) bool {
	if root == nil {
		return false
	}
	for _, call := range d.callsAssigning(root) {
		if d.isReplyingAction(call) {
			return true
		}
		if !readsReply(d.info, call) {
			continue
		}
		for _, arg := range call.Args {
			for _, v := range d.reshapedVars(arg) {
				if v != root && d.assignedByAction(v) {
					return true
				}
			}
		}
	}
	return false
}

// replyReaders start the names of functions that read a reply
// (readResponse, waitForReply); names holding "response" or "reply" do too.
var replyReaders = []string{"read", "wait", "await", "receive", "recv", "poll"}

// readsReply reports whether call's callee is named as a reader of replies.
func readsReply(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	if !ok {
		return false
	}
	name := strings.ToLower(fn.Name())
	if strings.Contains(name, "response") || strings.Contains(name, "reply") {
		return true
	}
	return slices.ContainsFunc(replyReaders, func(p string) bool { return strings.HasPrefix(name, p) })
}

// assignedByAction reports whether v was given its value by an action call.
func (d *handlerData) assignedByAction(v types.Object) bool {
	for _, call := range d.callsAssigning(v) {
		if d.isReplyingAction(call) {
			return true
		}
	}
	return false
}

// isReplyingAction reports whether call is an action (isActionCall) whose
// name is not a transport verb's.
func (d *handlerData) isReplyingAction(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(d.info, call).(*types.Func)
	return ok && d.isActionCall(call) && knowledge.StartsWithActionVerb(fn.Name())
}

// callsAssigning returns the calls whose results the handler assigns to v.
func (d *handlerData) callsAssigning(v types.Object) []*ast.CallExpr {
	var calls []*ast.CallExpr
	d.m.Inspect(d.body, func(n ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(n)
		if !ok || len(rhs) != 1 && len(rhs) != len(lhs) {
			return true
		}
		for i, l := range lhs {
			if !d.definedBy(l, v) {
				continue
			}
			r := rhs[0]
			if len(rhs) == len(lhs) {
				r = rhs[i]
			}
			if call, ok := ast.Unparen(r).(*ast.CallExpr); ok {
				calls = append(calls, call)
			}
		}
		return true
	})
	return calls
}
