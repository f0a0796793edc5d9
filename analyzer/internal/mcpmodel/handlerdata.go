package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// HandlerData says, for one tool handler, which local variables hold the
// data the handler answers with, which hold the request's arguments, and
// which the handler acts on. All are flow-insensitive over the handler's
// body, except that an action counts only after the point asked about.
type HandlerData struct {
	m        *Model
	h        Handler
	returned map[types.Object]bool
	request  map[types.Object]bool
	// wholeRequest holds locals that carry the whole request or all of its
	// arguments (b, _ := json.Marshal(req.Params.Arguments)), which a
	// parse or bind helper turns into request arguments.
	wholeRequest map[types.Object]bool
	// actions holds, for each local, where the handler acts on it (see
	// actions.go); computed when first asked for.
	actions map[types.Object][]token.Pos
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
	d := &HandlerData{
		m:            m,
		h:            h,
		returned:     make(map[types.Object]bool),
		request:      make(map[types.Object]bool),
		wholeRequest: make(map[types.Object]bool),
	}
	if h.Request != nil {
		d.request[h.Request] = true
		d.wholeRequest[h.Request] = true
	}
	if h.Input != nil {
		d.request[h.Input] = true
	}
	d.seedReturned()
	fixpoint(d.h.Body, d.learn)
	return d
}

// Answers reports whether x, tested for emptiness by stmt, is the answer the
// handler would return: part of its returned data, not one of the request's
// arguments (validation), and not something the handler acts on after the
// test (the target of an update, delete or quarantine, or a precondition of
// a create: "not found" there is invalid input, not an empty answer).
func (d *HandlerData) Answers(x ast.Expr, stmt ast.Stmt) bool {
	if !d.Returned(x) || d.FromRequest(x) {
		return false
	}
	root := d.m.RootVar(x)
	return !d.actedOnAfter(root, stmt.End())
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
	switch n := n.(type) {
	case *ast.RangeStmt:
		if d.returnedVar(n.Key) || d.returnedVar(n.Value) {
			return d.markReturned(n.X)
		}
	case *ast.CallExpr:
		return d.learnBoundArguments(n)
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
		if !d.request[lv] && (d.isRequestRead(r) || d.isArgumentParse(r)) {
			d.request[lv] = true
			changed = true
		}
		if !d.wholeRequest[lv] && d.isWholeRequest(r) {
			d.wholeRequest[lv] = true
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
