package mcpmodel

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Tool handlers: the one definition of what answers a tools/call, which
// every check asks (ToolHandler). Four shapes:
//
//   - the SDKs' own, by signature:
//
//     mcp-go  server.ToolHandlerFunc      func(ctx, mcp.CallToolRequest) (*mcp.CallToolResult, error)
//     mcp-go  mcp.TypedToolHandlerFunc    func(ctx, mcp.CallToolRequest, T) (*mcp.CallToolResult, error)
//     mcp-go  StructuredToolHandlerFunc   func(ctx, mcp.CallToolRequest, TArgs) (TResult, error)
//     go-sdk  mcp.ToolHandler             func(ctx, *mcp.CallToolRequest) (*mcp.CallToolResult, error)
//     go-sdk  mcp.ToolHandlerFor[In, Out] func(ctx, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)
//
//   - a server's own shape that it adapts to one when it registers the
//     tool: a context first, a tools/call request further on, answering a
//     tool result (and a value) and an error (github-mcp-server's
//     func(ctx, deps, *mcp.CallToolRequest, args) (*mcp.CallToolResult, any, error));
//
//   - a server's own tool type's handler: an exported method taking a
//     context first and answering (tool result, error), whose receiver's
//     type also has a method without parameters returning the tool's
//     definition (mcp-devtools' Execute(ctx, …) beside Definition());
//
//   - a function adapted into a handler by a helper (adaptedhandlers.go):
//     its value is given to a call that returns a tool handler (or a
//     struct holding one), or to a function of the package that calls it
//     from a tool handler — mcp-grafana's MustTool(name, desc, listTeams)
//     with func(ctx, Params) (R, error), and the legacy
//     func(arguments map[string]interface{}) (…, error) given to a wrapper.
//
// Methods, named functions and closures are all recognised.

// HandlerKind says which shape a handler has.
type HandlerKind uint8

const (
	// HandlerSDK is one of the shapes the SDKs call.
	HandlerSDK HandlerKind = iota + 1
	// HandlerOwnShape takes a context first and a tools/call request
	// further on, and answers a result (and a value) and an error.
	HandlerOwnShape
	// HandlerToolMethod is an own tool type's exported method.
	HandlerToolMethod
	// HandlerAdapted is a function a helper adapts into a handler.
	HandlerAdapted
)

// Handler is a server tool handler: a function or closure of one of the
// shapes above.
type Handler struct {
	Kind HandlerKind
	Sig  *types.Signature
	Body *ast.BlockStmt
	// Request and Input are the request parameter and the
	// decoded-arguments parameter (nil when absent or unnamed).
	Request *types.Var
	Input   *types.Var
	// Out is the index of the result that carries the answer itself (the
	// go-sdk's Out, mcp-go's TResult, an adapted function's R), or -1 when
	// the answer is the tool result.
	Out int
}

// ToolHandler recognises fn, a *ast.FuncDecl or *ast.FuncLit, as a tool
// handler of any of the shapes above.
func (m *Model) ToolHandler(fn ast.Node) (Handler, bool) {
	sig, body, ftype := m.funcParts(fn)
	if sig == nil || body == nil {
		return Handler{}, false
	}
	if h, ok := m.sdkHandler(sig, body, ftype); ok {
		return h, true
	}
	if h, ok := m.ownShapeHandler(fn, sig, body, ftype); ok {
		return h, true
	}
	return m.adaptedHandler(fn, sig, body, ftype)
}

// funcParts returns the signature, body and syntax type of a function
// declaration or literal.
func (m *Model) funcParts(fn ast.Node) (*types.Signature, *ast.BlockStmt, *ast.FuncType) {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		if obj, ok := m.info.Defs[fn.Name].(*types.Func); ok {
			return obj.Type().(*types.Signature), fn.Body, fn.Type
		}
	case *ast.FuncLit:
		sig, _ := m.info.TypeOf(fn).(*types.Signature)
		return sig, fn.Body, fn.Type
	}
	return nil, nil, nil
}

// sdkHandler recognises the SDKs' shapes.
func (m *Model) sdkHandler(sig *types.Signature, body *ast.BlockStmt, ftype *ast.FuncType) (Handler, bool) {
	params, results := sig.Params(), sig.Results()
	if params.Len() < 2 || params.Len() > 3 || results.Len() < 2 || results.Len() > 3 {
		return Handler{}, false
	}
	if !IsContextType(params.At(0).Type()) || !m.isRequestType(params.At(1).Type()) ||
		!isErrorType(results.At(results.Len()-1).Type()) {
		return Handler{}, false
	}
	h := Handler{Kind: HandlerSDK, Sig: sig, Body: body, Out: -1}
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
	h.Request = m.paramAt(ftype, 1)
	if params.Len() == 3 {
		h.Input = m.paramAt(ftype, 2)
	}
	return h, true
}

// ownShapeHandler recognises a server's own shape and an own tool type's
// method.
func (m *Model) ownShapeHandler(fn ast.Node, sig *types.Signature, body *ast.BlockStmt, ftype *ast.FuncType) (Handler, bool) {
	params, results := sig.Params(), sig.Results()
	n := results.Len()
	if n < 2 || n > 3 || !m.vocab.IsResultType(results.At(0).Type()) || !isErrorType(results.At(n-1).Type()) ||
		params.Len() < 2 || !IsContextType(params.At(0).Type()) {
		return Handler{}, false
	}
	if h, ok := m.toolMethod(fn, sig, body, ftype); ok {
		return h, true
	}
	for i := 1; i < params.Len(); i++ {
		if !m.isRequestType(params.At(i).Type()) {
			continue
		}
		h := Handler{Kind: HandlerOwnShape, Sig: sig, Body: body, Out: -1}
		if n == 3 {
			h.Out = 1
		}
		h.Request = m.paramAt(ftype, i)
		if i+1 < params.Len() {
			h.Input = m.paramAt(ftype, i+1)
		}
		return h, true
	}
	return Handler{}, false
}

// toolMethod recognises a server's own tool type's handler: an exported
// method taking a context first and answering (tool result, error), whose
// receiver's type also has a method without parameters returning the
// tool's definition (mcp.Tool or *mcp.Tool of either SDK). The server
// registers the pair itself (through an interface, hence exported), so
// there is no request parameter: the decoded arguments (Input) are the
// first parameter after the context that is a map with string keys or a
// struct, else a pointer to a struct of the receiver's package. Unexported
// methods of the same shape are the tool's own steps, given arguments
// already parsed; a client wrapper of the shape (Call(ctx, name, args))
// has no tool definition beside it.
func (m *Model) toolMethod(fn ast.Node, sig *types.Signature, body *ast.BlockStmt, ftype *ast.FuncType) (Handler, bool) {
	decl, ok := fn.(*ast.FuncDecl)
	if !ok || !decl.Name.IsExported() || sig.Recv() == nil || sig.Results().Len() != 2 || !definesTool(sig.Recv().Type()) {
		return Handler{}, false
	}
	h := Handler{Kind: HandlerToolMethod, Sig: sig, Body: body, Out: -1}
	if i := argumentsParam(sig); i > 0 {
		h.Input = m.paramAt(ftype, i)
	}
	return h, true
}

// argumentsParam returns the index of the parameter of a method that holds
// the tool's decoded arguments, or -1.
func argumentsParam(sig *types.Signature) int {
	params := sig.Params()
	for i := 1; i < params.Len(); i++ {
		if isArgumentsType(params.At(i).Type()) {
			return i
		}
	}
	recvPkg := vocab.Named(sig.Recv().Type()).Obj().Pkg()
	for i := 1; i < params.Len(); i++ {
		p, ok := types.Unalias(params.At(i).Type()).(*types.Pointer)
		if !ok {
			continue
		}
		if n := vocab.Named(p.Elem()); n != nil && n.Obj().Pkg() == recvPkg && isArgumentsType(n) {
			return i
		}
	}
	return -1
}

// definesTool reports whether the method set of recv (or of a pointer to
// it) has a method without parameters that returns a tool definition.
func definesTool(recv types.Type) bool {
	if p, ok := recv.(*types.Pointer); ok {
		recv = p.Elem()
	}
	if _, ok := types.Unalias(recv).(*types.Named); !ok {
		return false
	}
	methods := types.NewMethodSet(types.NewPointer(recv))
	for i := range methods.Len() {
		sig, ok := methods.At(i).Type().(*types.Signature)
		if ok && sig.Params().Len() == 0 && sig.Results().Len() == 1 && vocab.IsToolType(sig.Results().At(0).Type()) {
			return true
		}
	}
	return false
}

// isArgumentsType reports whether t can hold a tool's decoded arguments: a
// map with string keys, or a struct (not a pointer to one: a logger or a
// cache is passed by pointer).
func isArgumentsType(t types.Type) bool {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Map:
		key, ok := u.Key().Underlying().(*types.Basic)
		return ok && key.Kind() == types.String
	case *types.Struct:
		return true
	}
	return false
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

// paramAt returns the variable of the i-th parameter of ftype, or nil when
// it is unnamed.
func (m *Model) paramAt(ftype *ast.FuncType, i int) *types.Var {
	for _, field := range ftype.Params.List {
		if len(field.Names) == 0 {
			if i == 0 {
				return nil
			}
			i--
			continue
		}
		if i < len(field.Names) {
			v, _ := m.info.Defs[field.Names[i]].(*types.Var)
			return v
		}
		i -= len(field.Names)
	}
	return nil
}

// IsContextType reports whether t is context.Context.
func IsContextType(t types.Type) bool {
	n := named(t)
	return n != nil && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}
