package retry

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A retry site is a call of a retry helper or a retry library's function
// given the operation to repeat as a closure (or a function of the
// package named as a value): the tool call sits in the operation, the
// loop in the callee. What the callee retries is its summary
// (a helper's fact, the library's table); what the closure hands it after
// each outcome of the tool call — an error, a refused result, a stopping
// error (backoff.Permanent) — is read on the closure's paths.

// A site is what a retry helper or library does with the operation it is
// given.
type site struct {
	call *ast.CallExpr
	op   int // the operation's argument
	// onError: it calls the operation again after a non-nil error;
	// onRefusal: after a refused tool result the operation returns.
	onError, onRefusal bool
	// blindOnError, blindOnRefusal: its own decision to call again reads
	// nothing the server categorised.
	blindOnError, blindOnRefusal bool
	bound                        bound
	// decided is set where the caller's own predicate decides what is
	// retried (retry-go's RetryIf): out of sight, so no rule applies.
	decided bool
}

// retryCallee returns the retry helper or library function call calls,
// nil for none.
func (c *checker) retryCallee(call *ast.CallExpr) *types.Func {
	callee, _ := typeutil.Callee(c.info, call).(*types.Func)
	if callee == nil {
		return nil
	}
	if _, ok := knowledge.RetryCallOf(callee); ok || c.helpers[callee.Origin()] != nil {
		return callee
	}
	return nil
}

// siteOf returns the retry site call is, with its bound read from the
// arguments in fn.
func (c *checker) siteOf(fn *funcBody, call *ast.CallExpr) (site, bool) {
	callee := c.retryCallee(call)
	if callee == nil {
		return site{}, false
	}
	if rc, ok := knowledge.RetryCallOf(callee); ok {
		return c.librarySite(fn, call, rc), rc.Op < len(call.Args)
	}
	h := c.helpers[callee.Origin()]
	if h == nil || h.Op >= len(call.Args) {
		return site{}, false
	}
	s := site{call: call, op: h.Op, onError: h.OnError, onRefusal: h.OnRefusal,
		blindOnError: h.BlindOnError, blindOnRefusal: h.BlindOnRefusal, bound: h.bound()}
	if h.Param >= 0 && h.Param < len(call.Args) {
		s.bound = c.countBound(fn, call.Args[h.Param], h.Offset)
	}
	return s, true
}

// operation returns the function call is given at index i to run again:
// a function literal, one a local given there holds and nothing else, or
// a function or method of the package named as a value (c.ping); nil for
// anything else.
func (c *checker) operation(fn *funcBody, call *ast.CallExpr, i int) *funcBody {
	x := ast.Unparen(call.Args[i])
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := c.info.Uses[id].(*types.Var); ok {
			if init, ok := fn.single(v); ok {
				x = ast.Unparen(init)
			}
		}
	}
	switch x := x.(type) {
	case *ast.FuncLit:
		return c.bodyOf(x)
	case *ast.Ident, *ast.SelectorExpr:
		if f, ok := c.referenced(x.(ast.Expr)).(*types.Func); ok {
			if decl := c.declOf(f); decl != nil {
				return c.bodyOf(decl)
			}
		}
	}
	return nil
}

// checkRetryCalls reports the retry sites whose closure makes a tool call
// the callee repeats wrongly.
func (c *checker) checkRetryCalls() {
	c.m.Calls(func(call *ast.CallExpr) {
		if c.retryCallee(call) == nil {
			return
		}
		fn := c.funcOf(call)
		if fn == nil {
			return
		}
		s, ok := c.siteOf(fn, call)
		if !ok || s.decided {
			return
		}
		op := c.operation(fn, call, s.op)
		if op == nil {
			return
		}
		for _, inner := range c.directCalls(op) {
			if !c.m.CallsTool(inner) || len(c.loopsAround(inner)) > 0 || c.ownResult(inner) {
				continue
			}
			rep := c.repeatOf(inner)
			if rep == nil {
				continue
			}
			r, ok := c.siteRetry(s, rep, op)
			if !ok {
				continue
			}
			if f, ok := c.judge(r, rep, op.body, func(as assumption) bool { return c.siteBlindly(s, rep, op, as) }); ok {
				c.report(call, f)
				return
			}
		}
	})
}

// directCalls returns the calls in op's body outside nested literals.
func (c *checker) directCalls(op *funcBody) []*ast.CallExpr {
	var calls []*ast.CallExpr
	c.inspect(op.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.CallExpr:
			calls = append(calls, n)
		}
		return true
	})
	return calls
}

// siteRetry returns what s retries of rep's call in op, the operation it
// is given; false when it retries nothing (or a success).
func (c *checker) siteRetry(s site, rep *repeat, lit *funcBody) (retry, bool) {
	if again, _ := c.siteAgain(s, rep, lit, assumption{outcome: succeeded}); again {
		return retry{}, false
	}
	var r retry
	r.onError, r.blindError = c.siteAgain(s, rep, lit, assumption{outcome: requestFailed})
	for _, o := range c.refusalOutcomes(rep) {
		again, blind := c.siteAgain(s, rep, lit, assumption{outcome: o})
		r.onRefusal = r.onRefusal || again
		r.blindRefusal = r.blindRefusal || blind
	}
	r.bound = s.bound
	return r, r.onError || r.onRefusal
}

func (c *checker) siteBlindly(s site, rep *repeat, lit *funcBody, as assumption) bool {
	_, blind := c.siteAgain(s, rep, lit, as)
	return blind
}

// siteAgain reports whether s calls op again under as, and whether it
// does so on a path that reads nothing the server categorised.
func (c *checker) siteAgain(s site, rep *repeat, op *funcBody, as assumption) (again, blind bool) {
	sig := op.sig
	for _, a := range c.paths(rep, as, nil) {
		if a.ret == nil {
			continue
		}
		var retried, blindHere bool
		switch c.returned(rep, sig, a, as) {
		case returnsError:
			retried, blindHere = s.onError, s.blindOnError
		case returnsRefusal:
			retried, blindHere = s.onRefusal, s.blindOnRefusal
		}
		if retried {
			again = true
			blind = blind || blindHere && !a.unsure
		}
	}
	return again, blind
}

// What a closure's return hands its retry helper or library.
type handed uint8

const (
	returnsUnknown handed = iota
	returnsSuccess        // a nil error, and no refused result
	returnsError          // a non-nil error the callee retries
	returnsStop           // an error that stops the library (backoff.Permanent)
	returnsRefusal        // the refused result with a nil error
)

// returned says what the return a reached hands on under as.
func (c *checker) returned(rep *repeat, sig *types.Signature, a arrival, as assumption) handed {
	if sig == nil || sig.Results().Len() == 0 {
		return returnsUnknown
	}
	results := sig.Results()
	last := results.Len() - 1
	if !mcpmodel.IsErrorType(results.At(last).Type()) {
		return returnsUnknown
	}
	ret := a.ret
	e := &evaluator{c: c, rep: rep, as: as, lost: a.lost}
	if len(ret.Results) == 1 && results.Len() > 1 {
		if ast.Unparen(ret.Results[0]) != rep.call {
			return returnsUnknown
		}
		switch { // return client.CallTool(ctx, req)
		case as.outcome == requestFailed:
			return returnsError
		case as.outcome == refusedFlag || as.outcome == refusedInBand && rep.result:
			return returnsRefusal
		}
		return returnsSuccess
	}
	if len(ret.Results) != results.Len() {
		return returnsUnknown // a bare return of named results
	}
	errX := ast.Unparen(ret.Results[last])
	handsVal := last > 0 && as.refused() && e.isVal(ret.Results[0])
	switch {
	case c.isNil(errX), e.isErr(errX) && as.outcome != requestFailed:
		if handsVal {
			return returnsRefusal
		}
		return returnsSuccess
	case e.isErr(errX), a.lost.errFailed && rep.err != nil && c.pathOf(errX) == rep.err:
		return returnsError
	case c.isStopper(errX):
		return returnsStop
	case c.m.IsNonNilError(errX):
		return returnsError
	}
	return returnsUnknown
}

func (c *checker) isNil(x ast.Expr) bool {
	tv, ok := c.info.Types[x]
	return ok && tv.IsNil()
}

// isStopper reports whether x wraps an error so that its retry library
// stops (backoff.Permanent(err), retry.Unrecoverable(err)).
func (c *checker) isStopper(x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(c.info, call).(*types.Func)
	return fn != nil && knowledge.IsRetryStopper(fn)
}
