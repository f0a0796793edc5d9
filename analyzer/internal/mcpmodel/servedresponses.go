package mcpmodel

import (
	"go/ast"
	"go/types"
)

// Served responses: an HTTP middleware that wraps the server's
// http.ResponseWriter (a type of its own with Write and WriteHeader that
// capture what the handler writes, as an authorization filter does) reads
// back the JSON-RPC response its own server is about to send. A tool result
// it decodes from those bytes, in a method of the writer, is what the
// server serves: the module's own answer (or that of the server it fronts),
// not an answer a client received. Its text is the served text, which the
// middleware may rewrite; "read StructuredContent instead" is no advice for
// a client there.
//
// The rule is by type: the function is a method of a type implementing
// net/http.ResponseWriter, and the result is a local of that method that a
// JSON decode fills (json.Unmarshal(response.Result, &res)). A result the
// method gets from a client call stays received.

// httpPackage and responseWriter name the interface a served-response
// writer implements.
const (
	httpPackage    = "net/http"
	responseWriter = "ResponseWriter"
)

// servesResponses reports whether decl is a method of a type implementing
// http.ResponseWriter.
func (m *Model) servesResponses(decl *ast.FuncDecl) bool {
	if decl.Recv == nil || len(decl.Recv.List) != 1 {
		return false
	}
	recv := m.info.TypeOf(decl.Recv.List[0].Type)
	if recv == nil {
		return false
	}
	iface := responseWriterOf(recv)
	return iface != nil && types.Implements(recv, iface)
}

// responseWriterOf returns the net/http.ResponseWriter interface, found
// through t's Header method (which returns a net/http.Header), or nil when
// t has no such method.
func responseWriterOf(t types.Type) *types.Interface {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "Header")
	fn, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	results := fn.Type().(*types.Signature).Results()
	if results.Len() != 1 {
		return nil
	}
	header := named(results.At(0).Type())
	if header == nil || header.Obj().Pkg() == nil || header.Obj().Pkg().Path() != httpPackage {
		return nil
	}
	tn, ok := header.Obj().Pkg().Scope().Lookup(responseWriter).(*types.TypeName)
	if !ok {
		return nil
	}
	iface, _ := tn.Type().Underlying().(*types.Interface)
	return iface
}

// learnServedDecode records a result local that a JSON decode fills in a
// served-response writer's method: the server's own result.
func (f *Flow) learnServedDecode(call *ast.CallExpr) bool {
	if !f.servesResponses {
		return false
	}
	dec, ok := f.m.JSONDecode(call)
	if !ok || dec.Kind == DecodeValid {
		return false
	}
	target := decodeTarget(dec)
	if target == nil || !f.m.isResultValue(f.m.info.TypeOf(target)) {
		return false
	}
	path, v := f.m.targetVar(target)
	if v == nil || f.vars[v].Local {
		return false
	}
	// The decode gives the result its whole value: it replaces what an
	// earlier assignment (res := new(mcp.CallToolResult)) said of it.
	f.vars[v] = Source{Kind: KindResult, Result: path, param: noParam, Local: true}
	f.holdsPaths = f.holdsPaths || f.m.paths.isInterned(v)
	return true
}

// decodeTarget returns the expression a decode decodes into (the &v of
// json.Unmarshal(data, &v) or dec.Decode(&v)), or nil.
func decodeTarget(dec Decode) ast.Expr {
	i := 1
	if dec.Kind == DecodeDecoder {
		i = 0
	}
	if i >= len(dec.Call.Args) {
		return nil
	}
	return dec.Call.Args[i]
}
