package errmessage

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// Real clients rarely match a request's error where they get it: they hand
// it to a helper of their package that classifies it (ClassifyError(err,
// …) picking a type by strings.Contains on err.Error(), isNotFound(err)),
// often through another function that only passes it on. errorParams
// finds the error parameters of the package's functions that receive the
// error of an SDK client request, directly or passed on; the helper's
// first decision on such a parameter, on a wording that is not a transport
// failure's, is the finding.
type errorParams map[*types.Func]map[int]clientCall

// findErrorParams summarises which parameters of the package's functions
// receive an SDK client request's error, up to maxRounds calls deep.
func findErrorParams(m *mcpmodel.Model, r *requests, files []*ast.File) errorParams {
	var order []*types.Func // source order, for a deterministic summary
	decls := make(map[*types.Func]*ast.FuncDecl)
	for _, file := range files {
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil {
				if fn, _ := m.Info().Defs[decl.Name].(*types.Func); fn != nil {
					decls[fn] = decl
					order = append(order, fn)
				}
			}
		}
	}
	params := make(errorParams)
	for _, fn := range order {
		if body := decls[fn].Body; r.mentioned(body) {
			// The body's request errors are indexed only if it passes
			// something to an error parameter of the package's own.
			params.passedAt(m, body, decls, func(x ast.Expr) (clientCall, bool) {
				return r.callErrorsOf(m, body).textOf(x)
			})
		}
	}
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, fn := range order {
			received := params[fn]
			if received == nil {
				continue
			}
			texts := paramTexts(m, decls[fn], received)
			learnt = params.passedAt(m, decls[fn].Body, decls, func(x ast.Expr) (clientCall, bool) {
				i, ok := texts(x)
				return received[i], ok
			}) || learnt
		}
		if !learnt {
			break
		}
	}
	return params
}

// passedAt records the parameters of the package's functions that the calls
// in body pass a request's error to, as errorOf tells; it reports whether
// it learnt one.
func (p errorParams) passedAt(m *mcpmodel.Model, body *ast.BlockStmt, decls map[*types.Func]*ast.FuncDecl, errorOf func(ast.Expr) (clientCall, bool)) bool {
	learnt := false
	m.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		fn, _ := typeutil.Callee(m.Info(), call).(*types.Func)
		if fn == nil || decls[fn.Origin()] == nil {
			return true
		}
		fn = fn.Origin()
		for i, arg := range call.Args {
			if !isErrorParam(fn, i) {
				continue
			}
			request, ok := errorOf(arg)
			if !ok {
				continue
			}
			if p[fn] == nil {
				p[fn] = make(map[int]clientCall)
			}
			if _, seen := p[fn][i]; !seen {
				p[fn][i] = request
				learnt = true
			}
		}
		return true
	})
	return learnt
}

// isErrorParam reports whether the i-th parameter of fn is an error (not
// a variadic tail). A string parameter given the error's text is not
// followed: such a text is often reused as something else (the body of an
// HTTP failure, a log line), and a predicate helper called on it is
// reported at the argument (decisions.go).
func isErrorParam(fn *types.Func, i int) bool {
	sig := fn.Type().(*types.Signature)
	if i >= sig.Params().Len() || sig.Variadic() && i == sig.Params().Len()-1 {
		return false
	}
	return mcpmodel.IsErrorType(sig.Params().At(i).Type())
}

// paramTexts returns a function telling which of the given parameters of
// decl an expression is, or the text of (err.Error(), strings.ToLower(s),
// a local assigned one of these).
func paramTexts(m *mcpmodel.Model, decl *ast.FuncDecl, of map[int]clientCall) func(ast.Expr) (int, bool) {
	params := make(map[types.Object]int)
	for obj, i := range textParams(m.Info(), decl) {
		if _, ok := of[i]; ok {
			params[obj] = i
		}
	}
	return derivedParams(m, decl, params)
}

// isSDKMethod reports whether obj is a method of an SDK package.
func isSDKMethod(obj types.Object) bool {
	fn, ok := obj.(*types.Func)
	if !ok || fn == nil || fn.Pkg() == nil || fn.Type().(*types.Signature).Recv() == nil {
		return false
	}
	return vocab.SDKModuleOf(fn.Pkg().Path()) != ""
}

// reportErrorParams reports the first decision of decl on the wording of a
// parameter that receives a request's error, except those on a transport
// failure's wording. One finding per helper: its fix (errors.As or
// errors.Is instead of the wording) is one change of the whole helper,
// which often tries a dozen wordings in turn.
func (fc *funcCheck) reportErrorParams(decl *ast.FuncDecl, received map[int]clientCall, d decisions) {
	texts := paramTexts(fc.m, decl, received)
	params := paramVars(fc.m.Info(), decl)
	var (
		first   *operand
		request clientCall
		found   verdict
	)
	d.subject = func(op operand) bool {
		i, ok := texts(op.x)
		if !ok || op.helperArg {
			return false
		}
		v := fc.wordings.decide(received[i].sdk, op.values)
		if !v.report || i < len(params) && triesTypedError(fc.m, decl.Body, params[i]) {
			return false
		}
		if first == nil || op.x.Pos() < first.x.Pos() {
			first, request, found = &op, received[i], v
		}
		return true
	}
	d.walk(decl.Body, true)
	if first != nil {
		fc.m.Report(fc.pass, callErrorDiagnostic(first.x, request, found))
	}
}

// paramVars returns decl's parameters in order (nil for unnamed ones).
func paramVars(info *types.Info, decl *ast.FuncDecl) []types.Object {
	var vars []types.Object
	for _, field := range decl.Type.Params.List {
		if len(field.Names) == 0 {
			vars = append(vars, nil)
		}
		for _, name := range field.Names {
			vars = append(vars, info.Defs[name])
		}
	}
	return vars
}

// triesTypedError reports whether body calls errors.As on obj for an error
// type that carries the server's code: one of an MCP SDK (go-sdk's
// *jsonrpc.Error, mcp-go's *transport.JSONRPCError…) or one of the
// module's own with a code and a message by their wire keys (mcpproxy's
// transport.JSONRPCError): the code asks for the typed error, and its
// code, first, and matches the wording only of errors that carry no code
// (mcpproxy's best-effort classifier). Asking for another type of the
// module's own (obot's *ErrNotSupportedByBackend) says nothing about the
// server's code: the wording still decides for the server's errors.
func triesTypedError(m *mcpmodel.Model, body ast.Node, obj types.Object) bool {
	if obj == nil {
		return false
	}
	found := false
	m.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok || len(call.Args) != 2 {
			return !found
		}
		fn, _ := typeutil.Callee(m.Info(), call).(*types.Func)
		if fn != nil && fn.Pkg() != nil && fn.Pkg().Path() == "errors" && fn.Name() == "As" {
			if id, ok := ast.Unparen(call.Args[0]).(*ast.Ident); ok && m.Info().Uses[id] == obj && isCodedErrorTarget(m.Info().TypeOf(call.Args[1])) {
				found = true
			}
		}
		return !found
	})
	return found
}

// isCodedErrorTarget reports whether t, the target errors.As is given (a
// pointer to the variable to fill), asks for a type an MCP SDK declares
// or an error type that carries a code.
func isCodedErrorTarget(t types.Type) bool {
	for {
		p, ok := types.Unalias(t).(*types.Pointer)
		if !ok {
			break
		}
		t = p.Elem()
	}
	if mcpmodel.IsCodedError(t) {
		return true
	}
	named, ok := types.Unalias(t).(*types.Named)
	return ok && named.Obj().Pkg() != nil && vocab.SDKModuleOf(named.Obj().Pkg().Path()) != ""
}
