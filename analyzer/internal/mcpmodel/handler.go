package mcpmodel

import (
	"go/ast"
	"go/types"
)

// Handler is a server tool handler: a function or closure of one of the
// shapes the SDKs call for tools/call.
//
//	mcp-go  server.ToolHandlerFunc      func(ctx, mcp.CallToolRequest) (*mcp.CallToolResult, error)
//	mcp-go  mcp.TypedToolHandlerFunc    func(ctx, mcp.CallToolRequest, T) (*mcp.CallToolResult, error)
//	mcp-go  StructuredToolHandlerFunc   func(ctx, mcp.CallToolRequest, TArgs) (TResult, error)
//	go-sdk  mcp.ToolHandler             func(ctx, *mcp.CallToolRequest) (*mcp.CallToolResult, error)
//	go-sdk  mcp.ToolHandlerFor[In, Out] func(ctx, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)
//
// Handlers are recognised by signature, so methods, named functions and
// closures passed to AddTool are all found.
type Handler struct {
	Sig  *types.Signature
	Body *ast.BlockStmt
	// Request and Input are the request parameter and, for typed handlers,
	// the decoded-arguments parameter (nil when absent or unnamed).
	Request *types.Var
	Input   *types.Var
	// Out is the index of the result that carries the answer itself (the
	// go-sdk's Out, mcp-go's TResult), or -1.
	Out int
}

// ToolHandler recognises fn, a *ast.FuncDecl or *ast.FuncLit, as a tool
// handler.
func (m *Model) ToolHandler(fn ast.Node) (Handler, bool) {
	var (
		ftype *ast.FuncType
		body  *ast.BlockStmt
		sig   *types.Signature
	)
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		ftype, body = fn.Type, fn.Body
		if obj, ok := m.info.Defs[fn.Name].(*types.Func); ok {
			sig = obj.Type().(*types.Signature)
		}
	case *ast.FuncLit:
		ftype, body = fn.Type, fn.Body
		sig, _ = m.info.TypeOf(fn).(*types.Signature)
	}
	if sig == nil || body == nil {
		return Handler{}, false
	}
	params, results := sig.Params(), sig.Results()
	if params.Len() < 2 || params.Len() > 3 || results.Len() < 2 || results.Len() > 3 {
		return Handler{}, false
	}
	if !isContextType(params.At(0).Type()) || !m.isRequestType(params.At(1).Type()) ||
		!isErrorType(results.At(results.Len()-1).Type()) {
		return Handler{}, false
	}
	h := Handler{Sig: sig, Body: body, Out: -1}
	switch {
	case results.Len() == 3 && m.vocab.IsResultType(results.At(0).Type()):
		h.Out = 1 // go-sdk ToolHandlerFor
	case results.Len() == 2 && !m.vocab.IsResultType(results.At(0).Type()):
		if params.Len() != 3 {
			return Handler{}, false
		}
		h.Out = 0 // mcp-go StructuredToolHandlerFunc
	case results.Len() == 2:
	default:
		return Handler{}, false
	}
	names := paramNames(ftype)
	h.Request = m.paramVar(names, 1)
	if params.Len() == 3 {
		h.Input = m.paramVar(names, 2)
	}
	return h, true
}

// isRequestType reports whether t is (a pointer to) a tools/call request:
// mcp-go's mcp.CallToolRequest, or the go-sdk's alias CallToolRequest =
// ServerRequest[*CallToolParamsRaw] (also when the alias is not kept).
func (m *Model) isRequestType(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if a, ok := t.(*types.Alias); ok && a.Obj().Name() == "CallToolRequest" && a.Obj().Pkg() != nil && m.vocab.IsSDKPath(a.Obj().Pkg().Path()) {
		return true
	}
	if m.vocab.IsSDKType(t, "CallToolRequest") {
		return true
	}
	n := named(t)
	if n == nil || !m.vocab.IsSDKType(n, "ServerRequest") || n.TypeArgs().Len() != 1 {
		return false
	}
	return m.vocab.IsSDKType(n.TypeArgs().At(0), "CallToolParamsRaw")
}

func paramNames(ftype *ast.FuncType) []*ast.Ident {
	var names []*ast.Ident
	for _, field := range ftype.Params.List {
		if len(field.Names) == 0 {
			names = append(names, nil)
		}
		names = append(names, field.Names...)
	}
	return names
}

func (m *Model) paramVar(names []*ast.Ident, i int) *types.Var {
	if i >= len(names) || names[i] == nil {
		return nil
	}
	v, _ := m.info.Defs[names[i]].(*types.Var)
	return v
}

func isContextType(t types.Type) bool {
	n := named(t)
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}
