package retry

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The bound of a retry library's call (knowledge/retrylibs.go): its
// defaults, changed by the options it is given (retry-go's Attempts,
// backoff v5's WithMaxTries) or, for cenkalti/backoff v2 to v4, by the
// policy it is given (NewExponentialBackOff's 15 minutes, a
// ConstantBackOff that never stops, WithMaxRetries around either).

// limits are what stops a library's retries.
type limits struct {
	attempts int // attempts in all, 0 for no limit
	// someAttempts is set for an attempt limit that is not a constant.
	someAttempts bool
	param        int // the parameter of a retry helper giving the attempts, -1
	offset       int
	elapsed      bool // a time limit
	knownElapsed bool // a constant one
	ctx          bool // the end of a context that can end
	runsOnce     bool // the policy never retries
	decided      bool // the caller's predicate decides
	configured   bool // a policy out of sight (a parameter, a field)
}

func (l limits) bound() bound {
	switch {
	case l.runsOnce:
		return bound{kind: boundAttempts, attempts: 1, param: -1}
	case l.attempts > 0:
		return bound{kind: boundAttempts, attempts: l.attempts, param: -1}
	case l.param >= 0:
		return bound{kind: boundAttempts, param: l.param, offset: l.offset}
	case l.someAttempts:
		return bound{kind: boundAttempts, param: -1}
	case l.elapsed:
		return bound{kind: boundElapsed, known: l.knownElapsed, param: -1}
	case l.ctx:
		return bound{kind: boundDeadline, param: -1}
	case l.configured:
		return bound{kind: boundSome, param: -1}
	}
	return noBound
}

// librarySite returns the site of call, a retry library's function.
func (c *checker) librarySite(fn *funcBody, call *ast.CallExpr, rc knowledge.RetryCall) site {
	l := limits{attempts: rc.Attempts, elapsed: rc.Elapsed > 0, knownElapsed: rc.Elapsed > 0, param: -1}
	if rc.Policy >= 0 && rc.Policy < len(call.Args) {
		l = c.policyLimits(fn, call.Args[rc.Policy], 0)
	}
	if rc.Context >= 0 && rc.Context < len(call.Args) && !c.neverEnds(fn, call.Args[rc.Context]) {
		l.ctx = true
	}
	if rc.Options >= 0 {
		for _, opt := range c.options(fn, call, rc.Options) {
			c.applyOption(fn, &l, opt, 0)
		}
	}
	return site{call: call, op: rc.Op, onError: true, blindOnError: true, bound: l.bound(), decided: l.decided}
}

// options returns the option calls call is given from index from on,
// through a slice literal passed with ... too.
func (c *checker) options(fn *funcBody, call *ast.CallExpr, from int) []ast.Expr {
	if from >= len(call.Args) {
		return nil
	}
	args := call.Args[from:]
	if call.Ellipsis.IsValid() && len(args) == 1 {
		if lit := c.literalOf(fn, args[0]); lit != nil {
			return lit.Elts
		}
		return nil
	}
	return args
}

// applyOption changes l by the option opt (an option call: retry.Attempts(3)).
func (c *checker) applyOption(fn *funcBody, l *limits, opt ast.Expr, depth int) {
	call, ok := ast.Unparen(opt).(*ast.CallExpr)
	if !ok {
		return
	}
	callee, _ := typeutil.Callee(c.info, call).(*types.Func)
	if callee == nil {
		return
	}
	o, ok := knowledge.RetryOptionOf(callee)
	if !ok || o.Arg >= len(call.Args) {
		return
	}
	var arg ast.Expr
	if o.Arg >= 0 {
		arg = call.Args[o.Arg]
	}
	switch o.Limit {
	case knowledge.LimitAttempts, knowledge.LimitRetries:
		extra := 0
		if o.Limit == knowledge.LimitRetries {
			extra = 1 // n retries after the first attempt
		}
		c.setAttempts(fn, l, arg, extra, o.ZeroRunsNone)
	case knowledge.LimitElapsed:
		if v := c.constValue(arg); v != nil {
			l.elapsed = constant.Sign(v) != 0
			l.knownElapsed = l.elapsed
		} else {
			l.elapsed, l.knownElapsed = true, false
		}
	case knowledge.LimitContext:
		l.ctx = l.ctx || !c.neverEnds(fn, arg)
	case knowledge.LimitNone:
		l.attempts, l.someAttempts, l.param = 0, false, -1
	case knowledge.LimitDecided:
		l.decided = true
	}
}

// setAttempts sets l's attempt limit to x plus extra: zero is no limit,
// or no attempt at all where zeroRunsNone.
func (c *checker) setAttempts(fn *funcBody, l *limits, x ast.Expr, extra int, zeroRunsNone bool) {
	b := c.countBound(fn, x, extra)
	l.attempts, l.someAttempts, l.param, l.offset = 0, false, -1, 0
	switch {
	case b.attempts > 0:
		if v := c.constValue(x); v != nil && constant.Sign(v) == 0 && extra == 0 {
			l.runsOnce = zeroRunsNone // Attempts(0)
			return
		}
		l.attempts = b.attempts
	case b.param >= 0:
		l.param, l.offset = b.param, b.offset
	default:
		l.someAttempts = true
	}
}

// policyLimits returns the limits of a cenkalti/backoff policy x: a
// constructor's, a literal's, a wrapper's (WithMaxRetries, WithContext)
// around another, through a local given one of them, with the
// MaxElapsedTime the function sets on it afterwards.
func (c *checker) policyLimits(fn *funcBody, x ast.Expr, depth int) limits {
	l := limits{param: -1}
	if depth > maxDepth {
		l.configured = true
		return l
	}
	x = ast.Unparen(x)
	var local *types.Var
	if id, ok := x.(*ast.Ident); ok {
		local, _ = c.info.Uses[id].(*types.Var)
		if init, ok := fn.single(local); ok {
			x = ast.Unparen(init)
		}
	}
	if u, ok := x.(*ast.UnaryExpr); ok {
		x = ast.Unparen(u.X) // &backoff.ExponentialBackOff{…}
	}
	var p knowledge.BackOffPolicy
	switch x := x.(type) {
	case *ast.CompositeLit:
		n := vocab.Named(c.info.TypeOf(x))
		pol, ok := knowledge.BackOffPolicy{}, false
		if n != nil {
			pol, ok = knowledge.BackOffTypeOf(n.Obj())
		}
		if !ok {
			l.configured = true
			return l
		}
		p = pol
		for _, elt := range x.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if key, ok := kv.Key.(*ast.Ident); ok && p.ElapsedField != "" && key.Name == p.ElapsedField {
					c.setElapsed(&l, kv.Value)
				}
			}
		}
	case *ast.CallExpr:
		callee, _ := typeutil.Callee(c.info, x).(*types.Func)
		if callee == nil {
			l.configured = true
			return l
		}
		if o, ok := knowledge.RetryOptionOf(callee); ok && o.Inner >= 0 && o.Inner < len(x.Args) {
			l = c.policyLimits(fn, x.Args[o.Inner], depth+1)
			c.applyOption(fn, &l, x, depth+1)
			return l
		}
		pol, ok := knowledge.BackOffConstructorOf(callee)
		if !ok {
			l.configured = true
			return l
		}
		p = pol
		l.elapsed, l.knownElapsed = p.Elapsed > 0, p.Elapsed > 0
		if p.Options >= 0 {
			for _, opt := range c.options(fn, x, p.Options) {
				c.applyOption(fn, &l, opt, depth+1)
			}
		}
	default:
		l.configured = true
		return l
	}
	l.runsOnce = p.Stops
	if local != nil && p.ElapsedField != "" {
		for _, g := range fn.givenBelow[local] {
			if assign, ok := g.at.(*ast.AssignStmt); ok && g.x != nil {
				for _, lhs := range assign.Lhs {
					if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && sel.Sel.Name == p.ElapsedField && c.pathOf(sel.X) == local {
						c.setElapsed(&l, g.x)
					}
				}
			}
		}
	}
	return l
}

// setElapsed sets l's time limit to the duration x: zero is none.
func (c *checker) setElapsed(l *limits, x ast.Expr) {
	if v := c.constValue(x); v != nil {
		l.elapsed = constant.Sign(v) != 0
		l.knownElapsed = l.elapsed
		return
	}
	l.elapsed, l.knownElapsed = true, false
}

// policyBound returns the bound a cenkalti/backoff policy puts on a loop
// that stops when its NextBackOff() returns Stop.
func (c *checker) policyBound(fn *funcBody, x ast.Expr) bound {
	return c.policyLimits(fn, x, 0).bound()
}
