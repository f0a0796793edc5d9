package retry

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// What a search assumes of the repeated call's outcome, and how a
// condition on the way reads under that assumption.

// An outcome is what the repeated call is assumed to have given.
type outcome uint8

const (
	succeeded     outcome = iota // no error, no refusal
	refusedFlag                  // a result with isError set
	refusedInBand                // a result whose payload holds an error object
	requestFailed                // the call's Go error
)

// An assumption is the outcome a search follows.
type assumption struct {
	outcome outcome
	// permanent is, for requestFailed, the JSON-RPC code of a permanent
	// failure the error is assumed to carry (knowledge.PermanentCodes), 0
	// for any failure.
	permanent int64
	// notRetryable is set, for a refusal, when the result's own verdict is
	// assumed to say it may not be retried (isRetryable false).
	notRetryable bool
}

func (a assumption) refused() bool { return a.outcome == refusedFlag || a.outcome == refusedInBand }

// truth is a three-valued truth: what a condition is under an assumption.
type truth int8

const (
	unknown truth = 0
	yes     truth = 1
	no      truth = -1
)

func (t truth) not() truth { return -t }

func truthOf(b bool) truth {
	if b {
		return yes
	}
	return no
}

// lost says which of the repeated call's variables a path has given
// another value since the call: what they held of the call is gone.
type lost struct {
	val, err bool
	// errFailed is set when the error variable was last given a visibly
	// non-nil error (err = errRefused): the path fails on its own.
	errFailed bool
}

// evaluator reads conditions on one path under one assumption.
type evaluator struct {
	c    *checker
	rep  *repeat
	as   assumption
	lost lost
	// flags are the booleans the path set (see search.sets).
	flags string
	// args maps the parameters of a predicate helper being read in place
	// to the arguments of its call.
	args  map[types.Object]ast.Expr
	fn    *funcBody // the predicate helper read in place, nil for none
	depth int
}

// maxDepth bounds how deep locals and predicate helpers are followed.
const maxDepth = 3

// eval returns what x is under the assumption, and whether it reads what
// the server categorised (a verdict: isRetryable, a category or code, an
// SDK's sentinel or JSON-RPC code of a request error).
func (e *evaluator) eval(x ast.Expr) (truth, bool) {
	switch x := ast.Unparen(x).(type) {
	case *ast.UnaryExpr:
		if x.Op == token.NOT {
			t, v := e.eval(x.X)
			return t.not(), v
		}
	case *ast.BinaryExpr:
		return e.binary(x)
	case *ast.CallExpr:
		if t, v, ok := e.call(x); ok {
			return t, v
		}
	case *ast.Ident, *ast.SelectorExpr:
		if t, v, ok := e.flag(x); ok {
			return t, v
		}
	}
	return unknown, e.c.readsVerdict(x)
}

// fnOf returns the function whose code is being read: the repeated
// call's, or a predicate helper's read in place.
func (e *evaluator) fnOf() *funcBody {
	if e.fn != nil {
		return e.fn
	}
	return e.rep.fn
}

func (e *evaluator) binary(x *ast.BinaryExpr) (truth, bool) {
	switch x.Op {
	case token.LAND, token.LOR:
		l, lv := e.eval(x.X)
		r, rv := e.eval(x.Y)
		if x.Op == token.LAND {
			return and(l, r), lv || rv
		}
		return and(l.not(), r.not()).not(), lv || rv
	case token.EQL, token.NEQ:
		t, v := e.equal(x.X, x.Y)
		if x.Op == token.NEQ {
			t = t.not()
		}
		return t, v
	case token.GTR, token.LSS, token.GEQ, token.LEQ:
		if t, ok := e.lenTest(x); ok {
			return t, false
		}
	}
	return unknown, e.c.readsVerdict(x)
}

func and(l, r truth) truth {
	switch {
	case l == no || r == no:
		return no
	case l == yes && r == yes:
		return yes
	}
	return unknown
}

// equal reads l == r.
func (e *evaluator) equal(l, r ast.Expr) (truth, bool) {
	for _, pair := range [2][2]ast.Expr{{l, r}, {r, l}} {
		x, y := pair[0], pair[1]
		if tv, ok := e.c.info.Types[y]; ok && tv.IsNil() {
			return e.present(x).not(), e.c.readsVerdict(x)
		}
		if v := e.c.constValue(y); v != nil {
			if v.Kind() == constant.Bool {
				t, read := e.eval(x)
				if !constant.BoolVal(v) {
					t = t.not()
				}
				return t, read
			}
			if e.isCodeRead(x) {
				return e.codeIs(v), true
			}
			if t, ok := e.lenZero(x, v); ok {
				return t, false
			}
		}
	}
	return unknown, e.c.readsVerdict(l) || e.c.readsVerdict(r)
}

// present reads x != nil.
func (e *evaluator) present(x ast.Expr) truth {
	x = e.resolve(x)
	switch {
	case e.isErr(x):
		return truthOf(e.as.outcome == requestFailed)
	case e.isVal(x) && e.rep.result:
		// The SDKs' clients return a nil result with an error.
		return truthOf(e.as.outcome != requestFailed)
	case e.c.isErrorPart(x):
		switch {
		case e.as.outcome == refusedInBand, e.as.refused() && e.as.notRetryable:
			// A verdict assumed read is one the error object carries.
			return yes
		case e.as.outcome == succeeded:
			return no
		}
	}
	return unknown
}

// lenTest reads len(x) > 0 and its kin, for the error part of a payload.
func (e *evaluator) lenTest(x *ast.BinaryExpr) (truth, bool) {
	v := e.c.constValue(x.Y)
	arg, isLen := e.c.lenArg(x.X)
	if v == nil || !isLen || v.Kind() != constant.Int {
		return unknown, false
	}
	n, _ := constant.Int64Val(v)
	var some truth
	switch {
	case x.Op == token.GTR && n == 0, x.Op == token.GEQ && n == 1:
		some = yes
	case x.Op == token.LSS && n == 1, x.Op == token.LEQ && n == 0:
		some = no
	default:
		return unknown, false
	}
	p := e.present(arg)
	if some == no {
		p = p.not()
	}
	return p, true
}

// lenZero reads len(x) == 0 (and == n).
func (e *evaluator) lenZero(x ast.Expr, v constant.Value) (truth, bool) {
	arg, isLen := e.c.lenArg(x)
	if !isLen || v.Kind() != constant.Int || constant.Sign(v) != 0 {
		return unknown, false
	}
	return e.present(arg).not(), true
}

// flag reads a boolean operand: the result's IsError, a verdict flag
// (isRetryable), or a local holding a condition.
func (e *evaluator) flag(x ast.Expr) (truth, bool, bool) {
	x = ast.Unparen(x)
	if res, ok := e.c.m.IsErrorRead(x); ok {
		if !e.isVal(res) {
			return unknown, false, true
		}
		switch e.as.outcome {
		case refusedFlag:
			return yes, false, true
		case succeeded, refusedInBand:
			return no, false, true
		}
		return unknown, false, true
	}
	if sel, ok := x.(*ast.SelectorExpr); ok {
		if key, ok := e.c.verdictField(sel); ok && isBool(e.c.info.TypeOf(sel)) {
			_ = key
			if e.as.refused() && e.as.notRetryable {
				return no, true, true
			}
			return unknown, true, true
		}
	}
	if id, ok := x.(*ast.Ident); ok && e.depth < maxDepth {
		if arg, ok := e.args[e.c.info.Uses[id]]; ok {
			return e.deeper().evalOK(arg)
		}
		if v, ok := e.c.info.Uses[id].(*types.Var); ok && isBool(v.Type()) {
			if t := flagOf(e.flags, v); t != unknown && e.fn == nil {
				return t, false, true
			}
			if init, ok := e.fnOf().single(v); ok {
				return e.deeper().evalOK(init)
			}
		}
	}
	return unknown, false, false
}

func (e *evaluator) evalOK(x ast.Expr) (truth, bool, bool) {
	t, v := e.eval(x)
	return t, v, true
}

func (e *evaluator) deeper() *evaluator {
	d := *e
	d.depth++
	return &d
}

// call reads errors.Is and errors.As on the repeated call's error, and a
// predicate helper of the package read in place.
func (e *evaluator) call(call *ast.CallExpr) (truth, bool, bool) {
	fn, _ := typeutil.Callee(e.c.info, call).(*types.Func)
	if fn == nil {
		return unknown, false, false
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "errors" && len(call.Args) == 2 {
		switch fn.Name() {
		case "Is":
			return e.errorsIs(call.Args[0], call.Args[1])
		case "As":
			return e.errorsAs(call.Args[0], call.Args[1])
		}
	}
	if e.depth < maxDepth {
		if ret, params := e.c.predicate(fn); ret != nil && len(params) == len(call.Args) {
			d := e.deeper()
			d.args = make(map[types.Object]ast.Expr, len(params))
			for i, p := range params {
				d.args[p] = e.resolve(call.Args[i])
			}
			d.fn = e.c.bodyOf(e.c.declOf(fn))
			return d.evalOK(ret)
		}
	}
	return unknown, false, false
}

// errorsIs reads errors.Is(x, target).
func (e *evaluator) errorsIs(x, target ast.Expr) (truth, bool, bool) {
	if !e.isErr(e.resolve(x)) {
		return unknown, e.c.isSDKSentinel(target), true
	}
	if e.as.outcome != requestFailed {
		return no, e.c.isSDKSentinel(target), true
	}
	obj := e.c.referenced(target)
	if obj == nil || obj.Pkg() == nil {
		return unknown, false, true
	}
	code, isSDK := e.c.sentinelCode(obj)
	switch {
	case isSDK && e.as.permanent != 0:
		return truthOf(code == e.as.permanent), true, true
	case isSDK:
		return unknown, true, true
	case e.as.permanent != 0 && knowledge.IsKnownSentinel(obj.Pkg().Path(), obj.Name()):
		return no, false, true // another failure than the one assumed
	}
	return unknown, false, true
}

// errorsAs reads errors.As(x, &target): go-sdk's *jsonrpc.Error holds a
// server's JSON-RPC error.
func (e *evaluator) errorsAs(x, target ast.Expr) (truth, bool, bool) {
	isSDK := e.c.isCodeErrorTarget(target)
	if !e.isErr(e.resolve(x)) {
		return unknown, isSDK, true
	}
	switch {
	case e.as.outcome != requestFailed:
		return no, isSDK, true
	case isSDK && e.as.permanent != 0:
		return yes, true, true
	}
	return unknown, isSDK, true
}

// isCodeRead reports whether x reads the JSON-RPC code of go-sdk's
// *jsonrpc.Error.
func (e *evaluator) isCodeRead(x ast.Expr) bool {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	return ok && e.c.isJSONRPCCode(sel)
}

// codeIs reads code == v under the assumption.
func (e *evaluator) codeIs(v constant.Value) truth {
	if e.as.outcome != requestFailed || e.as.permanent == 0 || v.Kind() != constant.Int {
		return unknown
	}
	n, _ := constant.Int64Val(v)
	return truthOf(n == e.as.permanent)
}

// resolve follows a parameter of a predicate read in place to its
// argument (resolved when the call was read).
func (e *evaluator) resolve(x ast.Expr) ast.Expr {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		if arg, ok := e.args[e.c.info.Uses[id]]; ok {
			return ast.Unparen(arg)
		}
	}
	return x
}

// isErr reports whether x is the repeated call's error, still held.
func (e *evaluator) isErr(x ast.Expr) bool {
	return e.rep.err != nil && !e.lost.err && e.c.pathOf(ast.Unparen(x)) == e.rep.err
}

// isVal reports whether x is the repeated call's first result, still held.
func (e *evaluator) isVal(x ast.Expr) bool {
	x = e.resolve(x)
	return e.rep.val != nil && !e.lost.val && e.c.pathOf(x) == e.rep.val
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}
