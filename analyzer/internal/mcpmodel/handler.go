package mcpmodel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
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
	case results.Len() == 3 && m.vocab.isResultType(results.At(0).Type()):
		h.Out = 1 // go-sdk ToolHandlerFor
	case results.Len() == 2 && !m.vocab.isResultType(results.At(0).Type()):
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
	if a, ok := t.(*types.Alias); ok && a.Obj().Name() == "CallToolRequest" && a.Obj().Pkg() != nil && m.vocab.isSDKPath(a.Obj().Pkg().Path()) {
		return true
	}
	if m.vocab.isSDKType(t, "CallToolRequest") {
		return true
	}
	n := named(t)
	if n == nil || !m.vocab.isSDKType(n, "ServerRequest") || n.TypeArgs().Len() != 1 {
		return false
	}
	return m.vocab.isSDKType(n.TypeArgs().At(0), "CallToolParamsRaw")
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

// HandlerData says, for one tool handler, which local variables hold the
// data the handler answers with, and which hold the request's arguments.
// Both are flow-insensitive over the handler's body.
type HandlerData struct {
	m        *Model
	h        Handler
	returned map[types.Object]bool
	request  map[types.Object]bool
}

// DataOf computes h's returned data and request arguments.
//
// Returned data starts at the arguments of a success constructor
// (NewToolResultText, NewToolResultJSON, NewToolResultStructured…, a
// CallToolResult literal without IsError) and at the Out result, and is
// followed backwards through assignments that only reshape a value:
// selectors, indexing, conversions, composite literals, append, json.Marshal,
// fmt.Sprint*, strings.Join. It does not go through other calls, so a
// backend client or a query string used to fetch the data is not data.
func (m *Model) DataOf(h Handler) *HandlerData {
	d := &HandlerData{m: m, h: h, returned: make(map[types.Object]bool), request: make(map[types.Object]bool)}
	if h.Request != nil {
		d.request[h.Request] = true
	}
	if h.Input != nil {
		d.request[h.Input] = true
	}
	d.seedReturned()
	fixpoint(d.h.Body, d.learn)
	return d
}

// Returned reports whether e is (part of) the data the handler answers with.
func (d *HandlerData) Returned(e ast.Expr) bool {
	root := d.m.RootVar(e)
	return root != nil && d.returned[root]
}

// FromRequest reports whether e reads the request's arguments: the request
// or typed input parameter, or a local assigned from a read of them.
func (d *HandlerData) FromRequest(e ast.Expr) bool {
	if root := d.m.requestRoot(e); root != nil {
		return d.request[root]
	}
	return false
}

// RootVar returns the local variable whose data e is part of: the variable
// at the root of e through selectors, index and slice expressions, type
// assertions, dereferences, parentheses and conversions; nil for package
// variables and calls. Unlike FieldPathRoot, which names one result value,
// it goes through indexing and assertions: items[0].Name is items' data.
func (m *Model) RootVar(e ast.Expr) types.Object {
	for {
		switch x := e.(type) {
		case *ast.ParenExpr:
			e = x.X
		case *ast.SelectorExpr:
			if _, isPkg := m.info.Uses[identOf(x.X)].(*types.PkgName); isPkg {
				return nil
			}
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.SliceExpr:
			e = x.X
		case *ast.TypeAssertExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		case *ast.UnaryExpr:
			e = x.X
		case *ast.CallExpr:
			if tv, ok := m.info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
				e = x.Args[0]
				continue
			}
			return nil
		case *ast.Ident:
			if v, ok := m.info.ObjectOf(x).(*types.Var); ok && !isPackageVar(v) {
				return v
			}
			return nil
		default:
			return nil
		}
	}
}

func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// requestRoot is RootVar that also goes through method calls, so that
// req.GetString("q", ""), req.GetArguments()["q"] and
// req.RequireString("q") root at req.
func (m *Model) requestRoot(e ast.Expr) types.Object {
	for {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			break
		}
		if tv, ok := m.info.Types[call.Fun]; ok && tv.IsType() {
			break
		}
		if isStringsTransform(m.info, call) {
			e = call.Args[0]
			continue
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || m.info.Selections[sel] == nil {
			return nil
		}
		e = sel.X
	}
	return m.RootVar(e)
}

func isStringsTransform(info *types.Info, call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(call.Args) == 0 {
		return false
	}
	switch fn.Name() {
	case "TrimSpace", "Trim", "TrimPrefix", "TrimSuffix", "ToLower", "ToUpper":
		return true
	}
	return false
}

func (d *HandlerData) seedReturned() {
	ast.Inspect(d.h.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a nested closure returns for itself
		case *ast.CallExpr:
			for _, arg := range d.m.successDataArgs(n) {
				d.markReturned(arg)
			}
		case *ast.CompositeLit:
			for _, arg := range d.m.resultLiteralData(n) {
				d.markReturned(arg)
			}
		case *ast.ReturnStmt:
			if d.h.Out >= 0 && len(n.Results) == d.h.Sig.Results().Len() && !d.m.isNonNilError(n.Results[len(n.Results)-1]) {
				d.markReturned(n.Results[d.h.Out])
			}
		}
		return true
	})
}

// successDataArgs returns the data arguments of an mcp-go success
// constructor (NewToolResultText(text), NewToolResultJSON(v),
// NewToolResultStructured(v, fallback), NewToolResultStructuredOnly(v)).
func (m *Model) successDataArgs(call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil || !m.vocab.isSDKFunc(fn, fn.Name()) {
		return nil
	}
	switch fn.Name() {
	case "NewToolResultText", "NewToolResultJSON", "NewToolResultStructured", "NewToolResultStructuredOnly":
		return call.Args
	}
	return nil
}

// resultLiteralData returns the data fields of a CallToolResult literal
// without IsError: true (StructuredContent, and the texts of its Content).
func (m *Model) resultLiteralData(lit *ast.CompositeLit) []ast.Expr {
	if !m.vocab.isResultType(m.info.TypeOf(lit)) || m.IsErrorResultExpr(lit) {
		return nil
	}
	var data []ast.Expr
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		switch key, _ := kv.Key.(*ast.Ident); {
		case key == nil:
		case key.Name == FieldStructured || key.Name == FieldRaw:
			data = append(data, kv.Value)
		case key.Name == FieldContent:
			ast.Inspect(kv.Value, func(n ast.Node) bool {
				if kv, ok := n.(*ast.KeyValueExpr); ok {
					if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Text" {
						data = append(data, kv.Value)
					}
				}
				return true
			})
		}
	}
	return data
}

// markReturned marks the variables that e reshapes as returned data.
func (d *HandlerData) markReturned(e ast.Expr) bool {
	changed := false
	for _, v := range d.m.reshapedVars(e) {
		if !d.returned[v] {
			d.returned[v] = true
			changed = true
		}
	}
	return changed
}

// reshapedVars returns the local variables whose value e carries along:
// through selectors, indexing, conversions, composite literals, & and *,
// append, json.Marshal, fmt.Sprint*, strings.Join — not through other calls.
func (m *Model) reshapedVars(e ast.Expr) []types.Object {
	var vars []types.Object
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := m.info.Uses[x].(*types.Var); ok && !isPackageVar(v) {
				vars = append(vars, v)
			}
		case *ast.SelectorExpr, *ast.IndexExpr, *ast.SliceExpr, *ast.TypeAssertExpr, *ast.StarExpr:
			if root := m.RootVar(x); root != nil {
				vars = append(vars, root)
			}
		case *ast.UnaryExpr:
			walk(x.X)
		case *ast.CompositeLit:
			for _, elt := range x.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				walk(elt)
			}
		case *ast.CallExpr:
			if tv, ok := m.info.Types[x.Fun]; ok && tv.IsType() {
				for _, a := range x.Args {
					walk(a)
				}
				return
			}
			if m.reshapes(x) {
				for _, a := range x.Args {
					walk(a)
				}
			}
		}
	}
	walk(e)
	return vars
}

// reshapes reports calls that return their arguments in another form.
func (m *Model) reshapes(call *ast.CallExpr) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, isBuiltin := m.info.Uses[id].(*types.Builtin); isBuiltin {
			return b.Name() == "append"
		}
	}
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if isJSONPackageFunc(fn, "Marshal") || isJSONPackageFunc(fn, "MarshalIndent") {
		return true
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "fmt.Sprint", "fmt.Sprintf", "fmt.Sprintln", "strings.Join", "bytes.Join":
		return true
	}
	return m.successDataArgs(call) != nil
}

// learn records what n teaches about returned data and request arguments.
func (d *HandlerData) learn(n ast.Node) bool {
	if lhs, rhs, ok := assignment(n); ok {
		return d.assign(lhs, rhs)
	}
	if r, ok := n.(*ast.RangeStmt); ok && (d.returnedVar(r.Key) || d.returnedVar(r.Value)) {
		return d.markReturned(r.X)
	}
	return false
}

func (d *HandlerData) returnedVar(e ast.Expr) bool {
	return e != nil && d.Returned(e)
}

func (d *HandlerData) assign(lhs, rhs []ast.Expr) bool {
	changed := false
	for i, l := range lhs {
		var r ast.Expr
		switch {
		case len(lhs) == len(rhs):
			r = rhs[i]
		case len(rhs) == 1 && i == 0:
			r = rhs[0] // v, err := f(…); v, ok := x.(T)
		default:
			continue
		}
		lv := d.m.RootVar(l)
		if lv == nil {
			continue
		}
		if d.returned[lv] {
			changed = d.markReturned(r) || changed
		}
		if !d.request[lv] && d.isRequestRead(r) {
			d.request[lv] = true
			changed = true
		}
	}
	return changed
}

// isRequestRead reports whether r reads the request's arguments directly.
func (d *HandlerData) isRequestRead(r ast.Expr) bool {
	root := d.m.requestRoot(r)
	return root != nil && d.request[root]
}
