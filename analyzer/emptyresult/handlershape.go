package emptyresult

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// toolHandler recognises fn as a tool handler: one of the SDKs' shapes
// (mcpmodel.ToolHandler), or a server's own shape that the server adapts
// to one when it registers the tool — a function taking a context first
// and a tools/call request further on, and answering with a tool result
// and an error (github-mcp-server's func(ctx, deps, *mcp.CallToolRequest,
// args) (*mcp.CallToolResult, any, error)). A parameter after the request
// is its decoded arguments, as in a typed handler.
func toolHandler(m *mcpmodel.Model, fn ast.Node) (mcpmodel.Handler, bool) {
	if h, ok := m.ToolHandler(fn); ok {
		return h, true
	}
	sig, body, ftype := signatureOf(m.Info(), fn)
	if sig == nil || body == nil || !answersToolResult(m, sig) {
		return mcpmodel.Handler{}, false
	}
	params := sig.Params()
	if params.Len() < 2 || !isContext(params.At(0).Type()) {
		return mcpmodel.Handler{}, false
	}
	if h, ok := ownToolMethod(m.Info(), fn, sig, ftype); ok {
		return h, true
	}
	for i := 1; i < params.Len(); i++ {
		if !m.IsRequestType(params.At(i).Type()) {
			continue
		}
		h := mcpmodel.Handler{Sig: sig, Body: body, Out: -1}
		if sig.Results().Len() == 3 {
			h.Out = 1
		}
		h.Request = namedParam(m.Info(), ftype, i)
		if i+1 < params.Len() {
			h.Input = namedParam(m.Info(), ftype, i+1)
		}
		return h, true
	}
	return mcpmodel.Handler{}, false
}

// answersToolResult reports whether sig's results are (tool result, error)
// or (tool result, any value, error).
func answersToolResult(m *mcpmodel.Model, sig *types.Signature) bool {
	results := sig.Results()
	n := results.Len()
	return (n == 2 || n == 3) && m.IsResultType(results.At(0).Type()) && mcpmodel.IsErrorType(results.At(n-1).Type())
}

func signatureOf(info *types.Info, fn ast.Node) (*types.Signature, *ast.BlockStmt, *ast.FuncType) {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		if obj, ok := info.Defs[fn.Name].(*types.Func); ok {
			return obj.Type().(*types.Signature), fn.Body, fn.Type
		}
	case *ast.FuncLit:
		sig, _ := info.TypeOf(fn).(*types.Signature)
		return sig, fn.Body, fn.Type
	}
	return nil, nil, nil
}

func isContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// namedParam returns the variable of the i-th parameter of ftype, or nil
// when it is unnamed.
func namedParam(info *types.Info, ftype *ast.FuncType, i int) *types.Var {
	for _, field := range ftype.Params.List {
		if len(field.Names) == 0 {
			if i == 0 {
				return nil
			}
			i--
			continue
		}
		if i < len(field.Names) {
			v, _ := info.Defs[field.Names[i]].(*types.Var)
			return v
		}
		i -= len(field.Names)
	}
	return nil
}

// ownToolMethod recognises a server's own tool type's handler: an exported
// method taking a context first and answering (tool result, error), whose
// receiver's type also has a method without parameters returning the
// tool's definition (mcp.Tool or *mcp.Tool of either SDK) — mcp-devtools'
// Execute(ctx, logger, cache, args map[string]any) beside Definition().
// The server registers the pair itself (through an interface, hence
// exported), so there is no request parameter: the decoded arguments
// (Input) are the first parameter after the context that is a map with
// string keys or a struct, else a pointer to a struct of the receiver's
// package. Unexported methods of the same shape are the tool's own steps
// (handleSearch(ctx, client, parsed)), given arguments already parsed; a
// client wrapper of the shape (Call(ctx, name, args)) has no tool
// definition beside it.
func ownToolMethod(info *types.Info, fn ast.Node, sig *types.Signature, ftype *ast.FuncType) (mcpmodel.Handler, bool) {
	decl, ok := fn.(*ast.FuncDecl)
	if !ok || !decl.Name.IsExported() || sig.Recv() == nil || sig.Results().Len() != 2 || !definesTool(sig.Recv().Type()) {
		return mcpmodel.Handler{}, false
	}
	h := mcpmodel.Handler{Sig: sig, Body: decl.Body, Out: -1}
	if i := argumentsParam(sig); i > 0 {
		h.Input = namedParam(info, ftype, i)
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
