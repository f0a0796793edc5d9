package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// Client wrappers: functions that hand on what a client's tools/call gave
// them. A wrapper is summarised once, in its own package, and the summary
// crosses packages as a clientWrapperFact fact:
//
//   - one that returns the received result (return c.CallTool(ctx, req), a
//     method (*Client).Call, one that turns a transport error into an
//     isError result of its own): what its callers get is received, even
//     when its signature looks like a tool handler's (mcp-go's
//     func(ctx, mcp.CallToolRequest) (*mcp.CallToolResult, error));
//   - one that returns the payload it decoded from a received result (a
//     generic call[T any](…) (T, error)): what its callers get is the
//     answer's data.
//
// The text of a received result is textFuncFact's (textfuncs.go).

// isClientWrapper reports whether fn returns a result a client call gave
// it, in this package or, by fact, in another.
func (m *Model) isClientWrapper(fn *types.Func) bool {
	w := m.clientWrappers[fn.Origin()]
	return w != nil && w.Result >= 0
}

// payloadWrapperResult returns the index of the decoded payload among fn's
// results, or -1.
func (m *Model) payloadWrapperResult(fn *types.Func) int {
	if w := m.clientWrappers[fn.Origin()]; w != nil {
		return w.Payload
	}
	return noParam
}

// payloadWrapperCall returns the index of the decoded payload among the
// results of call, when it calls a payload wrapper; -1 otherwise.
func (m *Model) payloadWrapperCall(call *ast.CallExpr) int {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil {
		return noParam
	}
	return m.payloadWrapperResult(fn)
}

// findClientWrappers returns the imported client wrappers and this
// package's functions that return a received result: the result of a
// client call or of another wrapper, directly or through a local.
func (m *Model) findClientWrappers() map[*types.Func]*clientWrapperFact {
	wrappers := m.importedClientWrappers()
	for round := 0; round < maxRounds; round++ {
		found := false
		m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
			if wrappers[fn] != nil {
				return
			}
			if i := m.receivedResultIndex(decl, wrappers); i >= 0 {
				wrappers[fn] = &clientWrapperFact{Result: i, Payload: noParam}
				found = true
			}
		})
		if !found {
			break
		}
	}
	return wrappers
}

func (m *Model) importedClientWrappers() map[*types.Func]*clientWrapperFact {
	wrappers := make(map[*types.Func]*clientWrapperFact)
	for _, of := range m.pass.AllObjectFacts() {
		fn, ok := of.Object.(*types.Func)
		w, isWrapper := of.Fact.(*clientWrapperFact)
		if ok && isWrapper {
			wrappers[fn] = w
		}
	}
	return wrappers
}

// eachFuncDecl calls f for each function declaration with a body.
func (m *Model) eachFuncDecl(f func(fn *types.Func, decl *ast.FuncDecl)) {
	for _, file := range m.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			if fn, ok := m.info.Defs[decl.Name].(*types.Func); ok {
				f(fn, decl)
			}
		}
	}
}

// receivesResult reports whether call is a client call or a call of a
// wrapper returning a received result.
func (m *Model) receivesResult(call *ast.CallExpr, wrappers map[*types.Func]*clientWrapperFact) bool {
	return m.calleeReceives(m.callee(call), wrappers)
}

// calleeReceives is receivesResult for a call of fn (nil for a call of a
// function value).
func (m *Model) calleeReceives(fn *types.Func, wrappers map[*types.Func]*clientWrapperFact) bool {
	if fn == nil {
		return false
	}
	if m.isClientCallee(fn) {
		return true
	}
	if w := wrappers[fn.Origin()]; w != nil && w.Result >= 0 {
		return true
	}
	return isInterfaceMethod(fn) && implementedByWrapper(fn, wrappers)
}

// implementedByWrapper reports whether a client wrapper method can
// implement the interface method fn (same name, identical signature: Go's
// method-set rule): a client interface of the code's own over its wrapper.
func implementedByWrapper(fn *types.Func, wrappers map[*types.Func]*clientWrapperFact) bool {
	for w, fact := range wrappers {
		recv := w.Type().(*types.Signature).Recv()
		if fact.Result >= 0 && recv != nil && !types.IsInterface(recv.Type()) && w.Name() == fn.Name() && types.Identical(w.Type(), fn.Type()) {
			return true
		}
	}
	return false
}

// receivedResultIndex returns the index of the result of decl that hands
// on a received result, directly or through a local; -1 when there is none.
func (m *Model) receivedResultIndex(decl *ast.FuncDecl, wrappers map[*types.Func]*clientWrapperFact) int {
	sig, ok := m.info.Defs[decl.Name].Type().(*types.Signature)
	if !ok || !m.returnsResultValue(sig) {
		return noParam
	}
	isReceiving := func(e ast.Expr) bool {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		return ok && m.receivesResult(call, wrappers)
	}
	received := make(map[types.Object]bool) // locals assigned a client call's result
	m.InspectTypes(decl.Body, assignmentNodes, func(n ast.Node) bool {
		if lhs, rhs, ok := Assignment(n); ok && len(rhs) == 1 && len(lhs) > 0 && isReceiving(rhs[0]) {
			if _, v := m.targetVar(lhs[0]); v != nil {
				received[v] = true
			}
		}
		return true
	})
	index := noParam
	m.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a closure returns for itself
		case *ast.ReturnStmt:
			for i, r := range n.Results {
				if wrapped := m.wrappedResult(r); wrapped != nil {
					r = wrapped // return Reply{CallToolResult: res}: replywrappers.go
				}
				if id := identOf(r); isReceiving(r) || id != nil && received[m.info.ObjectOf(id)] {
					index = i
				}
			}
		}
		return index < 0
	})
	return index
}

// returnsResultValue reports whether sig returns a result or a wrapper
// embedding one (see replywrappers.go).
func (m *Model) returnsResultValue(sig *types.Signature) bool {
	for i := 0; i < sig.Results().Len(); i++ {
		if m.isResultValue(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

// summarizePayloadWrappers finds this package's functions that return the
// payload they decoded from a received result, then exports the facts of
// every exported client wrapper. It runs once the rest of the model is
// built, since it reads the functions' flows.
func (m *Model) summarizePayloadWrappers() {
	var candidates []*ast.FuncDecl
	m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
		if decl.Type.Results != nil && !m.isResultBuilder(fn) && m.namesPayload(decl.Body) && m.receivesAny(decl.Body) {
			candidates = append(candidates, decl)
		}
	})
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, decl := range candidates {
			learnt = m.summarizePayloadWrapper(decl) || learnt
		}
		if !learnt {
			break // wrappers call wrappers: stop when a round learns nothing
		}
	}
	for fn, w := range m.clientWrappers {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, w)
		}
	}
}

// receivesAny reports whether body gets a result from a client call or a
// wrapper, or a payload from a wrapper.
func (m *Model) receivesAny(body *ast.BlockStmt) bool {
	found := false
	m.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok {
			found = m.receivesResult(call, m.clientWrappers) || m.payloadWrapperCall(call) >= 0
		}
		return !found
	})
	return found
}

// summarizePayloadWrapper records decl as a payload wrapper when one of
// its returns hands on decoded payload, and reports whether it learnt so.
func (m *Model) summarizePayloadWrapper(decl *ast.FuncDecl) bool {
	fn, _ := m.info.Defs[decl.Name].(*types.Func)
	if fn == nil || m.payloadWrapperResult(fn) >= 0 {
		return false
	}
	flow := m.newFlow(decl)
	index := noParam
	m.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for i, r := range n.Results {
				if flow.Data(r) == DataPayload {
					index = i
				}
			}
		}
		return index < 0
	})
	if index < 0 {
		return false
	}
	w := m.clientWrappers[fn]
	if w == nil {
		w = &clientWrapperFact{Result: noParam}
		m.clientWrappers[fn] = w
	}
	w.Payload = index
	return true
}
