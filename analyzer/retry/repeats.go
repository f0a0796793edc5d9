package retry

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/cfg"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A repeat is a call that a loop may make again: a tool call, or, in a
// retry helper, the call of the function value it was given. Its results
// are followed through the variables they are given.
type repeat struct {
	call *ast.CallExpr
	fn   *funcBody    // the innermost function holding the call
	node ast.Node     // the node of fn's graph that holds the call
	val  types.Object // the path given the call's first result, nil for none
	err  types.Object // the variable given the call's error, nil for none
	// result is set when val is a tool result, whose IsError the code can
	// read.
	result bool
}

// repeatOf returns the repeat of call, nil when the call sits outside
// every function body or its graph does not hold it.
func (c *checker) repeatOf(call *ast.CallExpr) *repeat {
	fn := c.funcOf(call)
	if fn == nil {
		return nil
	}
	c.cfg(fn)
	r := &repeat{call: call, fn: fn, node: fn.nodeAt(call.Pos())}
	if r.node == nil {
		return nil
	}
	lhs := c.resultVars(call)
	switch results := c.info.TypeOf(call).(type) {
	case *types.Tuple:
		if results.Len() == 0 {
			return r
		}
		last := results.Len() - 1
		hasErr := mcpmodel.IsErrorType(results.At(last).Type())
		if hasErr {
			last--
		}
		r.result = last >= 0 && c.m.IsResultType(results.At(0).Type())
		if len(lhs) == results.Len() {
			if hasErr {
				r.err = c.pathOf(lhs[len(lhs)-1])
			}
			if last >= 0 {
				r.val = c.pathOf(lhs[0])
			}
		}
	default:
		isErr := mcpmodel.IsErrorType(results)
		r.result = !isErr && c.m.IsResultType(results)
		if len(lhs) == 1 && isErr {
			r.err = c.pathOf(lhs[0])
		} else if len(lhs) == 1 {
			r.val = c.pathOf(lhs[0])
		}
	}
	return r
}

// resultVars returns the left-hand side an assignment or a declaration
// gives call's results to, nil when call is not its only value.
func (c *checker) resultVars(call *ast.CallExpr) []ast.Expr {
	for _, n := range c.m.Enclosing(call, (*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil)) {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Rhs) == 1 && ast.Unparen(n.Rhs[0]) == call && n.Tok != token.ADD_ASSIGN {
				return n.Lhs
			}
		case *ast.ValueSpec:
			if len(n.Values) == 1 && ast.Unparen(n.Values[0]) == call {
				lhs := make([]ast.Expr, len(n.Names))
				for i, name := range n.Names {
					lhs[i] = name
				}
				return lhs
			}
		}
		return nil // only the innermost assignment can give the call's results
	}
	return nil
}

// pathOf returns the variable or path e names, nil for the blank
// identifier.
func (c *checker) pathOf(e ast.Expr) types.Object {
	if id, ok := ast.Unparen(e).(*ast.Ident); ok && id.Name == "_" {
		return nil
	}
	return c.m.PathOf(e)
}

// A funcBody is a function declaration's or literal's body, with its
// control-flow graph and what its variables are given.
type funcBody struct {
	node ast.Node // *ast.FuncDecl or *ast.FuncLit
	body *ast.BlockStmt
	sig  *types.Signature

	graphOnce bool
	graph     *cfg.CFG
	// caseTags maps each case value of a switch with a tag to the tag:
	// the graph holds the value alone, as one half of tag == value.
	caseTags map[ast.Expr]ast.Expr
	// given holds, per variable or path, what the function gives it;
	// givenBelow, per variable, what it gives the paths rooted at it
	// (r.Cursor, args["cursor"]).
	given      map[types.Object][]given
	givenBelow map[types.Object][]given
}

// A given is one way a function gives a variable a value.
type given struct {
	at ast.Node // the statement or expression that gives it
	// x is the value, nil when it is not one expression: a tuple's
	// element, a change in place (v++, v += n, &v, a method with a pointer
	// receiver), a range variable.
	x ast.Expr
	// zero is set for a declaration without a value (var n int).
	zero bool
	// ranged is the collection a range variable ranges over.
	ranged ast.Expr
}

// funcOf returns the innermost function body holding n.
func (c *checker) funcOf(n ast.Node) *funcBody {
	for _, e := range c.m.Enclosing(n, (*ast.FuncLit)(nil), (*ast.FuncDecl)(nil)) {
		return c.bodyOf(e)
	}
	return nil
}

// bodyOf returns the (cached) body of fn, a function declaration or
// literal; nil for one without a body.
func (c *checker) bodyOf(fn ast.Node) *funcBody {
	if b, ok := c.bodies[fn]; ok {
		return b
	}
	var b *funcBody
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		if fn.Body != nil {
			sig, _ := c.info.Defs[fn.Name].Type().(*types.Signature)
			b = &funcBody{node: fn, body: fn.Body, sig: sig}
		}
	case *ast.FuncLit:
		sig, _ := c.info.TypeOf(fn).(*types.Signature)
		b = &funcBody{node: fn, body: fn.Body, sig: sig}
	}
	if b != nil {
		c.learnGiven(b)
	}
	c.bodies[fn] = b
	return b
}

// cfg returns the body's control-flow graph, built on first use; calls
// that never return end their block.
func (c *checker) cfg(b *funcBody) *cfg.CFG {
	if !b.graphOnce {
		b.graphOnce = true
		b.graph = cfg.New(b.body, func(call *ast.CallExpr) bool { return !c.m.NeverReturns(call) })
	}
	return b.graph
}

// nodeAt returns the node of the body's graph whose extent holds pos.
func (b *funcBody) nodeAt(pos token.Pos) ast.Node {
	node, _, _ := b.locate(pos)
	return node
}

// locate returns the node of the graph whose extent holds pos, with its
// block and index; nil when no node of the graph holds it. pos must lie
// in this function and in no function literal inside it: the graph's nodes
// hold those literals whole.
func (b *funcBody) locate(pos token.Pos) (ast.Node, *cfg.Block, int) {
	if b.graph == nil {
		return nil, nil, -1
	}
	for _, blk := range b.graph.Blocks {
		for i, n := range blk.Nodes {
			if n.Pos() <= pos && pos < n.End() {
				return n, blk, i
			}
		}
	}
	return nil, nil, -1
}

// learnGiven records what the body gives each variable, and the tags of
// its switches' case values.
func (c *checker) learnGiven(b *funcBody) {
	b.given = make(map[types.Object][]given)
	b.givenBelow = make(map[types.Object][]given)
	b.caseTags = make(map[ast.Expr]ast.Expr)
	add := func(lhs ast.Expr, g given) {
		obj := c.pathOf(lhs)
		if obj == nil {
			return
		}
		b.given[obj] = append(b.given[obj], g)
		if root := c.m.RootVar(lhs); root != nil && root != obj {
			b.givenBelow[root] = append(b.givenBelow[root], g)
		}
	}
	c.m.Inspect(b.body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for i, l := range n.Lhs {
				g := given{at: n}
				if len(n.Lhs) == len(n.Rhs) && (n.Tok == token.DEFINE || n.Tok == token.ASSIGN) {
					g.x = n.Rhs[i]
				}
				add(l, g)
			}
		case *ast.ValueSpec:
			for i, name := range n.Names {
				g := given{at: n, zero: len(n.Values) == 0}
				if len(n.Values) == len(n.Names) {
					g.x = n.Values[i]
				}
				add(name, g)
			}
		case *ast.IncDecStmt:
			add(n.X, given{at: n})
		case *ast.RangeStmt:
			for _, v := range []ast.Expr{n.Key, n.Value} {
				if v != nil {
					add(v, given{at: n, ranged: n.X})
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				add(n.X, given{at: n})
			}
		case *ast.CallExpr:
			if sel, ok := ast.Unparen(n.Fun).(*ast.SelectorExpr); ok && c.pointerMethod(sel) {
				add(sel.X, given{at: n})
			}
		case *ast.SwitchStmt:
			if n.Tag != nil {
				for _, cl := range n.Body.List {
					for _, v := range cl.(*ast.CaseClause).List {
						b.caseTags[v] = n.Tag
					}
				}
			}
		}
		return true
	})
}

// pointerMethod reports whether sel selects a method with a pointer
// receiver on an addressable value: calling it may change the value.
func (c *checker) pointerMethod(sel *ast.SelectorExpr) bool {
	s := c.info.Selections[sel]
	if s == nil || s.Kind() != types.MethodVal {
		return false
	}
	sig := s.Obj().Type().(*types.Signature)
	if sig.Recv() == nil {
		return false
	}
	_, isPtr := sig.Recv().Type().(*types.Pointer)
	_, onPtr := c.info.TypeOf(sel.X).Underlying().(*types.Pointer)
	return isPtr && !onPtr
}

// single returns the one value the body gives v, when it gives it exactly
// one expression and never changes it otherwise.
func (b *funcBody) single(v types.Object) (ast.Expr, bool) {
	gs := b.given[v]
	if len(gs) != 1 || gs[0].x == nil {
		return nil, false
	}
	return gs[0].x, true
}
