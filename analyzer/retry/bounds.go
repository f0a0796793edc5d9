package retry

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// What ends a retry loop: an attempt count compared with a limit (in the
// loop's condition, or in a branch that leaves the loop), the range it
// runs over (for range 3, a literal schedule of delays), a deadline (the
// context's end, a time limit) or a backoff policy that stops.

type boundKind uint8

const (
	unbounded     boundKind = iota
	boundAttempts           // a count of attempts
	boundElapsed            // a time limit
	boundDeadline           // a context's end: the caller's deadline
	boundSome               // something else the code decides (a configured budget)
)

// A bound is what ends a retry.
type bound struct {
	kind boundKind
	// attempts is the number of attempts in all, when the count is a
	// constant; 0 when it is not.
	attempts int
	// param is, in a retry helper, the index of the parameter that gives
	// the number of attempts (its value plus offset), -1 for none.
	param, offset int
	// known is set for a constant time limit.
	known bool
}

var noBound = bound{kind: unbounded, param: -1}

// retriesMoreThanOnce reports whether b is known to let a refusal be
// retried more than once: three attempts or more, or a constant time
// limit (a backoff's default of 15 minutes).
func (b bound) retriesMoreThanOnce() bool {
	return b.kind == boundAttempts && b.attempts >= 3 || b.kind == boundElapsed && b.known
}

// tighter returns the bound a reader relies on when a loop has both.
func tighter(a, b bound) bound {
	rank := func(x bound) int {
		switch {
		case x.kind == boundAttempts && x.attempts > 0:
			return 5
		case x.kind == boundElapsed && x.known:
			return 4
		case x.kind == boundAttempts && x.param >= 0:
			return 3
		case x.kind == boundAttempts, x.kind == boundElapsed, x.kind == boundSome:
			return 2
		case x.kind == boundDeadline:
			return 1
		}
		return 0
	}
	if rank(b) > rank(a) || rank(b) == rank(a) && b.kind == boundAttempts && b.attempts > 0 && b.attempts < a.attempts {
		return b
	}
	return a
}

// loopBound returns what ends loop, a loop of fn.
func (c *checker) loopBound(fn *funcBody, loop ast.Stmt) bound {
	b := noBound
	var body *ast.BlockStmt
	switch loop := loop.(type) {
	case *ast.RangeStmt:
		b = c.rangeBound(fn, loop.X)
		body = loop.Body
	case *ast.ForStmt:
		if loop.Cond != nil {
			b = tighter(b, c.conditionBound(fn, loop, loop.Cond, true))
		}
		body = loop.Body
	}
	c.exits(loop, body,
		func(cond ast.Expr) { b = tighter(b, c.conditionBound(fn, loop, cond, false)) },
		func(comm ast.Stmt) { b = tighter(b, c.channelBound(fn, comm)) })
	return b
}

// rangeBound returns the bound of a range over x.
func (c *checker) rangeBound(fn *funcBody, x ast.Expr) bound {
	switch t := c.info.TypeOf(x).Underlying().(type) {
	case *types.Basic:
		if t.Info()&types.IsInteger != 0 {
			return c.countBound(fn, x, 0)
		}
		return bound{kind: boundSome, param: -1}
	case *types.Array:
		return bound{kind: boundAttempts, attempts: int(t.Len()), param: -1}
	case *types.Slice:
		if lit := c.literalOf(fn, x); lit != nil {
			return bound{kind: boundAttempts, attempts: len(lit.Elts), param: -1}
		}
		return bound{kind: boundSome, param: -1}
	case *types.Chan:
		return noBound // a ticker's channel: every tick, forever
	}
	return bound{kind: boundSome, param: -1}
}

// literalOf returns the composite literal x is, or the one a local x is
// given and nothing else.
func (c *checker) literalOf(fn *funcBody, x ast.Expr) *ast.CompositeLit {
	x = ast.Unparen(x)
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := c.info.Uses[id].(*types.Var); ok {
			if init, ok := fn.single(v); ok {
				x = ast.Unparen(init)
			}
		}
	}
	lit, _ := x.(*ast.CompositeLit)
	return lit
}

// countBound returns the bound of a count x of attempts, plus offset: a
// constant, a parameter of a retry helper, or a configured budget.
func (c *checker) countBound(fn *funcBody, x ast.Expr, offset int) bound {
	if v := c.constValue(x); v != nil {
		if n, ok := constant.Int64Val(constant.ToInt(v)); ok {
			return bound{kind: boundAttempts, attempts: max(int(n)+offset, 1), param: -1}
		}
	}
	if i := c.paramIndex(fn, x); i >= 0 {
		return bound{kind: boundAttempts, param: i, offset: offset}
	}
	return bound{kind: boundAttempts, param: -1}
}

// paramIndex returns the index of the parameter of fn's declaration that
// x is (through conversions), -1 for none.
func (c *checker) paramIndex(fn *funcBody, x ast.Expr) int {
	for {
		call, ok := ast.Unparen(x).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			break
		}
		if tv, ok := c.info.Types[call.Fun]; !ok || !tv.IsType() {
			break
		}
		x = call.Args[0]
	}
	id, ok := ast.Unparen(x).(*ast.Ident)
	if !ok || fn.sig == nil {
		return -1
	}
	obj := c.info.Uses[id]
	for i := 0; i < fn.sig.Params().Len(); i++ {
		if fn.sig.Params().At(i) == obj {
			return i
		}
	}
	return -1
}

// conditionBound returns the bound a condition puts on loop: a counter
// compared with a limit, or a deadline. inLoop is set for the loop's own
// condition, which keeps the loop going while it holds.
func (c *checker) conditionBound(fn *funcBody, loop ast.Stmt, cond ast.Expr, inLoop bool) bound {
	return c.conditionBoundAt(fn, loop, cond, inLoop, 0)
}

func (c *checker) conditionBoundAt(fn *funcBody, loop ast.Stmt, cond ast.Expr, inLoop bool, depth int) bound {
	b := noBound
	c.inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.Ident:
			// a local holding a deadline's test: next := b.NextBackOff()
			if v, ok := c.info.Uses[n].(*types.Var); ok && depth < maxDepth {
				if init, ok := fn.single(v); ok {
					b = tighter(b, c.conditionBoundAt(fn, loop, init, false, depth+1))
				}
			}
		case *ast.BinaryExpr:
			if isOrder(n.Op) {
				b = tighter(b, c.counterBound(fn, loop, n, inLoop))
			}
		case *ast.CallExpr:
			b = tighter(b, c.deadlineCall(fn, n, cond))
			if depth < maxDepth {
				b = tighter(b, c.predicateBound(fn, loop, n, cond, inLoop, depth+1))
			}
		}
		return true
	})
	return b
}

// predicateBound returns the bound a call of a predicate helper of the
// package puts on loop, read in place with its parameters standing for
// the call's arguments (shouldRetry(ctx, attempt, retries), returning
// attempt < retries && ctx.Err() == nil, bounds the loop by its counter
// and by the context as the same test written in the loop would).
func (c *checker) predicateBound(fn *funcBody, loop ast.Stmt, call *ast.CallExpr, cond ast.Expr, inLoop bool, depth int) bound {
	callee, _ := typeutil.Callee(c.info, call).(*types.Func)
	if callee == nil {
		return noBound
	}
	ret, params := c.predicate(callee)
	if ret == nil || len(params) != len(call.Args) {
		return noBound
	}
	arg := func(x ast.Expr) ast.Expr {
		if id, ok := ast.Unparen(x).(*ast.Ident); ok {
			if i := slices.Index(params, c.info.Uses[id]); i >= 0 {
				return call.Args[i]
			}
		}
		return x
	}
	b := noBound
	c.inspect(ret, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.BinaryExpr:
			if isOrder(n.Op) {
				b = tighter(b, c.counterBound(fn, loop, &ast.BinaryExpr{X: arg(n.X), OpPos: n.OpPos, Op: n.Op, Y: arg(n.Y)}, inLoop))
			}
		case *ast.CallExpr:
			b = tighter(b, c.deadlineCall(fn, n, cond))
			if depth < maxDepth {
				b = tighter(b, c.predicateBound(fn, loop, n, cond, inLoop, depth+1))
			}
		}
		return true
	})
	return b
}

func isOrder(op token.Token) bool {
	switch op {
	case token.LSS, token.LEQ, token.GTR, token.GEQ, token.EQL, token.NEQ:
		return true
	}
	return false
}

// counterBound returns the bound of a comparison of a counter of loop with
// a limit.
func (c *checker) counterBound(fn *funcBody, loop ast.Stmt, cmp *ast.BinaryExpr, inLoop bool) bound {
	for _, pair := range [2][2]ast.Expr{{cmp.X, cmp.Y}, {cmp.Y, cmp.X}} {
		counter, limit := pair[0], pair[1]
		v := c.pathOf(ast.Unparen(counter))
		if v == nil {
			continue
		}
		switch c.counterStep(fn, v, loop) {
		case noStep:
			continue
		case growth:
			// a delay doubled each attempt, compared with a cap that ends
			// the loop: bounded, by a count no constant gives
			return bound{kind: boundSome, param: -1}
		}
		start, known := c.startOf(fn, v, loop)
		inclusive := 0
		if inLoop && (cmp.Op == token.LEQ || cmp.Op == token.GEQ) {
			inclusive = 1
		}
		b := c.countBound(fn, limit, inclusive-start)
		if b.attempts > 0 && !known {
			b.attempts = 0
		}
		if b.attempts > 0 && start > 0 && cmp.Op != token.LSS && cmp.Op != token.LEQ {
			// a counter counting down from start
			b.attempts = start + inclusive
		}
		return b
	}
	return noBound
}

// A step is how a loop changes a counter.
type step uint8

const (
	noStep step = iota
	count       // v++, v--, v += n, v -= n, v = v ± n: attempts counted
	growth      // v *= 2, v <<= 1, v = v * 2: a delay growing each attempt
)

// counterStep says how loop changes v, an integer (a count, a duration).
func (c *checker) counterStep(fn *funcBody, v types.Object, loop ast.Stmt) step {
	if b, ok := v.Type().Underlying().(*types.Basic); !ok || b.Info()&types.IsInteger == 0 {
		return noStep
	}
	for _, g := range fn.given[v] {
		if !within(g.at, loop) {
			continue
		}
		switch at := g.at.(type) {
		case *ast.IncDecStmt:
			return count
		case *ast.AssignStmt:
			switch at.Tok {
			case token.ADD_ASSIGN, token.SUB_ASSIGN:
				return count
			case token.MUL_ASSIGN, token.SHL_ASSIGN:
				return growth
			}
			if bin, ok := ast.Unparen(g.x).(*ast.BinaryExpr); ok && c.pathOf(ast.Unparen(bin.X)) == v {
				switch bin.Op {
				case token.ADD, token.SUB:
					return count
				case token.MUL, token.SHL:
					return growth
				}
			}
		}
	}
	return noStep
}

// startOf returns the constant a counter starts from: its value in the
// loop's init, or the one value it is given before the loop.
func (c *checker) startOf(fn *funcBody, v types.Object, loop ast.Stmt) (int, bool) {
	var before []given
	for _, g := range fn.given[v] {
		if !within(g.at, loop) || isInit(loop, g.at) {
			before = append(before, g)
		}
	}
	if len(before) != 1 {
		return 0, false
	}
	if before[0].zero {
		return 0, true
	}
	if before[0].x == nil {
		return 0, false
	}
	if val := c.constValue(before[0].x); val != nil {
		if n, ok := constant.Int64Val(constant.ToInt(val)); ok {
			return int(n), true
		}
	}
	return 0, false
}

func isInit(loop ast.Stmt, n ast.Node) bool {
	f, ok := loop.(*ast.ForStmt)
	return ok && f.Init != nil && within(n, f.Init)
}

// deadlineCall returns the bound a call in a loop's exit condition
// stands for: ctx.Err() / ctx.Done() (the context's end), time.Since,
// time.Until and a time's After or Before (a time limit), errors.Is of a
// context's end, or a backoff policy's NextBackOff() (its own bound).
func (c *checker) deadlineCall(fn *funcBody, call *ast.CallExpr, cond ast.Expr) bound {
	callee, _ := typeutil.Callee(c.info, call).(*types.Func)
	if callee == nil || callee.Pkg() == nil {
		return noBound
	}
	sig := callee.Type().(*types.Signature)
	switch path := callee.Pkg().Path(); {
	case path == "context" && sig.Recv() != nil && (callee.Name() == "Err" || callee.Name() == "Done"):
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && c.neverEnds(fn, sel.X) {
			return noBound
		}
		return bound{kind: boundDeadline, param: -1}
	case path == "time" && (callee.Name() == "Since" || callee.Name() == "Until" || sig.Recv() != nil && (callee.Name() == "After" || callee.Name() == "Before")):
		return bound{kind: boundElapsed, param: -1, known: c.constantTime(fn, cond)}
	case path == "errors" && callee.Name() == "Is" && len(call.Args) == 2:
		if obj := c.referenced(call.Args[1]); obj != nil && obj.Pkg() != nil && obj.Pkg().Path() == "context" {
			return bound{kind: boundDeadline, param: -1}
		}
	case knowledge.IsNextBackOff(callee):
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			return c.policyBound(fn, sel.X)
		}
	}
	return noBound
}

// constantTime reports whether a time condition compares with a constant
// duration, or with a deadline set a constant time from now.
func (c *checker) constantTime(fn *funcBody, cond ast.Expr) bool {
	known := false
	c.inspect(cond, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			known = known || c.constValue(n.X) != nil || c.constValue(n.Y) != nil
		case *ast.Ident:
			if v, ok := c.info.Uses[n].(*types.Var); ok {
				if init, ok := fn.single(v); ok {
					if call, ok := ast.Unparen(init).(*ast.CallExpr); ok && len(call.Args) == 1 && c.constValue(call.Args[0]) != nil {
						known = true // deadline := time.Now().Add(30 * time.Second)
					}
				}
			}
		}
		return !known
	})
	return known
}

// channelBound returns the bound a select case that leaves the loop puts
// on it: a receive from ctx.Done(), or from a timer's channel made
// before the loop.
func (c *checker) channelBound(fn *funcBody, comm ast.Stmt) bound {
	var recv ast.Expr
	switch comm := comm.(type) {
	case *ast.ExprStmt:
		recv = comm.X
	case *ast.AssignStmt:
		if len(comm.Rhs) == 1 {
			recv = comm.Rhs[0]
		}
	}
	u, ok := ast.Unparen(recv).(*ast.UnaryExpr)
	if !ok || u.Op != token.ARROW {
		return noBound
	}
	if call, ok := ast.Unparen(u.X).(*ast.CallExpr); ok {
		return c.deadlineCall(fn, call, u.X)
	}
	if t, ok := c.info.TypeOf(u.X).Underlying().(*types.Chan); ok && isTime(t.Elem()) {
		return bound{kind: boundElapsed, param: -1} // <-deadline, <-timer.C
	}
	return noBound
}

func isTime(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" && n.Obj().Name() == "Time"
}

// neverEnds reports whether ctx is a context that is never done:
// context.Background() or context.TODO(), or a local given one of them and
// nothing else.
func (c *checker) neverEnds(fn *funcBody, ctx ast.Expr) bool {
	x := ast.Unparen(ctx)
	if id, ok := x.(*ast.Ident); ok {
		if v, ok := c.info.Uses[id].(*types.Var); ok {
			if init, ok := fn.single(v); ok {
				x = ast.Unparen(init)
			}
		}
	}
	call, ok := x.(*ast.CallExpr)
	if !ok {
		return false
	}
	callee, _ := typeutil.Callee(c.info, call).(*types.Func)
	return callee != nil && callee.Pkg() != nil && callee.Pkg().Path() == "context" &&
		(callee.Name() == "Background" || callee.Name() == "TODO")
}

// exits calls cond for the condition of each if statement of loop's body
// one of whose branches leaves the loop, and comm for the communication of
// each select case whose body leaves it.
func (c *checker) exits(loop ast.Stmt, body *ast.BlockStmt, cond func(ast.Expr), comm func(ast.Stmt)) {
	c.exitsIn(body.List, nil, 0, cond, comm)
}

// exitsIn walks list; inner holds the labels of the breakable statements
// between list and the loop, depth their number.
func (c *checker) exitsIn(list []ast.Stmt, inner []string, depth int, cond func(ast.Expr), comm func(ast.Stmt)) {
	for _, s := range list {
		c.exitsAt(s, "", inner, depth, cond, comm)
	}
}

func (c *checker) exitsAt(s ast.Stmt, label string, inner []string, depth int, cond func(ast.Expr), comm func(ast.Stmt)) {
	nested := func() []string {
		if label == "" {
			return inner
		}
		return append(append([]string(nil), inner...), label)
	}
	switch s := s.(type) {
	case *ast.LabeledStmt:
		c.exitsAt(s.Stmt, s.Label.Name, inner, depth, cond, comm)
	case *ast.BlockStmt:
		c.exitsIn(s.List, inner, depth, cond, comm)
	case *ast.IfStmt:
		if c.leavesList(s.Body.List, inner, depth) || s.Else != nil && c.leaves(s.Else, inner, depth) {
			cond(s.Cond)
		}
		c.exitsIn(s.Body.List, inner, depth, cond, comm)
		if s.Else != nil {
			c.exitsAt(s.Else, "", inner, depth, cond, comm)
		}
	case *ast.ForStmt:
		c.exitsIn(s.Body.List, nested(), depth+1, cond, comm)
	case *ast.RangeStmt:
		c.exitsIn(s.Body.List, nested(), depth+1, cond, comm)
	case *ast.SwitchStmt:
		for _, cl := range s.Body.List {
			c.exitsIn(cl.(*ast.CaseClause).Body, nested(), depth+1, cond, comm)
		}
	case *ast.TypeSwitchStmt:
		for _, cl := range s.Body.List {
			c.exitsIn(cl.(*ast.CaseClause).Body, nested(), depth+1, cond, comm)
		}
	case *ast.SelectStmt:
		for _, cl := range s.Body.List {
			cc := cl.(*ast.CommClause)
			if cc.Comm != nil && c.leavesList(cc.Body, nested(), depth+1) {
				comm(cc.Comm)
			}
			c.exitsIn(cc.Body, nested(), depth+1, cond, comm)
		}
	}
}

func (c *checker) leavesList(list []ast.Stmt, inner []string, depth int) bool {
	for _, s := range list {
		if c.leaves(s, inner, depth) {
			return true
		}
	}
	return false
}

// leaves reports whether s leaves the loop: it returns, jumps, breaks out
// of the loop (an unlabeled break with no breakable statement between, a
// labeled one to the loop or further out), panics or never returns.
func (c *checker) leaves(s ast.Stmt, inner []string, depth int) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		return true
	case *ast.BranchStmt:
		switch s.Tok {
		case token.GOTO:
			return true
		case token.BREAK:
			if s.Label != nil {
				return !slices.Contains(inner, s.Label.Name)
			}
			return depth == 0
		}
	case *ast.ExprStmt:
		if call, ok := ast.Unparen(s.X).(*ast.CallExpr); ok {
			return c.isPanic(call) || c.m.NeverReturns(call)
		}
	case *ast.BlockStmt:
		return c.leavesList(s.List, inner, depth)
	case *ast.IfStmt:
		return c.leavesList(s.Body.List, inner, depth) || s.Else != nil && c.leaves(s.Else, inner, depth)
	case *ast.LabeledStmt:
		return c.leaves(s.Stmt, inner, depth)
	}
	return false
}

func (c *checker) isPanic(call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	b, ok := c.info.Uses[id].(*types.Builtin)
	return ok && b.Name() == "panic"
}
