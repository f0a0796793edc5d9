package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// handlerData says, for one tool handler or one helper a handler calls,
// which local variables hold the data the function answers with, which
// hold its inputs (the request's arguments; a helper's parameters), and
// which it acts on. All are flow-insensitive over the body, except that an
// action counts only after the point asked about.
type handlerData struct {
	m    *mcpmodel.Model
	info *types.Info
	body *ast.BlockStmt
	sig  *types.Signature
	// out is the index of the result that carries the answer itself (the
	// go-sdk's Out, mcp-go's TResult, a helper's data result), or -1.
	out      int
	returned map[types.Object]bool
	request  map[types.Object]bool
	// fromContext holds locals read from the context (see contextvalues.go).
	fromContext map[types.Object]bool
	// wholeRequest holds locals that carry the whole request or all of its
	// arguments (b, _ := json.Marshal(req.Params.Arguments)), which a
	// parse or bind helper turns into request arguments.
	wholeRequest map[types.Object]bool
	// inputsThroughCalls is set for handlers, whose request's methods
	// return arguments (req.GetString("q", "")). A helper's parameters
	// include backends (client.List(org) is data, not input), so only
	// reshaping reaches its inputs.
	inputsThroughCalls bool
	// receiver is the method's receiver, if any: the server or client
	// whose fields hold its dependencies (see isDependency).
	receiver types.Object
	// actions holds, for each local, where the function acts on it (see
	// actions.go); computed when first asked for.
	actions map[types.Object][]token.Pos
	// success knows the server's own success-result wrappers (see
	// successwrappers.go); nil knows none.
	success *successWrappers
	// renderers knows the package's functions that render a text from
	// their parameters (see renderers.go); nil knows none.
	renderers *renderers
	// rangeVars holds the variables of the function's range loops, found
	// when first asked (derived.go).
	rangeVars map[types.Object]bool
}

// dataOfHandler computes h's returned data and request arguments.
//
// Returned data starts at the arguments of a success constructor
// (NewToolResultText, NewToolResultJSON, NewToolResultStructured…, a
// CallToolResult literal without IsError) and at the Out result, and is
// followed backwards through assignments that only reshape a value:
// selectors, indexing, conversions, composite literals, append, json.Marshal,
// fmt.Sprint*, strings.Join. It does not go through other calls, so a
// backend client or a query string used to fetch the data is not data.
func dataOfHandler(m *mcpmodel.Model, fn ast.Node, h mcpmodel.Handler, success *successWrappers, render *renderers) *handlerData {
	d := newHandlerData(m, h.Sig, h.Body, h.Out)
	d.success = success
	d.renderers = render
	d.receiver = receiverOf(m.Info(), fn)
	d.inputsThroughCalls = true
	if h.Request != nil {
		d.request[h.Request] = true
		d.wholeRequest[h.Request] = true
	}
	if h.Input != nil {
		d.request[h.Input] = true
	}
	d.compute()
	return d
}

// dataOfHelper computes the returned data and inputs of a helper with
// signature sig whose result out is its data (func list(org string)
// ([]Team, error) has out 0): its parameters are its inputs.
func dataOfHelper(m *mcpmodel.Model, decl *ast.FuncDecl, sig *types.Signature, out int, success *successWrappers) *handlerData {
	d := newHandlerData(m, sig, decl.Body, out)
	d.success = success
	d.receiver = receiverOf(m.Info(), decl)
	for i := 0; i < sig.Params().Len(); i++ {
		d.request[sig.Params().At(i)] = true
	}
	d.compute()
	return d
}

func newHandlerData(m *mcpmodel.Model, sig *types.Signature, body *ast.BlockStmt, out int) *handlerData {
	return &handlerData{
		m:            m,
		info:         m.Info(),
		body:         body,
		sig:          sig,
		out:          out,
		returned:     make(map[types.Object]bool),
		request:      make(map[types.Object]bool),
		wholeRequest: make(map[types.Object]bool),
		fromContext:  make(map[types.Object]bool),
	}
}

func (d *handlerData) compute() {
	d.seedReturned()
	d.m.Fixpoint(d.body, d.learnWithDerived)
}

// Answers reports whether x, tested for emptiness by stmt, is the answer the
// handler would return: part of its returned data, not one of the request's
// arguments (validation), not the reply to a call (replies.go), and not
// something the handler acts on after the test (the target of an update,
// delete or quarantine, or a precondition of a create: "not found" there is
// invalid input, not an empty answer).
func (d *handlerData) Answers(x ast.Expr, stmt ast.Stmt) bool {
	if !d.Returned(x) || d.FromRequest(x) || d.isDependency(x) || d.repliesToCall(x) || d.FromContext(x) || d.firstElementOnly(x) {
		return false
	}
	root := d.m.RootVar(x)
	return !d.actedOnAfter(root, stmt.End()) && !d.loopElement(root, stmt)
}

// loopElement reports whether root is the key or value of a range loop
// whose body holds stmt: a test of one element (if row.Name == "" inside
// for _, row := range rows) is about that element, not about the answer
// being empty.
func (d *handlerData) loopElement(root types.Object, stmt ast.Stmt) bool {
	found := false
	d.m.Inspect(d.body, func(n ast.Node) bool {
		loop, ok := n.(*ast.RangeStmt)
		if !ok || found {
			return !found
		}
		if loop.Body.Pos() <= stmt.Pos() && stmt.End() <= loop.Body.End() {
			found = d.definedBy(loop.Key, root) || d.definedBy(loop.Value, root)
		}
		return !found
	})
	return found
}

func (d *handlerData) definedBy(e ast.Expr, v types.Object) bool {
	id := identOrNil(e)
	return id != nil && v != nil && d.info.ObjectOf(id) == v
}

// isDependency reports whether x is a field of the receiver (through
// fields only) that holds a dependency — a pointer, interface, function or
// channel, such as g.embeddingsClient or s.db: testing it for nil asks
// whether the server is configured, not whether the answer is empty, even
// when the answer is read from the receiver's other fields.
func (d *handlerData) isDependency(x ast.Expr) bool {
	if d.receiver == nil {
		return false
	}
	switch types.Unalias(d.info.TypeOf(x)).Underlying().(type) {
	case *types.Pointer, *types.Interface, *types.Signature, *types.Chan:
	default:
		return false
	}
	for e := ast.Unparen(x); ; {
		switch sel := e.(type) {
		case *ast.SelectorExpr:
			if s := d.info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
				return false
			}
			e = ast.Unparen(sel.X)
		case *ast.Ident:
			return d.info.ObjectOf(sel) == d.receiver
		default:
			return false
		}
	}
}

// receiverOf returns the receiver variable of fn, a method declaration.
func receiverOf(info *types.Info, fn ast.Node) types.Object {
	decl, ok := fn.(*ast.FuncDecl)
	if !ok || decl.Recv == nil || len(decl.Recv.List) == 0 || len(decl.Recv.List[0].Names) == 0 {
		return nil
	}
	return info.Defs[decl.Recv.List[0].Names[0]]
}

// Returned reports whether e is (part of) the data the handler answers with.
func (d *handlerData) Returned(e ast.Expr) bool {
	root := d.m.RootVar(e)
	return root != nil && d.returned[root]
}

// FromRequest reports whether e reads the request's arguments: the request
// or typed input parameter, or a local assigned from a read of them.
func (d *handlerData) FromRequest(e ast.Expr) bool {
	if root := d.inputRoot(e); root != nil {
		return d.request[root]
	}
	return false
}

// inputRoot is the root of e as an input: through the request's method
// calls in a handler, through reshaping only in a helper.
func (d *handlerData) inputRoot(e ast.Expr) types.Object {
	if d.inputsThroughCalls {
		return d.requestRoot(e)
	}
	return d.m.RootVar(e)
}

// requestRoot is RootVar that also goes through method calls, so that
// req.GetString("q", ""), req.GetArguments()["q"] and
// req.RequireString("q") root at req.
func (d *handlerData) requestRoot(e ast.Expr) types.Object {
	for {
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok {
			break
		}
		if tv, ok := d.info.Types[call.Fun]; ok && tv.IsType() {
			break
		}
		if mcpmodel.IsStringsTransform(d.info, call) {
			e = call.Args[0]
			continue
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || d.info.Selections[sel] == nil {
			return nil
		}
		e = sel.X
	}
	return d.m.RootVar(e)
}

func (d *handlerData) seedReturned() {
	d.m.Inspect(d.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a nested closure returns for itself
		case *ast.CallExpr:
			for _, arg := range d.successDataArgs(n) {
				d.markReturned(arg)
			}
		case *ast.CompositeLit:
			for _, arg := range d.resultLiteralData(n) {
				d.markReturned(arg)
			}
		case *ast.ReturnStmt:
			if d.out >= 0 && len(n.Results) == d.sig.Results().Len() && !d.returnsFailure(n) {
				d.markReturned(n.Results[d.out])
			}
			d.seedResultVar(n)
		}
		return true
	})
}

// returnsFailure reports whether ret returns a visibly non-nil error as the
// function's last result (a renderer's only result is its text).
func (d *handlerData) returnsFailure(ret *ast.ReturnStmt) bool {
	last := d.sig.Results().Len() - 1
	return mcpmodel.IsErrorType(d.sig.Results().At(last).Type()) && d.m.IsNonNilError(ret.Results[last])
}

// seedResultVar marks a result variable that ret answers with (return
// formatted, nil, err) as returned data, so that the success wrapper it was
// assigned from (formatted, err := render(rows)) gives its data.
func (d *handlerData) seedResultVar(ret *ast.ReturnStmt) {
	results := d.sig.Results()
	if len(ret.Results) != results.Len() {
		return
	}
	for i := 0; i < results.Len(); i++ {
		if id := identOrNil(ret.Results[i]); id != nil && d.m.IsResultType(results.At(i).Type()) {
			d.markReturned(id)
		}
	}
}

// successDataArgs returns the data arguments of an mcp-go success
// constructor (NewToolResultText(text), NewToolResultJSON(v),
// NewToolResultStructured(v, fallback), NewToolResultStructuredOnly(v)),
// or of the package's own success wrapper (see successwrappers.go).
func (d *handlerData) successDataArgs(call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	if !d.m.IsSDKFunc(fn, fn.Name()) {
		return d.success.dataArgs(fn, call)
	}
	switch fn.Name() {
	case "NewToolResultText", "NewToolResultJSON", "NewToolResultStructured", "NewToolResultStructuredOnly":
		return call.Args
	}
	return nil
}

// resultLiteralData returns the data fields of a CallToolResult literal
// without IsError: true (StructuredContent, and the texts of its Content).
func (d *handlerData) resultLiteralData(lit *ast.CompositeLit) []ast.Expr {
	if !d.m.IsResultType(d.info.TypeOf(lit)) || d.m.IsErrorResultExpr(lit) {
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
		case key.Name == mcpmodel.FieldStructured || key.Name == mcpmodel.FieldRaw:
			data = append(data, kv.Value)
		case key.Name == mcpmodel.FieldContent:
			d.m.Inspect(kv.Value, func(n ast.Node) bool {
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
func (d *handlerData) markReturned(e ast.Expr) bool {
	changed := false
	for _, v := range d.reshapedVars(e) {
		if !d.returned[v] {
			d.returned[v] = true
			changed = true
		}
	}
	return changed
}

// reshapedVars returns the local variables whose value e carries along:
// through selectors, indexing, conversions, composite literals, & and *,
// append, json.Marshal, fmt.Sprint*, strings.Join, the text of a
// strings.Builder or bytes.Buffer (b.String(), b.Bytes()), the data
// arguments of a success wrapper and of a renderer — not through other
// calls.
func (d *handlerData) reshapedVars(e ast.Expr) []types.Object {
	var vars []types.Object
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			if v, ok := d.info.Uses[x].(*types.Var); ok && !mcpmodel.IsPackageVar(v) {
				vars = append(vars, v)
			}
		case *ast.SelectorExpr, *ast.IndexExpr, *ast.SliceExpr, *ast.TypeAssertExpr, *ast.StarExpr:
			if root := d.m.RootVar(x); root != nil {
				vars = append(vars, root)
			}
		case *ast.UnaryExpr:
			walk(x.X)
		case *ast.BinaryExpr:
			if isArithmetic(x.Op) { // "#" + row.Name, i+1 of a range over rows
				walk(x.X)
				walk(x.Y)
			}
		case *ast.CompositeLit:
			for _, elt := range x.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					elt = kv.Value
				}
				if !d.labelOf(x, elt) {
					walk(elt)
				}
			}
		case *ast.CallExpr:
			if tv, ok := d.info.Types[x.Fun]; ok && tv.IsType() {
				for _, a := range x.Args {
					walk(a)
				}
				return
			}
			if builder := d.builderText(x); builder != nil {
				walk(builder)
				return
			}
			args := d.successDataArgs(x)
			if args == nil && d.reshapes(x) {
				args = x.Args
			}
			if args == nil {
				args = d.renderers.dataArgs(x)
			}
			args = append(args, d.yamlArgs(x)...)
			for _, a := range args {
				walk(a)
			}
		}
	}
	walk(e)
	return vars
}

func isArithmetic(op token.Token) bool {
	switch op {
	case token.ADD, token.SUB, token.MUL, token.QUO, token.REM:
		return true
	}
	return false
}

// reshapes reports calls that return their arguments in another form.
func (d *handlerData) reshapes(call *ast.CallExpr) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, isBuiltin := d.info.Uses[id].(*types.Builtin); isBuiltin {
			return b.Name() == "append"
		}
	}
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil {
		return false
	}
	if knowledge.IsEncoder(fn) {
		return true
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "fmt.Sprint", "fmt.Sprintf", "fmt.Sprintln", "strings.Join", "bytes.Join":
		return true
	}
	return false
}

// builderText returns b when call is b.String() or b.Bytes() of a
// strings.Builder or bytes.Buffer: the text written into b.
func (d *handlerData) builderText(call *ast.CallExpr) ast.Expr {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 || sel.Sel.Name != "String" && sel.Sel.Name != "Bytes" {
		return nil
	}
	if s := d.info.Selections[sel]; s == nil || s.Kind() != types.MethodVal || !mcpmodel.IsTextCollector(s.Recv()) {
		return nil
	}
	return sel.X
}

// learn records what n teaches about returned data and request arguments.
func (d *handlerData) learn(n ast.Node) bool {
	if lhs, rhs, ok := mcpmodel.Assignment(n); ok {
		return d.assign(lhs, rhs)
	}
	switch n := n.(type) {
	case *ast.RangeStmt:
		if d.returnedVar(n.Key) || d.returnedVar(n.Value) {
			return d.markReturned(n.X)
		}
	case *ast.CallExpr:
		wrote := d.learnTextWrite(n)
		return d.learnBoundArguments(n) || wrote
	}
	return false
}

// learnTextWrite marks what a call writes into a returned strings.Builder
// or bytes.Buffer (b.WriteString(row.Name), fmt.Fprintf(&b, "%s", row))
// as returned data.
func (d *handlerData) learnTextWrite(call *ast.CallExpr) bool {
	writer, args := d.m.TextWrite(call)
	if writer == nil || !d.Returned(writer) {
		return false
	}
	changed := false
	for _, a := range args {
		changed = d.markReturned(a) || changed
	}
	return changed
}

func (d *handlerData) returnedVar(e ast.Expr) bool {
	return e != nil && d.Returned(e)
}

func (d *handlerData) assign(lhs, rhs []ast.Expr) bool {
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
		if !d.fromContext[lv] && d.isContextValue(r) {
			d.fromContext[lv] = true
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
func (d *handlerData) isRequestRead(r ast.Expr) bool {
	root := d.inputRoot(r)
	return root != nil && d.request[root]
}

// uses reports whether e uses an object for which is holds (one of the
// request's variables, one given variable).
func (d *handlerData) uses(e ast.Expr, is func(types.Object) bool) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if obj := d.info.Uses[id]; obj != nil && is(obj) {
				found = true
			}
		}
		return !found
	})
	return found
}
