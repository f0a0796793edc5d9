package retry

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"slices"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A retry helper is a function of the module's own that is given a
// function value of a call's shape (its last result an error) and calls
// it again: in a loop of its own, or through a retry library or another
// helper it hands the value to. It is known by what it does with the
// value, never by its name, and summarised once (does it call again after
// an error, after a refused result; what bounds it — a constant, one of
// its parameters, nothing), as a fact for the packages that call it.

// helperFact summarises a retry helper.
type helperFact struct {
	Op                           int // the parameter it calls again
	OnError, OnRefusal           bool
	BlindOnError, BlindOnRefusal bool
	// The bound: its kind, a constant count of attempts, or the
	// parameter giving the count (plus Offset), and whether a time limit
	// is a constant.
	Kind     uint8
	Attempts int
	Param    int
	Offset   int
	Known    bool
}

func (*helperFact) AFact() {}

func (f *helperFact) String() string {
	return fmt.Sprintf("retryHelper(op %d, error %t, refusal %t, bound %s)", f.Op, f.OnError, f.OnRefusal, f.bound())
}

func (f *helperFact) bound() bound {
	return bound{kind: boundKind(f.Kind), attempts: f.Attempts, param: f.Param, offset: f.Offset, known: f.Known}
}

func (b bound) String() string {
	switch b.kind {
	case boundAttempts:
		switch {
		case b.attempts > 0:
			return fmt.Sprintf("%d attempts", b.attempts)
		case b.param >= 0:
			return fmt.Sprintf("parameter %d%+d attempts", b.param, b.offset)
		}
		return "attempts"
	case boundElapsed:
		return "time limit"
	case boundDeadline:
		return "deadline"
	case boundSome:
		return "configured"
	}
	return "none"
}

func factOf(op int, r retry) *helperFact {
	return &helperFact{Op: op, OnError: r.onError, OnRefusal: r.onRefusal, BlindOnError: r.blindError,
		BlindOnRefusal: r.blindRefusal, Kind: uint8(r.bound.kind), Attempts: r.bound.attempts,
		Param: r.bound.param, Offset: r.bound.offset, Known: r.bound.known}
}

// summarizeHelpers finds the package's retry helpers, after importing the
// facts of other packages', and exports the facts of its exported ones.
func (c *checker) summarizeHelpers() {
	for _, of := range c.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if h, ok := of.Fact.(*helperFact); ok {
				c.helpers[fn] = h
			}
		}
	}
	candidates := c.helperCandidates()
	for round := 0; round < maxDepth && len(candidates) > 0; round++ {
		learnt := false
		for fn, calls := range candidates {
			if h := c.summarizeHelper(fn, calls); h != nil {
				c.helpers[fn] = h
				delete(candidates, fn)
				learnt = true
			}
		}
		if !learnt {
			break // helpers hand their function to helpers: stop when a round learns nothing
		}
	}
	for fn, h := range c.helpers {
		if fn.Pkg() == c.pass.Pkg && fn.Exported() {
			c.pass.ExportObjectFact(fn, h)
		}
	}
}

// helperCandidates returns the package's functions that call a function
// parameter of a call's shape, or hand it to another call, with those
// calls.
func (c *checker) helperCandidates() map[*types.Func][]*ast.CallExpr {
	candidates := make(map[*types.Func][]*ast.CallExpr)
	for fn, decl := range c.decls {
		params := c.operationParams(fn)
		if len(params) == 0 {
			continue
		}
		c.inspect(decl.Body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				for _, x := range append([]ast.Expr{call.Fun}, call.Args...) {
					if id, ok := ast.Unparen(x).(*ast.Ident); ok && slices.Contains(params, c.info.Uses[id]) {
						candidates[fn] = append(candidates[fn], call)
						break
					}
				}
			}
			return true
		})
	}
	return candidates
}

// operationParams returns fn's parameters of a function type whose last
// result is an error.
func (c *checker) operationParams(fn *types.Func) []types.Object {
	var params []types.Object
	sig := fn.Type().(*types.Signature)
	for i := 0; i < sig.Params().Len(); i++ {
		p := sig.Params().At(i)
		if fs, ok := p.Type().Underlying().(*types.Signature); ok && fs.Results().Len() > 0 &&
			mcpmodel.IsErrorType(fs.Results().At(fs.Results().Len()-1).Type()) {
			params = append(params, p)
		}
	}
	return params
}

// summarizeHelper returns the summary of fn when one of its calls of an
// operation parameter is repeated by a loop of fn's or by a retry site.
func (c *checker) summarizeHelper(fn *types.Func, calls []*ast.CallExpr) *helperFact {
	decl := c.declOf(fn)
	self := c.bodyOf(decl)
	for _, call := range calls {
		op := c.paramIndex(self, call.Fun)
		if op < 0 {
			if h := c.handedTo(self, call); h != nil {
				return h
			}
			continue
		}
		rep := c.repeatOf(call)
		if rep == nil {
			continue
		}
		if loops := c.loopsAround(call); len(loops) > 0 {
			for _, loop := range loops {
				if r, ok := c.loopRetry(rep, loop); ok {
					r.bound = c.helperBound(self, rep.fn, loop, r.bound)
					return factOf(op, r)
				}
			}
			continue
		}
		if r, ok := c.handedOn(self, rep); ok {
			return factOf(op, r)
		}
	}
	return nil
}

// helperBound returns the bound of a helper's loop in terms of the
// helper's own parameters (a loop in a closure of the helper counts to a
// parameter of the helper).
func (c *checker) helperBound(self, fn *funcBody, loop ast.Stmt, b bound) bound {
	if fn == self || b.param >= 0 || b.kind != boundAttempts || b.attempts > 0 {
		return b
	}
	return c.loopBound(self, loop)
}

// handedTo returns the summary of self when call hands self's operation
// parameter on, as it is, to a retry helper or library that calls it
// again (return retry(3, fn)): self retries as the callee does, within the
// bound call gives it (a constant, or one of self's own parameters).
func (c *checker) handedTo(self *funcBody, call *ast.CallExpr) *helperFact {
	s, ok := c.siteOf(self, call)
	if !ok || s.decided {
		return nil
	}
	op := c.paramIndex(self, call.Args[s.op])
	if op < 0 {
		return nil
	}
	return factOf(op, retry{onError: s.onError, onRefusal: s.onRefusal, blindError: s.blindOnError, blindRefusal: s.blindOnRefusal, bound: s.bound})
}

// handedOn returns what a retry site in the helper self does with rep, a
// call of self's operation parameter inside the closure the site is given.
func (c *checker) handedOn(self *funcBody, rep *repeat) (retry, bool) {
	lit, ok := rep.fn.node.(*ast.FuncLit)
	if !ok {
		return retry{}, false
	}
	for _, n := range c.m.Enclosing(lit, (*ast.CallExpr)(nil)) {
		call := n.(*ast.CallExpr)
		s, ok := c.siteOf(self, call)
		if !ok || s.decided || c.operation(self, call, s.op) != rep.fn {
			continue
		}
		return c.siteRetry(s, rep, rep.fn)
	}
	return retry{}, false
}

// Verdict readers: functions that read what the server categorised of
// what they are given (an isRetryable, a category, a code, an SDK
// sentinel); a condition that calls one reads it too. Exported ones get a
// readerFact.

// readerFact marks a function that reads a verdict.
type readerFact struct{}

func (*readerFact) AFact()         {}
func (*readerFact) String() string { return "verdictReader" }

// isVerdictReader reports whether fn reads a verdict: by its body in this
// package, by its fact in another.
func (c *checker) isVerdictReader(fn *types.Func) bool {
	fn = fn.Origin()
	if reads, ok := c.readers[fn]; ok {
		return reads
	}
	c.readers[fn] = false // a recursive call reads nothing more
	reads := false
	if decl := c.declOf(fn); decl != nil {
		reads = c.readsVerdict(decl.Body)
	} else if fn.Pkg() != nil && fn.Pkg() != c.pass.Pkg {
		reads = c.pass.ImportObjectFact(fn, new(readerFact))
	}
	c.readers[fn] = reads
	return reads
}

// exportReaders exports the facts of the package's exported functions
// that may decide a retry on what they are given and read a verdict: a
// predicate, or a function given an error or a tool result.
func (c *checker) exportReaders() {
	for fn := range c.decls {
		if fn.Exported() && c.mayDecide(fn) && c.isVerdictReader(fn) {
			c.pass.ExportObjectFact(fn, new(readerFact))
		}
	}
}

// mayDecide reports whether a call of fn can be a retry's condition, on
// something a call gave: fn returns a boolean, or is given an error or a
// tool result.
func (c *checker) mayDecide(fn *types.Func) bool {
	sig := fn.Type().(*types.Signature)
	if sig.Params().Len() == 0 || sig.Results().Len() == 0 {
		return false
	}
	for i := 0; i < sig.Results().Len(); i++ {
		if isBool(sig.Results().At(i).Type()) {
			return true
		}
	}
	for i := 0; i < sig.Params().Len(); i++ {
		if t := sig.Params().At(i).Type(); mcpmodel.IsErrorType(t) || c.m.IsResultType(t) {
			return true
		}
	}
	return false
}

// predicate returns the one boolean expression a function of the package
// returns (func isPermanent(err error) bool { return errors.Is(…) }) and
// its parameters, for a condition to read it in place.
func (c *checker) predicate(fn *types.Func) (ast.Expr, []types.Object) {
	decl := c.declOf(fn)
	if decl == nil || len(decl.Body.List) != 1 {
		return nil, nil
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	sig := fn.Type().(*types.Signature)
	if !ok || len(ret.Results) != 1 || sig.Results().Len() != 1 || !isBool(sig.Results().At(0).Type()) {
		return nil, nil
	}
	params := make([]types.Object, sig.Params().Len())
	for i := range params {
		params[i] = sig.Params().At(i)
	}
	return ret.Results[0], params
}

// permanentsRecognised returns the permanent JSON-RPC codes (invalid
// params, method not found) the code in region tells apart: errors.Is
// with an SDK sentinel of one, go-sdk's jsonrpc code compared with one,
// here or in a predicate helper it calls.
func (c *checker) permanentsRecognised(region ast.Node) []int64 {
	var codes []int64
	add := func(code int64) {
		if _, ok := knowledge.PermanentCodes[code]; ok && !slices.Contains(codes, code) {
			codes = append(codes, code)
		}
	}
	var walk func(n ast.Node, depth int)
	walk = func(n ast.Node, depth int) {
		c.inspect(n, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				return false
			case *ast.SelectorExpr:
				if obj := c.info.Uses[n.Sel]; obj != nil && obj.Pkg() != nil {
					if code, ok := c.sentinelCode(obj); ok {
						add(code)
					}
				}
			case *ast.Ident:
				if obj := c.info.Uses[n]; obj != nil && obj.Pkg() != nil {
					if code, ok := c.sentinelCode(obj); ok {
						add(code)
					}
				}
			case *ast.BinaryExpr:
				if c.isCodeSide(n.X) || c.isCodeSide(n.Y) {
					for _, side := range []ast.Expr{n.X, n.Y} {
						if v := c.constValue(side); v != nil && v.Kind() == constant.Int {
							code, _ := constant.Int64Val(v)
							add(code)
						}
					}
				}
			case *ast.CaseClause:
				fb := c.funcOf(n)
				for _, v := range n.List {
					if tag, ok := fb.caseTags[v]; fb != nil && ok && c.isCodeSide(tag) {
						if cv := c.constValue(v); cv != nil && cv.Kind() == constant.Int {
							code, _ := constant.Int64Val(cv)
							add(code)
						}
					}
				}
			case *ast.CallExpr:
				if fn, ok := c.info.Uses[calleeIdent(n)].(*types.Func); ok && depth < maxDepth {
					if decl := c.declOf(fn); decl != nil {
						walk(decl.Body, depth+1)
					}
				}
			}
			return true
		})
	}
	walk(region, 0)
	slices.Sort(codes)
	return codes
}

// isCodeSide reports whether x reads go-sdk's *jsonrpc.Error code.
func (c *checker) isCodeSide(x ast.Expr) bool {
	sel, ok := ast.Unparen(x).(*ast.SelectorExpr)
	return ok && c.isJSONRPCCode(sel)
}

// calleeIdent returns the identifier naming a call's function, nil for
// none.
func calleeIdent(call *ast.CallExpr) *ast.Ident {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		return fun
	case *ast.SelectorExpr:
		return fun.Sel
	}
	return nil
}
