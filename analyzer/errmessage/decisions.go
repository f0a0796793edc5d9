package errmessage

import (
	"go/ast"
	"go/token"
	"go/types"
	"regexp"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A decision is a place where control flow depends on a text: an if
// condition (and its init, when the condition tests what the init
// assigns), a switch tag or a tagless switch's cases, and a boolean return
// (return e != nil && strings.Contains(e.Message, "x")).
//
// decisions walks them and hands each operand it compares with a constant
// or searches for a constant to a subject function, which says whether the
// operand is a text the check cares about. The same walk finds the
// findings of a function and summarises predicate helpers.
type decisions struct {
	m          *mcpmodel.Model
	consts     *constants
	predicates predicates // helpers that match a parameter (predicates.go)
	// assertion reports the decisions that are a test's assertions
	// (testcode.go); nil outside test code.
	assertion func(ast.Node) bool
	// subject reports whether it took the operand (a finding, or a
	// matched parameter).
	subject func(operand) bool
	// taken is set once the subject took an operand of the condition
	// being walked.
	taken bool
	// decision holds the wordings of the condition being walked: every
	// constant it compares or searches with (one condition is one
	// decision, "429" || "rate limit" is about HTTP).
	decision []string
	// pending is the condition being walked until an operand of it is
	// first handed over: only then are its wordings read, and whether it
	// looks for an HTTP status (httpStatus), which hands nothing over.
	// Most conditions hand nothing over at all.
	pending    ast.Expr
	httpStatus bool
	// needleParam, set when summarising a helper, says which parameter a
	// needle is (func containsAny(s string, subs ...string) bool).
	needleParam func(ast.Expr) (int, bool)
}

// take hands op to the subject. One condition is one decision: once an
// operand is taken, the others of the same condition (msg contains "a" ||
// msg contains "b") are not handed on.
func (d *decisions) take(op operand) bool {
	if d.pending != nil {
		cond := d.pending
		d.pending = nil
		d.httpStatus = d.looksForHTTPStatus(cond)
		if !d.httpStatus {
			d.decision = d.wordingsIn(cond)
		}
	}
	if d.httpStatus {
		return false
	}
	if d.taken {
		return true
	}
	op.values = append(append([]string(nil), d.decision...), op.wordings...)
	d.taken = d.subject(op)
	return d.taken
}

// operand is a text a decision compares or searches.
type operand struct {
	x ast.Expr
	// against are the constants it is compared with; nil for a search.
	against []ast.Expr
	// needles are the constants a search looks for.
	needles []ast.Expr
	// helperArg is set for the argument of a predicate helper: a client
	// request's error given to one is reported at the helper's own
	// matches instead (errorparams.go).
	helperArg bool
	// wordings are the constants a predicate helper looks for itself.
	wordings []string
	// values are the wordings of the whole decision the operand is in,
	// its own and the others' (set by take).
	values []string
	// needleParams are the parameters a summarised helper looks for.
	needleParams []int
}

// decisionNodes are the nodes walk looks at: the statements that decide,
// and closures.
var decisionNodes = []ast.Node{(*ast.IfStmt)(nil), (*ast.ForStmt)(nil), (*ast.SwitchStmt)(nil), (*ast.ReturnStmt)(nil), (*ast.FuncLit)(nil)}

// walk visits the decisions of body, not those of the closures in it when
// skipClosures is set (a summary is about the function itself).
func (d *decisions) walk(body *ast.BlockStmt, skipClosures bool) {
	// Boolean locals a decision reads: ok := strings.Contains(…); if ok.
	decided := make(map[types.Object]bool)
	var texts map[types.Object]types.Object // errorTexts of body, once an if asks
	rewords := func(stmt *ast.IfStmt) bool {
		if texts == nil {
			texts = errorTexts(d.m, body)
		}
		return rewordsFailure(d.m.Info(), stmt, texts)
	}
	decide := func(cond ast.Expr) {
		d.condition(cond)
		d.noteBoolVars(cond, decided)
	}
	d.m.InspectTypes(body, decisionNodes, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok && skipClosures {
			return false
		}
		if d.assertion != nil && d.assertion(n) {
			return true // the branches may hold decisions of their own
		}
		switch n := n.(type) {
		case *ast.IfStmt:
			// if got != want { t.Errorf(…) } is a test's assertion, not a
			// decision of the code under test, wherever it is.
			if d.m.BlockFailure(n.Body, nil) != mcpmodel.FailTest && !d.rewritesMatched(n) && !rewords(n) {
				decide(n.Cond)
				if init := decidingTupleInit(n); init != nil {
					d.condition(init)
				}
			}
		case *ast.ForStmt:
			if n.Cond != nil {
				decide(n.Cond)
			}
		case *ast.SwitchStmt:
			if n.Tag != nil {
				d.switchTag(n)
				return true
			}
			for _, stmt := range n.Body.List {
				for _, e := range stmt.(*ast.CaseClause).List {
					decide(e)
				}
			}
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if isBool(d.m.Info().TypeOf(r)) {
					decide(r)
				}
			}
		}
		return true
	})
	if len(decided) > 0 {
		d.boolAssignments(body, skipClosures, decided)
	}
}

// rewritesMatched reports whether stmt only rewrites the data its condition
// reads (if e.Message == "tool not found" { e.Message = "unknown tool" }):
// translating one wording into another normalises the object, it decides
// nothing about the failure. Its body holds only assignments,
// declarations and delete calls, one of which writes into a variable the
// condition reads.
func (d *decisions) rewritesMatched(stmt *ast.IfStmt) bool {
	info := d.m.Info()
	if !onlyWrites(info, stmt.Body) {
		return false // most bodies: no need to read the condition
	}
	read := make(map[types.Object]bool)
	d.m.Inspect(stmt.Cond, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && info.Uses[id] != nil {
			read[info.Uses[id]] = true
		}
		return true
	})
	writes := false
	for _, s := range stmt.Body.List {
		var targets []ast.Expr
		switch s := s.(type) {
		case *ast.AssignStmt:
			targets = s.Lhs
		case *ast.DeclStmt:
			continue
		case *ast.ExprStmt:
			call, ok := ast.Unparen(s.X).(*ast.CallExpr)
			if !ok || !isBuiltin(info, call, "delete") {
				return false
			}
			targets = call.Args[:1]
		default:
			return false
		}
		for _, t := range targets {
			writes = writes || read[d.m.RootVar(t)]
		}
	}
	return writes
}

// onlyWrites reports whether body holds only assignments, declarations
// and delete calls (rewritesMatched's first condition).
func onlyWrites(info *types.Info, body *ast.BlockStmt) bool {
	for _, s := range body.List {
		switch s := s.(type) {
		case *ast.AssignStmt, *ast.DeclStmt:
		case *ast.ExprStmt:
			call, ok := ast.Unparen(s.X).(*ast.CallExpr)
			if !ok || !isBuiltin(info, call, "delete") {
				return false
			}
		default:
			return false
		}
	}
	return true
}

func isBuiltin(info *types.Info, call *ast.CallExpr, name string) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}

// noteBoolVars records the boolean variables cond reads.
func (d *decisions) noteBoolVars(cond ast.Expr, decided map[types.Object]bool) {
	d.m.Inspect(cond, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if v, ok := d.m.Info().Uses[id].(*types.Var); ok && isBool(v.Type()) {
				decided[v] = true
			}
		}
		return true
	})
}

// boolAssignments hands over what is assigned to the boolean variables a
// decision reads: the decision is made where the value is computed.
func (d *decisions) boolAssignments(body *ast.BlockStmt, skipClosures bool, decided map[types.Object]bool) {
	d.m.Inspect(body, func(n ast.Node) bool {
		if _, ok := n.(*ast.FuncLit); ok && skipClosures {
			return false
		}
		assign, ok := n.(*ast.AssignStmt)
		if !ok || len(assign.Lhs) != len(assign.Rhs) {
			return true
		}
		for i, lhs := range assign.Lhs {
			if id, ok := lhs.(*ast.Ident); ok && decided[d.m.Info().ObjectOf(id)] {
				d.condition(assign.Rhs[i])
			}
		}
		return true
	})
}

// decidingTupleInit returns the right-hand side of an if statement's init
// when it assigns a tuple the condition tests:
// if ok, _ := regexp.MatchString(…); ok. (A single value assigned to a
// boolean the condition reads is one of boolAssignments.)
func decidingTupleInit(stmt *ast.IfStmt) ast.Expr {
	assign, ok := stmt.Init.(*ast.AssignStmt)
	if !ok || len(assign.Rhs) != 1 || len(assign.Lhs) < 2 {
		return nil
	}
	for _, lhs := range assign.Lhs {
		if id, ok := lhs.(*ast.Ident); ok && id.Name != "_" && mcpmodel.Mentions(stmt.Cond, id.Name) {
			return assign.Rhs[0]
		}
	}
	return nil
}

// condition hands over the texts compared or searched in cond. A
// condition that also looks for an HTTP status code (`429` || "rate
// limit") is about the HTTP reply, whatever its other words: no JSON-RPC
// code would tell it apart.
func (d *decisions) condition(cond ast.Expr) {
	d.taken, d.decision, d.pending = false, nil, cond
	defer func() { d.taken, d.decision, d.pending, d.httpStatus = false, nil, nil, false }()
	d.m.Inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				d.comparison(n)
			}
		case *ast.CallExpr:
			for _, op := range d.searched(n) {
				d.take(op)
			}
			return false // a search's arguments are not decisions of their own
		}
		return true
	})
}

// looksForHTTPStatus reports whether cond compares or searches a text
// with an HTTP error status code ("429", "503").
func (d *decisions) looksForHTTPStatus(cond ast.Expr) bool {
	found := false
	d.m.Inspect(cond, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && httpErrorStatus.MatchString(lit.Value) {
			found = true
		}
		return !found
	})
	return found
}

// httpErrorStatus matches a string literal that is an HTTP error status code.
var httpErrorStatus = regexp.MustCompile(`^["\x60][45][0-9][0-9]["\x60]$`)

// comparison handles msg == "wording". Only a comparison with a constant
// decides on wording: msg != "" asks whether there is a message at all,
// and msg != other.Error() compares two texts (to avoid repeating one).
func (d *decisions) comparison(b *ast.BinaryExpr) {
	info := d.m.Info()
	if isEmptyString(info, b.X) || isEmptyString(info, b.Y) {
		return
	}
	if d.consts.is(b.Y) && d.take(operand{x: b.X, against: []ast.Expr{b.Y}}) {
		return
	}
	if d.consts.is(b.X) {
		d.take(operand{x: b.Y, against: []ast.Expr{b.X}})
		return
	}
	if d.needleParam != nil {
		if i, ok := d.needleParam(b.Y); ok {
			d.take(operand{x: b.X, needleParams: []int{i}})
		}
	}
}

func (d *decisions) switchTag(sw *ast.SwitchStmt) {
	var values []ast.Expr
	for _, stmt := range sw.Body.List {
		for _, v := range stmt.(*ast.CaseClause).List {
			if !d.consts.is(v) {
				return
			}
			values = append(values, v)
		}
	}
	if len(values) > 0 {
		d.taken, d.decision = false, nil
		for _, v := range values {
			d.decision = append(d.decision, d.consts.values(v)...)
		}
		d.take(operand{x: sw.Tag, against: values})
		d.taken, d.decision = false, nil
	}
}

// wordingsIn returns the wordings cond compares or searches with: its
// string constants, the lists its loop variables range over, and what the
// predicate helpers it calls look for.
func (d *decisions) wordingsIn(cond ast.Expr) []string {
	var out []string
	d.m.Inspect(cond, func(n ast.Node) bool {
		e, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if d.consts.is(e) {
			out = append(out, d.consts.values(e)...)
			return false
		}
		if call, ok := e.(*ast.CallExpr); ok {
			if fn, _ := typeutil.Callee(d.m.Info(), call).(*types.Func); fn != nil {
				if p := d.predicates[fn.Origin()]; p != nil {
					out = append(out, p.wordings...)
				}
			}
		}
		return true
	})
	return out
}

// searched returns the texts a call looks into for a constant:
// strings.Contains(s, "x") and friends, regexp matches, and the arguments
// a predicate helper of this package matches.
func (d *decisions) searched(call *ast.CallExpr) []operand {
	info := d.m.Info()
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	if fn == nil || fn.Pkg() == nil || len(call.Args) == 0 {
		return nil
	}
	if p := d.predicates[fn.Origin()]; p != nil {
		return d.predicateCall(call, fn, p)
	}
	search, ok := knowledge.SearchOf(fn)
	if !ok || search.Haystack >= len(call.Args) || search.Needle >= len(call.Args) {
		return nil
	}
	haystack := call.Args[search.Haystack]
	if search.Needle < 0 {
		return []operand{{x: haystack}} // a compiled pattern: a constant needle
	}
	// Searching for a constant needle decides on wording; searching one
	// text in another does not.
	needle := call.Args[search.Needle]
	switch {
	case d.consts.is(needle) || search.Haystack > search.Needle: // regexp.MatchString(pattern, text)
		return []operand{{x: haystack, needles: []ast.Expr{needle}}}
	case search.Symmetric && d.consts.is(haystack):
		return []operand{{x: needle, needles: []ast.Expr{haystack}}}
	case d.needleParam != nil:
		if i, ok := d.needleParam(needle); ok {
			return []operand{{x: haystack, needleParams: []int{i}}}
		}
	}
	return nil
}

// predicateCall returns the texts a call of a predicate helper decides
// on. A helper that looks for needles its caller gives it (containsAny(msg,
// "rate limit", "quota")) decides on wording only when every needle given
// is a constant.
func (d *decisions) predicateCall(call *ast.CallExpr, fn *types.Func, p *predicate) []operand {
	var needles []ast.Expr
	for _, i := range p.needles {
		needles = append(needles, argsAt(fn, call, i)...)
	}
	if len(p.needles) > 0 {
		if len(needles) == 0 {
			return nil
		}
		for _, n := range needles {
			if !d.consts.is(n) {
				return nil
			}
		}
	}
	var ops []operand
	for _, i := range p.texts {
		if i < len(call.Args) {
			ops = append(ops, operand{x: call.Args[i], helperArg: true, needles: needles, wordings: p.wordings})
		}
	}
	return ops
}

// argsAt returns the arguments a call of fn gives its i-th parameter: one,
// or all those of a variadic one (none when they are spread from a slice).
func argsAt(fn *types.Func, call *ast.CallExpr, i int) []ast.Expr {
	sig := fn.Type().(*types.Signature)
	if sig.Variadic() && i == sig.Params().Len()-1 {
		if call.Ellipsis.IsValid() || i >= len(call.Args) {
			return nil
		}
		return call.Args[i:]
	}
	if i < len(call.Args) {
		return call.Args[i : i+1]
	}
	return nil
}

func isEmptyString(info *types.Info, e ast.Expr) bool {
	tv := info.Types[e]
	return tv.Value != nil && tv.Value.ExactString() == `""`
}

func isBool(t types.Type) bool {
	if t == nil {
		return false
	}
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}
