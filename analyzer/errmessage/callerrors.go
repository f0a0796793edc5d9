package errmessage

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The Go error an SDK client's request returns (CallTool, GetPrompt,
// ReadResource…) carries the server's JSON-RPC error: go-sdk wraps a
// *jsonrpc.Error (errors.As, then its Code), mcp-go (v0.41+) wraps
// sentinel errors (errors.Is with mcp.ErrMethodNotFound…). Matching
// err.Error() against a wording decides on what the code says better.

// SDKs, as the messages name their fix.
const (
	sdkGo    = "go-sdk"
	sdkMCPGo = "mcp-go"
)

// clientCall names the SDK client request whose error a variable holds;
// the zero value is any other value.
type clientCall struct {
	sdk    string // sdkGo or sdkMCPGo
	method string // CallTool, GetPrompt…
}

func (c clientCall) known() bool { return c.sdk != "" }

// callErrors knows, at each point of one function, which variables hold
// the error an SDK client's request returned, or its text (msg :=
// err.Error()). A variable holds it from an assignment of it to the next
// assignment of anything else, in source order: err is often reused for
// the next call.
type callErrors struct {
	m        *mcpmodel.Model
	requests *requests
	assigns  map[types.Object][]errAssign
}

type errAssign struct {
	at   token.Pos  // where the assignment takes effect
	call clientCall // the request whose error it assigns; zero for anything else
}

func newCallErrors(m *mcpmodel.Model, r *requests, body *ast.BlockStmt) *callErrors {
	c := &callErrors{m: m, requests: r, assigns: make(map[types.Object][]errAssign)}
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			c.assignment(n.Lhs, n.Rhs, n.End())
		case *ast.ValueSpec:
			lhs := make([]ast.Expr, len(n.Names))
			for i, name := range n.Names {
				lhs[i] = name
			}
			c.assignment(lhs, n.Values, n.End())
		}
		return true
	})
	for _, list := range c.assigns {
		sort.Slice(list, func(i, j int) bool { return list[i].at < list[j].at })
	}
	return c
}

// assignment records what each variable of lhs is assigned.
func (c *callErrors) assignment(lhs, rhs []ast.Expr, at token.Pos) {
	info := c.m.Info()
	var request clientCall
	if len(rhs) == 1 && len(lhs) > 1 {
		request = c.requests.request(rhs[0])
	}
	for i, l := range lhs {
		id, ok := ast.Unparen(l).(*ast.Ident)
		if !ok || id.Name == "_" {
			continue
		}
		obj := info.ObjectOf(id)
		if obj == nil {
			continue
		}
		var call clientCall
		switch {
		case request.known() && mcpmodel.IsErrorType(obj.Type()):
			call = request
		case len(lhs) == len(rhs):
			call, _ = c.textOf(rhs[i])
		}
		c.assigns[obj] = append(c.assigns[obj], errAssign{at: at, call: call})
	}
}

// clientRequest returns the SDK request a call of fn makes when fn is an
// SDK client's method returning a value and an error: any CallTool of an
// SDK package, and every such method of go-sdk's *ClientSession and of
// mcp-go's client package (GetPrompt, ReadResource, ListTools…), whose
// errors carry the server's JSON-RPC error just the same.
func clientRequest(fn *types.Func) clientCall {
	if fn.Pkg() == nil {
		return clientCall{}
	}
	sig := fn.Type().(*types.Signature)
	res := sig.Results()
	if res.Len() != 2 || !mcpmodel.IsErrorType(res.At(1).Type()) {
		return clientCall{}
	}
	path := knowledge.TrimVendor(fn.Pkg().Path())
	sdk := ""
	switch vocab.SDKModuleOf(path) {
	case vocab.GoSDKModule:
		sdk = sdkGo
	case vocab.MCPGoModule:
		sdk = sdkMCPGo
	default:
		return clientCall{}
	}
	if fn.Name() != "CallTool" && !isClientMethod(sig, path) {
		return clientCall{}
	}
	return clientCall{sdk: sdk, method: fn.Name()}
}

// isClientMethod reports whether sig is a method of an SDK's client: go-sdk's
// ClientSession, or any type of mcp-go's client package (Client, MCPClient).
func isClientMethod(sig *types.Signature, path string) bool {
	if sig.Recv() == nil {
		return false
	}
	if path == vocab.MCPGoModule+"/client" {
		return true
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	return ok && path == vocab.GoSDKPath && named.Obj().Name() == "ClientSession"
}

// textOf reports whether x, where it stands, is an SDK client request's
// error or its text (err.Error(), strings.ToLower(err.Error()), a local
// holding it), and of which request.
func (c *callErrors) textOf(x ast.Expr) (clientCall, bool) {
	x = c.m.UnwrapText(x)
	if call, ok := x.(*ast.CallExpr); ok {
		sel, isSel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !isSel || sel.Sel.Name != "Error" || len(call.Args) != 0 || !mcpmodel.IsErrorType(c.m.Info().TypeOf(sel.X)) {
			return clientCall{}, false
		}
		x = ast.Unparen(sel.X)
	}
	id, ok := x.(*ast.Ident)
	if !ok {
		return clientCall{}, false
	}
	call := c.heldAt(c.m.Info().ObjectOf(id), id.Pos())
	return call, call.known()
}

// heldAt returns the client request whose error obj holds at pos, if any.
func (c *callErrors) heldAt(obj types.Object, pos token.Pos) clientCall {
	var call clientCall
	for _, a := range c.assigns[obj] {
		if a.at > pos {
			break
		}
		call = a.call
	}
	return call
}
