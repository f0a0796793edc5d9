package errmessage

import (
	"go/ast"
	"go/types"
	"sort"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Real clients call the server through their own client type, whose
// methods hand on the SDK's error: return s.GetPrompt(ctx, p), or
// fmt.Errorf("get prompt %s: %w", name, err). Its callers' errors still
// wrap the server's JSON-RPC error, and errors.As / errors.Is still reach
// it. A method that rewrites the error (errors.New, %v) is not such a
// wrapper: its text may not be the server's, and the SDK's fix would not
// reach the code.

// requestWrapperFact marks a function that returns, as its error, the
// error of an SDK client request, as is or wrapped with %w.
type requestWrapperFact struct {
	SDK    string // sdkGo or sdkMCPGo
	Method string // the SDK request: CallTool, GetPrompt…
}

func (*requestWrapperFact) AFact() {}

func (f *requestWrapperFact) String() string {
	return "mcprequesterror(" + f.SDK + " " + f.Method + ")"
}

// requests tells which calls are SDK client requests, directly or through
// a wrapper of this package or of one it imports.
type requests struct {
	m        *mcpmodel.Model
	info     *types.Info
	wrappers map[*types.Func]clientCall
	// mentions and callErrs memoise mentioned and callErrorsOf per body:
	// the wrapper search, the error parameters and the findings ask them
	// of the same bodies. Both depend on the wrappers known, so learning
	// one forgets them (see addWrapper).
	mentions map[*ast.BlockStmt]bool
	callErrs map[*ast.BlockStmt]*callErrors
}

// addWrapper records fn as a wrapper of call.
func (r *requests) addWrapper(fn *types.Func, call clientCall) {
	r.wrappers[fn] = call
	r.mentions, r.callErrs = nil, nil
}

// callErrorsOf returns the client request errors of body (newCallErrors),
// computed once per body for the wrappers known.
func (r *requests) callErrorsOf(m *mcpmodel.Model, body *ast.BlockStmt) *callErrors {
	if c, ok := r.callErrs[body]; ok {
		return c
	}
	if r.callErrs == nil {
		r.callErrs = make(map[*ast.BlockStmt]*callErrors)
	}
	c := newCallErrors(m, r, body)
	r.callErrs[body] = c
	return c
}

// findRequestWrappers summarises the package's request wrappers, exports
// them as facts, and returns them with the imported ones.
func findRequestWrappers(pass *analysis.Pass, m *mcpmodel.Model) *requests {
	r := &requests{m: m, info: m.Info(), wrappers: make(map[*types.Func]clientCall)}
	for _, f := range pass.AllObjectFacts() {
		if w, ok := f.Fact.(*requestWrapperFact); ok {
			if fn, ok := f.Object.(*types.Func); ok {
				r.addWrapper(fn, clientCall{sdk: w.SDK, method: w.Method})
			}
		}
	}
	var candidates []*ast.FuncDecl
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil && returnsError(m.Info(), decl) {
				candidates = append(candidates, decl)
			}
		}
	}
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, decl := range candidates {
			fn, _ := m.Info().Defs[decl.Name].(*types.Func)
			if fn == nil || r.wrappers[fn].known() || !r.mentioned(decl.Body) {
				continue
			}
			if call, ok := r.returnedError(m, decl.Body); ok {
				r.addWrapper(fn, call)
				pass.ExportObjectFact(fn, &requestWrapperFact{SDK: call.sdk, Method: call.method})
				learnt = true
			}
		}
		if !learnt {
			break
		}
	}
	return r
}

// returnsError reports whether decl's last result is an error.
func returnsError(info *types.Info, decl *ast.FuncDecl) bool {
	fn, _ := info.Defs[decl.Name].(*types.Func)
	if fn == nil {
		return false
	}
	res := fn.Type().(*types.Signature).Results()
	return res.Len() > 0 && mcpmodel.IsErrorType(res.At(res.Len()-1).Type())
}

// returnedError reports whether a return statement of body (not of its
// closures) returns a request's error: the request's own tuple, the
// variable holding its error, or fmt.Errorf wrapping it with %w.
func (r *requests) returnedError(m *mcpmodel.Model, body *ast.BlockStmt) (clientCall, bool) {
	callErrs := r.callErrorsOf(m, body)
	var found clientCall
	m.Inspect(body, func(n ast.Node) bool {
		if found.known() {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) == 0 {
				return true
			}
			last := n.Results[len(n.Results)-1]
			if len(n.Results) == 1 {
				if call := r.request(last); call.known() {
					found = call
					return false
				}
			}
			found = r.errorHandedOn(callErrs, last)
		}
		return true
	})
	return found, found.known()
}

// errorHandedOn returns the request whose error e is: the variable
// holding it, or fmt.Errorf with a %w verb and that variable.
func (r *requests) errorHandedOn(callErrs *callErrors, e ast.Expr) clientCall {
	e = ast.Unparen(e)
	if id, ok := e.(*ast.Ident); ok {
		return callErrs.heldAt(r.info.ObjectOf(id), id.Pos())
	}
	for _, arg := range wrappedByErrorf(r.info, e) {
		if id, ok := ast.Unparen(arg).(*ast.Ident); ok {
			if held := callErrs.heldAt(r.info.ObjectOf(id), id.Pos()); held.known() {
				return held
			}
		}
	}
	return clientCall{}
}

// mentioned is a cheap syntactic filter: body names a method of an SDK
// package or a request wrapper (mentionedIn, memoised per body).
func (r *requests) mentioned(body *ast.BlockStmt) bool {
	if found, ok := r.mentions[body]; ok {
		return found
	}
	if r.mentions == nil {
		r.mentions = make(map[*ast.BlockStmt]bool)
	}
	found := r.mentionedIn(body)
	r.mentions[body] = found
	return found
}

func (r *requests) mentionedIn(body *ast.BlockStmt) bool {
	found := false
	r.m.InspectTypes(body, identNodes, func(n ast.Node) bool {
		obj := r.info.Uses[n.(*ast.Ident)]
		fn, _ := obj.(*types.Func)
		found = found || isSDKMethod(obj) || fn != nil && r.wrapper(fn).known()
		return !found
	})
	return found
}

// identNodes are the nodes mentionedIn reads.
var identNodes = []ast.Node{(*ast.Ident)(nil)}

// request returns the SDK request e makes, directly (clientRequest) or
// through a wrapper: a function with the fact, or a method of an
// interface that a wrapper's receiver implements.
func (r *requests) request(e ast.Expr) clientCall {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return clientCall{}
	}
	fn, _ := typeutil.Callee(r.info, call).(*types.Func)
	if fn == nil {
		return clientCall{}
	}
	if c := clientRequest(fn); c.known() {
		return c
	}
	return r.wrapper(fn)
}

// wrapper returns the request fn hands the error of on: fn is a wrapper,
// or a method of an interface that a wrapper method can implement.
func (r *requests) wrapper(fn *types.Func) clientCall {
	if c := r.wrappers[fn.Origin()]; c.known() {
		return c
	}
	if isInterfaceMethod(fn) {
		return r.implementedBy(fn)
	}
	return clientCall{}
}

func isInterfaceMethod(fn *types.Func) bool {
	recv := fn.Type().(*types.Signature).Recv()
	return recv != nil && types.IsInterface(recv.Type())
}

// implementedBy returns the request of a wrapper method that can implement
// the interface method fn: same name, identical signature (the first, by
// request, when several can). The wrapper's type itself need not
// implement the interface: real clients embed the wrapper in the types
// that do (a session client embedded in a stdio and a remote client).
func (r *requests) implementedBy(fn *types.Func) clientCall {
	var found []clientCall
	for w, call := range r.wrappers {
		recv := w.Type().(*types.Signature).Recv()
		if w.Name() == fn.Name() && recv != nil && !types.IsInterface(recv.Type()) && types.Identical(w.Type(), fn.Type()) {
			found = append(found, call)
		}
	}
	if len(found) == 0 {
		return clientCall{}
	}
	sort.Slice(found, func(i, j int) bool {
		return found[i].sdk+found[i].method < found[j].sdk+found[j].method
	})
	return found[0]
}
