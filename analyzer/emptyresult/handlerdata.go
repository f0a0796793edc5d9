package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// handlerData says, for one tool handler, one helper a handler calls, or
// one client function, which parts of which local variables the function
// answers with (answerparts.go), which hold its inputs (the request's
// arguments, requestargs.go; a helper's parameters), which were read from
// the context, and which it acts on (actions.go). All are
// flow-insensitive over the body, except that an action, an index or a
// use as a key counts only after the test asked about.
type handlerData struct {
	m    *mcpmodel.Model
	info *types.Info
	body *ast.BlockStmt
	sig  *types.Signature
	// out is the index of the result that carries the answer itself (the
	// go-sdk's Out, mcp-go's TResult, a helper's data result), or -1.
	out int
	// outs are the results whose returned values are answered: out, or
	// every result but the error of a client function.
	outs []int
	// answer holds, for each local variable, the parts of its value the
	// function answers with (answerparts.go).
	answer  map[types.Object]map[string]bool
	request map[types.Object]bool
	// inputsThroughCalls is set for handlers, whose inputs are derived
	// through calls too (req.GetString("q", ""), parseItems(args["apis"]);
	// requestargs.go). A helper's parameters include backends
	// (client.List(org) is data, not input), so only reshaping reaches its
	// inputs.
	inputsThroughCalls bool
	// actions holds, for each local, where the function acts on it (see
	// actions.go); computed when first asked for.
	actions map[types.Object][]token.Pos
	// success knows the server's own success-result wrappers (see
	// successwrappers.go); nil knows none.
	success *successWrappers
	// renderers knows the package's functions that render a text from
	// their parameters (see renderers.go); nil knows none.
	renderers *renderers
	// loopVars holds the variables of all the function's loops, found
	// when first asked (collections.go).
	loopVars map[types.Object]bool
	// assigning is the variable whose assignment's value originOf is
	// asked about: its own value in it (out = append(out, s)) is neutral.
	assigning types.Object
	// inputFuncs knows which of the package's functions compute their
	// results from their inputs alone (inputfuncs.go); nil knows none.
	inputFuncs *inputFuncs
	// constants holds, in a function's summary, the parameters a call
	// gives constants (inputfuncs.go).
	constants map[types.Object]bool
	// enclosing is, in a closure's summary, the function the closure is
	// declared in: what it read from the request the closure reads too.
	enclosing *handlerData
	// fails, when set, says how a block fails, knowing the package's own
	// error-result wrappers (helpers.failure); else the model's
	// BlockFailure.
	fails func(*ast.BlockStmt, *types.Signature) mcpmodel.FailureKind
}

// dataOfHandler computes h's answer and request arguments.
//
// The answer starts at the arguments of a success constructor
// (NewToolResultText, NewToolResultJSON, NewToolResultStructured…, a
// CallToolResult literal without IsError) and at the Out result, and is
// followed backwards through assignments that only reshape a value
// (answerparts.go). It does not go through other calls, so a backend
// client or a query string used to fetch the data is not the answer.
func dataOfHandler(m *mcpmodel.Model, fn ast.Node, h mcpmodel.Handler, success *successWrappers, render *renderers, inputs *inputFuncs) *handlerData {
	d := newHandlerData(m, h.Sig, h.Body, h.Out)
	d.success = success
	d.renderers = render
	d.inputFuncs = inputs
	d.inputsThroughCalls = true
	if h.Request != nil {
		d.request[h.Request] = true
	}
	if h.Input != nil {
		d.request[h.Input] = true
	}
	d.compute()
	return d
}

// dataOfHelper computes the answer and inputs of a helper with signature
// sig whose result out is its data (func list(org string) ([]Team, error)
// has out 0): its parameters are its inputs.
func dataOfHelper(m *mcpmodel.Model, decl *ast.FuncDecl, sig *types.Signature, out int, success *successWrappers) *handlerData {
	d := newHandlerData(m, sig, decl.Body, out)
	d.success = success
	for i := 0; i < sig.Params().Len(); i++ {
		d.request[sig.Params().At(i)] = true
	}
	d.compute()
	return d
}

// dataOfClient computes what a client function (or closure) with
// signature sig and body answers: every result but the error is its
// answer. Only the preconditions ask about it (preconditions.go).
func dataOfClient(m *mcpmodel.Model, sig *types.Signature, body *ast.BlockStmt) *handlerData {
	d := newHandlerData(m, sig, body, -1)
	if sig != nil {
		for i := range sig.Results().Len() {
			if !mcpmodel.IsErrorType(sig.Results().At(i).Type()) {
				d.outs = append(d.outs, i)
			}
		}
	}
	d.compute()
	return d
}

func newHandlerData(m *mcpmodel.Model, sig *types.Signature, body *ast.BlockStmt, out int) *handlerData {
	d := &handlerData{
		m:       m,
		info:    m.Info(),
		body:    body,
		sig:     sig,
		out:     out,
		answer:  make(map[types.Object]map[string]bool),
		request: make(map[types.Object]bool),
	}
	if out >= 0 {
		d.outs = []int{out}
	}
	return d
}

func (d *handlerData) compute() {
	if d.body == nil {
		return
	}
	d.seedReturned()
	d.m.Fixpoint(d.body, d.learnWithDerived)
}

// Answers reports whether x, tested for emptiness in stmt, is an empty
// collection that is the answer (collections.go): a collection, a count
// or a found flag over one, or a text rendered from one, that the
// function answers whole or element by element (answerparts.go); and
// whether answersData keeps it.
func (d *handlerData) Answers(x ast.Expr, stmt ast.Stmt) bool {
	return d.answersCollection(x) && d.answersData(x, stmt)
}

// answersData reports whether x — the tested value, or the data a
// handler hands to or takes from a helper that decided its emptiness —
// is answered other than as one element picked from it, and is not the
// request's arguments (validation, requestargs.go), what a configured
// reply reader returned (replyreaders.go), nor a precondition of what
// the function does after the test (preconditions.go).
func (d *handlerData) answersData(x ast.Expr, stmt ast.Stmt) bool {
	if !d.answersWhole(countSubject(d.info, x)) || d.FromRequest(x) || d.fromReplyReader(x) {
		return false
	}
	return !d.precondition(x, stmt)
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

func (d *handlerData) seedReturned() {
	d.m.Inspect(d.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a nested closure returns for itself
		case *ast.CallExpr:
			for _, arg := range d.successDataArgs(n) {
				d.markAnswered(arg, "")
			}
		case *ast.CompositeLit:
			for _, arg := range d.resultLiteralData(n) {
				d.markAnswered(arg, "")
			}
		case *ast.ReturnStmt:
			if d.sig != nil && len(n.Results) == d.sig.Results().Len() && !d.returnsFailure(n) {
				for _, i := range d.outs {
					d.markAnswered(n.Results[i], "")
				}
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
	return last >= 0 && mcpmodel.IsErrorType(d.sig.Results().At(last).Type()) && d.m.IsNonNilError(ret.Results[last])
}

// seedResultVar marks a result variable that ret answers with (return
// formatted, nil, err) as answered, so that the success wrapper it was
// assigned from (formatted, err := render(rows)) gives its data.
func (d *handlerData) seedResultVar(ret *ast.ReturnStmt) {
	if d.sig == nil {
		return
	}
	results := d.sig.Results()
	if len(ret.Results) != results.Len() {
		return
	}
	for i := 0; i < results.Len(); i++ {
		if id := identOrNil(ret.Results[i]); id != nil && d.m.IsResultType(results.At(i).Type()) {
			d.markAnswered(id, "")
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

// learn records what n teaches about the answer and the request's
// arguments.
func (d *handlerData) learn(n ast.Node) bool {
	if accumulatesNumber(d.info, n) {
		return false // sum += v.Value computes from the collection
	}
	if lhs, rhs, ok := mcpmodel.Assignment(n); ok {
		if as, isAssign := n.(*ast.AssignStmt); isAssign {
			if loop := d.pickingLoop(as); loop != nil {
				picked := d.learnPicked(as, loop)
				return d.assign(lhs, rhs, false) || picked
			}
		}
		return d.assign(lhs, rhs, true)
	}
	switch n := n.(type) {
	case *ast.RangeStmt:
		return d.learnRange(n)
	case *ast.TypeSwitchStmt:
		return d.learnTypeSwitch(n)
	case *ast.CallExpr:
		wrote := d.learnTextWrite(n)
		return d.learnBoundArguments(n) || wrote
	}
	return false
}

// accumulatesNumber reports whether n is a compound assignment to a
// number (sum += v.Value, n++ aside): a computation, not a reshaping.
func accumulatesNumber(info *types.Info, n ast.Node) bool {
	as, ok := n.(*ast.AssignStmt)
	if !ok || as.Tok == token.ASSIGN || as.Tok == token.DEFINE || len(as.Lhs) != 1 {
		return false
	}
	return !isText(info.TypeOf(as.Lhs[0]))
}

// learnRange carries the answered parts of a loop's value to the
// collection it ranges over (its elements), and the request's arguments
// from the collection to the loop's variables.
func (d *handlerData) learnRange(loop *ast.RangeStmt) bool {
	changed := false
	if v := d.info.ObjectOf(identOrNil(loop.Value)); v != nil {
		for _, p := range d.partsOf(v) {
			changed = d.markAnswered(loop.X, elementStep+p) || changed
		}
	}
	if k := d.info.ObjectOf(identOrNil(loop.Key)); k != nil && d.isAnswered(k) {
		if _, isMap := types.Unalias(d.info.TypeOf(loop.X)).Underlying().(*types.Map); isMap {
			changed = d.markAnswered(loop.X, elementStep) || changed
		}
	}
	if d.FromRequest(loop.X) {
		for _, e := range []ast.Expr{loop.Key, loop.Value} {
			if v := d.info.ObjectOf(identOrNil(e)); v != nil && !d.request[v] {
				d.request[v] = true
				changed = true
			}
		}
	}
	return changed
}

// learnTypeSwitch carries a type switch's value (switch t := v.(type)) to
// the variable each clause declares, and back: t is v, asserted.
func (d *handlerData) learnTypeSwitch(sw *ast.TypeSwitchStmt) bool {
	x := mcpmodel.SwitchAssertion(sw)
	if x == nil {
		return false
	}
	fromRequest := d.FromRequest(x.X)
	changed := false
	for _, stmt := range sw.Body.List {
		v := d.info.Implicits[stmt]
		if v == nil {
			continue
		}
		if fromRequest && !d.request[v] {
			d.request[v] = true
			changed = true
		}
		for _, p := range d.partsOf(v) {
			changed = d.markAnswered(x.X, p) || changed
		}
	}
	return changed
}

// partsOf returns the answered parts of v, as a list: marking may add
// parts while they are walked.
func (d *handlerData) partsOf(v types.Object) []string {
	parts := make([]string, 0, len(d.answer[v]))
	for p := range d.answer[v] {
		parts = append(parts, p)
	}
	return parts
}

// learnTextWrite marks what a call writes into an answered strings.Builder
// or bytes.Buffer (b.WriteString(row.Name), fmt.Fprintf(&b, "%s", row))
// as answered.
func (d *handlerData) learnTextWrite(call *ast.CallExpr) bool {
	writer, args := d.m.TextWrite(call)
	if writer == nil || !d.Returned(writer) {
		return false
	}
	changed := false
	for _, a := range args {
		changed = d.markAnswered(a, "") || changed
	}
	return changed
}

// assign learns from lhs = rhs: the answer's parts carried to rhs (unless
// carryAnswer is false: a picked element, collections.go) and the
// request's arguments carried to lhs.
func (d *handlerData) assign(lhs, rhs []ast.Expr, carryAnswer bool) bool {
	changed := false
	for i, l := range lhs {
		var r ast.Expr
		switch {
		case len(lhs) == len(rhs):
			r = rhs[i]
		case len(rhs) == 1 && i == 0:
			r = rhs[0] // v, err := f(…); v, ok := x.(T)
		default:
			changed = d.learnTupleResult(l, rhs, i) || changed
			continue
		}
		if carryAnswer {
			changed = d.assignAnswer(l, r) || changed
		}
		lv := d.m.RootVar(l)
		if lv == nil {
			continue
		}
		if !d.request[lv] && d.requestDerivedInto(lv, r) {
			d.request[lv] = true
			changed = true
		}
	}
	return changed
}

// learnTupleResult records, for a, b := f(…), whether result i of the
// call is derived from the request (only the first result carries the
// answer: a, err := f(…)).
func (d *handlerData) learnTupleResult(l ast.Expr, rhs []ast.Expr, i int) bool {
	if len(rhs) != 1 || !d.inputsThroughCalls {
		return false
	}
	call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr)
	if !ok {
		return false
	}
	lv := d.m.RootVar(l)
	if lv == nil || d.request[lv] || mcpmodel.IsErrorType(d.info.TypeOf(l)) || d.resultOrigin(call, i) != originRequest {
		return false
	}
	d.request[lv] = true
	return true
}

// assignAnswer carries what the answer takes of l to r, in l = r: the
// parts inside l come from the same parts of r, and r is all answered
// when a value holding l is (out.Rows = rows with out answered).
func (d *handlerData) assignAnswer(l, r ast.Expr) bool {
	root, part, ok := d.pathOf(l)
	if !ok {
		return false
	}
	changed := false
	for _, p := range d.partsOf(root) {
		switch {
		case hasPrefix(p, part):
			changed = d.markAnswered(r, p[len(part):]) || changed
		case hasPrefix(part, p):
			changed = d.markAnswered(r, "") || changed
		}
	}
	return changed
}
