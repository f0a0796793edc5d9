package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/cfg"
)

// OKPoints knows where in a function a tool result is known not to be an
// isError result: the points that every path from the function's entry
// reaches through an outcome of a condition that rules the refusal out,
// with no new value of the result in between. It is the one definition
// of "never a refusal here" that the refusal filters (refusalfilters.go)
// and the caller contexts (callercontext.go) ask, whatever the form:
//
//	if !res.IsError { HERE }                     (also in the rest of a && chain)
//	if res.IsError { … } else { HERE }           (also res.IsError || x)
//	if res.IsError { return … }; HERE            (also err != nil || res.IsError)
//	if err != nil { return … } else if res.IsError { return … }; HERE
//	switch { case err != nil: return …; case res.IsError: return … }; HERE
//	switch res.IsError { case true: return … }; HERE
//	if err := refusal(res); err != nil { return … }; HERE
//	err = refusal(res); if err != nil { return … }; HERE
//
// refusal is a function known, at any depth, to check IsError of its
// argument (the IsError-checker summary) that returns an error: a refusal
// comes back as a non-nil error, by the convention of Go's error results.
// A bare look at IsError (if res.IsError { log… }; HERE), a checker whose
// answer is not tested (ensure(res); HERE), or a check some path skips
// (if strict && res.IsError { return }; HERE) leaves HERE reachable by a
// refusal. The answer comes from the function's control-flow graph
// (dominance.go builds it), so the form of the branching does not matter.
type OKPoints struct {
	m   *Model
	dom *Dominance
	// checked holds the result variables some condition may rule a
	// refusal out for: any other is never known accepted, and no graph is
	// built to say so.
	checked map[types.Object]bool
	// verdicts maps a condition to the error variable tested there that
	// holds a refusal checker's answer, and the results it checked.
	verdicts map[ast.Expr]verdict
	// tags maps a case expression of a switch with a tag to the tag.
	tags   map[ast.Expr]ast.Expr
	flows  map[okKey][]bool // block entry states, by body and result
	killed map[killKey]bool // whether a node gives a result a new value
}

type killKey struct {
	node   ast.Node
	result types.Object
}

type okKey struct {
	body   *bodyGraph
	result types.Object
}

// okPointsIn prepares the questions about decl; the graphs are built only
// for a result some condition can rule a refusal out for.
func (m *Model) okPointsIn(decl *ast.FuncDecl) *OKPoints {
	p := &OKPoints{
		m:        m,
		dom:      m.newDominance(decl),
		checked:  make(map[types.Object]bool),
		verdicts: make(map[ast.Expr]verdict),
		tags:     make(map[ast.Expr]ast.Expr),
		flows:    make(map[okKey][]bool),
		killed:   make(map[killKey]bool),
	}
	p.findConditions(decl.Body)
	return p
}

// okConditionNodes are the nodes findConditions reads.
var okConditionNodes = []ast.Node{(*ast.SelectorExpr)(nil), (*ast.SwitchStmt)(nil), (*ast.BlockStmt)(nil), (*ast.CaseClause)(nil), (*ast.CommClause)(nil)}

// findConditions notes the results whose IsError the body reads, the
// switch tags, and the error variables that carry a refusal checker's
// answer into the if or switch right after it is assigned.
func (p *OKPoints) findConditions(body *ast.BlockStmt) {
	p.m.InspectTypes(body, okConditionNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if res, ok := p.m.IsErrorRead(n); ok {
				p.noteChecked(res)
			}
		case *ast.SwitchStmt:
			if n.Tag != nil {
				for _, c := range n.Body.List {
					for _, e := range c.(*ast.CaseClause).List {
						p.tags[e] = n.Tag
					}
				}
			}
		case *ast.BlockStmt:
			p.findVerdicts(n.List)
		case *ast.CaseClause:
			p.findVerdicts(n.Body)
		case *ast.CommClause:
			p.findVerdicts(n.Body)
		}
		return true
	})
}

func (p *OKPoints) noteChecked(res ast.Expr) {
	if root := p.m.RootVar(res); root != nil {
		p.checked[root] = true
	}
}

// Known reports whether the result held by variable result is known not
// to be an isError result at pos. At a point inside a closure that the
// closure's own conditions do not settle, what holds where the closure is
// written holds.
func (p *OKPoints) Known(pos token.Pos, result types.Object) bool {
	if result == nil || !p.checked[result] {
		return false
	}
	for {
		b := p.dom.innermost(pos)
		if b == nil {
			return false
		}
		if at := p.dom.locate(b, pos); at.block >= 0 && p.okAt(b, at, pos, result) {
			return true
		}
		if b.lit == nil {
			return false
		}
		pos = b.lit.Pos()
	}
}

// okAt reports whether result is accepted at pos, at location at of b:
// on entry to its block and through the nodes before it, or by the
// operands of a condition evaluated before pos within its node.
func (p *OKPoints) okAt(b *bodyGraph, at location, pos token.Pos, result types.Object) bool {
	block := b.graph.Blocks[at.block]
	ok := p.blockEntries(b, result)[at.block]
	for _, n := range block.Nodes[:at.node] {
		if p.kills(n, result) {
			ok = false
		}
	}
	return ok || p.acceptedWithin(block.Nodes[at.node], pos, result)
}

// acceptedWithin reports whether the operands of && and || evaluated
// before pos in node rule a refusal of result out: pos in y of x && y is
// reached only when x holds, in y of x || y only when x fails.
func (p *OKPoints) acceptedWithin(node ast.Node, pos token.Pos, result types.Object) bool {
	path := pathToPos(node, pos)
	for i, n := range path {
		b, ok := n.(*ast.BinaryExpr)
		if !ok || i+1 >= len(path) || path[i+1] != b.Y {
			continue
		}
		if (b.Op == token.LAND || b.Op == token.LOR) && p.accepts(b.X, b.Op == token.LAND, p.verdictOf(node), result) {
			return true
		}
	}
	return false
}

// verdictOf returns the refusal checker's answer node tests, when node is
// a condition that tests one.
func (p *OKPoints) verdictOf(node ast.Node) verdict {
	if e, ok := node.(ast.Expr); ok {
		return p.verdicts[e]
	}
	return verdict{}
}

// pathToPos returns the nodes from root down to the innermost one holding
// pos.
func pathToPos(root ast.Node, pos token.Pos) []ast.Node {
	var path []ast.Node
	ast.Inspect(root, func(n ast.Node) bool {
		if n == nil || !within(n, pos) {
			return false
		}
		path = append(path, n)
		return true
	})
	return path
}

// blockEntries returns, for each block of b, whether result is accepted
// on entry: every path from the entry reaches the block through an edge
// whose condition rules the refusal out, or through blocks that keep what
// was known (no new value of result). It is the greatest fixpoint of
// entry(b) = AND over predecessors p of edge(p, b), computed in reverse
// postorder.
func (p *OKPoints) blockEntries(b *bodyGraph, result types.Object) []bool {
	key := okKey{b, result}
	if in, ok := p.flows[key]; ok {
		return in
	}
	g := b.graph
	in := make([]bool, len(g.Blocks))
	post := blockPostorder(g)
	preds := make([][]int32, len(g.Blocks))
	for _, blk := range post {
		in[blk.Index] = true
		for _, s := range blk.Succs {
			preds[s.Index] = append(preds[s.Index], blk.Index)
		}
	}
	entry := g.Blocks[0].Index
	in[entry] = false
	for changed := true; changed; {
		changed = false
		for i := len(post) - 1; i >= 0; i-- {
			blk := post[i]
			if blk.Index == entry || !in[blk.Index] {
				continue // only ever goes from true to false
			}
			for _, pred := range preds[blk.Index] {
				if !p.edgeAccepts(g.Blocks[pred], blk.Index, in[pred], result) {
					in[blk.Index], changed = false, true
					break
				}
			}
		}
	}
	p.flows[key] = in
	return in
}

// edgeAccepts reports whether result is accepted on the edge from block
// from to block to, given whether it was on entry to from.
func (p *OKPoints) edgeAccepts(from *cfg.Block, to int32, entered bool, result types.Object) bool {
	if cond, ok := branchCondition(from); ok {
		onTrue, onFalse := from.Succs[0].Index == to, from.Succs[1].Index == to
		v := p.verdicts[cond]
		if onTrue && !onFalse && p.condAccepts(cond, true, v, result) || onFalse && !onTrue && p.condAccepts(cond, false, v, result) {
			return true
		}
	}
	if !entered {
		return false
	}
	for _, n := range from.Nodes {
		if p.kills(n, result) {
			return false
		}
	}
	return true
}

// branchCondition returns the condition a block ends with when it
// branches on one (an if, a for, a case of a switch).
func branchCondition(b *cfg.Block) (ast.Expr, bool) {
	if len(b.Succs) != 2 || len(b.Nodes) == 0 {
		return nil, false
	}
	cond, ok := b.Nodes[len(b.Nodes)-1].(ast.Expr)
	return cond, ok
}

// kills reports whether node gives result a new value.
func (p *OKPoints) kills(node ast.Node, result types.Object) bool {
	key := killKey{node, result}
	k, ok := p.killed[key]
	if !ok {
		k = len(p.m.AssignmentsTo(node, map[types.Object]bool{result: true})[result]) > 0
		p.killed[key] = k
	}
	return k
}
