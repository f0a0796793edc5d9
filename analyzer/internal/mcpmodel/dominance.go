package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"

	"golang.org/x/tools/go/cfg"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Dominance answers "is every path to this point through that one?" within
// a function declaration, closures included. It builds one control-flow
// graph (golang.org/x/tools/go/cfg) per body on demand, so checks pay for
// it only in functions where they found something to ask about.
//
// A point is any expression or statement of the function. A closure's body
// is its own graph; a question about a point inside a closure falls back to
// the point where the closure is written in the enclosing body, so a check
// made before t.Run("…", func(t *testing.T) {…}) guards reads inside it.
type Dominance struct {
	m      *Model
	info   *types.Info
	bodies []*bodyGraph // the declaration's body first, then every closure's
	// ifOfCond maps each if statement's condition to the statement, for
	// the checks inside conditions (conditions.go).
	ifOfCond map[ast.Node]*ast.IfStmt
}

// bodyGraph is the control-flow graph of one function body, built lazily.
type bodyGraph struct {
	body  *ast.BlockStmt
	lit   *ast.FuncLit // nil for the declaration's own body
	built bool
	graph *cfg.CFG
	idom  []int32 // immediate dominator of each block index; -1 for none
}

// location is where a point sits in a body's graph.
type location struct {
	body  *bodyGraph
	block int32 // block index; -1 when the point was not found
	node  int   // index of the enclosing node within the block
}

// dominanceNodes are the nodes newDominance indexes.
var dominanceNodes = []ast.Node{(*ast.FuncLit)(nil), (*ast.IfStmt)(nil)}

// newDominance prepares dominance queries for decl (nothing is built yet).
func (m *Model) newDominance(decl *ast.FuncDecl) *Dominance {
	d := &Dominance{m: m, info: m.info, ifOfCond: make(map[ast.Node]*ast.IfStmt)}
	d.bodies = append(d.bodies, &bodyGraph{body: decl.Body})
	m.InspectTypes(decl.Body, dominanceNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			if n.Body != nil {
				d.bodies = append(d.bodies, &bodyGraph{body: n.Body, lit: n})
			}
		case *ast.IfStmt:
			d.ifOfCond[n.Cond] = n
		}
		return true
	})
	return d
}

// innermost returns the body that most closely encloses pos.
func (d *Dominance) innermost(pos token.Pos) *bodyGraph {
	var best *bodyGraph
	for _, b := range d.bodies {
		if b.body.Pos() <= pos && pos < b.body.End() {
			if best == nil || b.body.Pos() >= best.body.Pos() && b.body.End() <= best.body.End() {
				best = b
			}
		}
	}
	return best
}

// Guarded reports whether some point in checks dominates target with no
// point in kills between them (a check C dominates a kill K that dominates
// target). Checks are e.g. reads of IsError; kills are assignments that
// give the checked variable a new value. When target is inside a closure
// and no check in the closure guards it, the question moves to the
// closure's position in the enclosing body.
func (d *Dominance) Guarded(target ast.Node, checks, kills []ast.Node) bool {
	if len(checks) == 0 {
		return false
	}
	pos := target.Pos()
	for {
		b := d.innermost(pos)
		if b == nil {
			return false
		}
		at := d.locate(b, pos)
		if d.guardedIn(b, at, pos, checks, kills) {
			return true
		}
		if b.lit == nil {
			return false
		}
		pos = b.lit.Pos()
	}
}

func (d *Dominance) guardedIn(b *bodyGraph, at location, target token.Pos, checks, kills []ast.Node) bool {
	if at.block < 0 {
		return false
	}
	for _, c := range checks {
		if d.innermost(c.Pos()) != b {
			continue
		}
		cl := d.locate(b, c.Pos())
		if !dominates(cl, at) || !d.checkReaches(b.graph.Blocks[cl.block].Nodes[cl.node], c, target) {
			continue
		}
		killed := false
		for _, k := range kills {
			if d.innermost(k.Pos()) != b {
				continue
			}
			kl := d.locate(b, k.Pos())
			if dominates(cl, kl) && dominates(kl, at) && !sameNode(cl, kl) {
				killed = true
				break
			}
		}
		if !killed {
			return true
		}
	}
	return false
}

// SameNode reports whether a and b sit in one node of the graph (one
// statement or condition), where order of evaluation is not tracked.
func (d *Dominance) SameNode(a, b ast.Node) bool {
	ba, bb := d.innermost(a.Pos()), d.innermost(b.Pos())
	if ba == nil || ba != bb {
		return false
	}
	return sameNode(d.locate(ba, a.Pos()), d.locate(bb, b.Pos()))
}

func sameNode(a, b location) bool {
	return a.block >= 0 && a.body == b.body && a.block == b.block && a.node == b.node
}

// dominates reports whether every path from entry to b passes a first.
// Within one node, the earlier position comes first (go/cfg does not
// split conditions, and a node is evaluated left to right in practice).
func dominates(a, b location) bool {
	if a.block < 0 || b.block < 0 || a.body != b.body {
		return false
	}
	if a.block == b.block {
		return a.node <= b.node
	}
	g := a.body
	for x := g.idom[b.block]; x >= 0; x = g.idom[x] {
		if x == a.block {
			return true
		}
	}
	return false
}

// locate finds the block and node of b that contain pos.
func (d *Dominance) locate(b *bodyGraph, pos token.Pos) location {
	d.build(b)
	for _, blk := range b.graph.Blocks {
		if !blk.Live {
			continue
		}
		for i, n := range blk.Nodes {
			if n.Pos() <= pos && pos < n.End() {
				return location{body: b, block: blk.Index, node: i}
			}
		}
	}
	return location{body: b, block: -1}
}

func (d *Dominance) build(b *bodyGraph) {
	if b.built {
		return
	}
	b.built = true
	b.graph = cfg.New(b.body, d.mayReturn)
	b.idom = immediateDominators(b.graph)
}

// mayReturn tells the graph builder which calls never return, so that the
// code after t.Fatal or log.Fatal is not a path (see termination.go).
func (d *Dominance) mayReturn(call *ast.CallExpr) bool { return !d.m.NeverReturns(call) }

// NeverReturns reports whether a call of fn does not return, by the
// knowledge table of exits alone (os.Exit, log.Fatal*, a test's Fatal*,
// FailNow and Skip*, a logger's Fatal*). Checks ask Model.Terminates or
// Model.NeverReturns, which also know what ctrlflow infers.
func NeverReturns(fn *types.Func) bool { return knowledge.ExitOf(fn).NeverReturns }

// immediateDominators computes the dominator tree of g's live blocks with
// the iterative algorithm of Cooper, Harvey and Kennedy.
func immediateDominators(g *cfg.CFG) []int32 {
	n := len(g.Blocks)
	idom := make([]int32, n)
	for i := range idom {
		idom[i] = -1
	}
	if n == 0 {
		return idom
	}
	post := blockPostorder(g)
	num := make([]int32, n) // postorder number, -1 when unreachable
	for i := range num {
		num[i] = -1
	}
	for i, b := range post {
		num[b.Index] = int32(i)
	}
	preds := make([][]int32, n)
	for _, b := range post {
		for _, s := range b.Succs {
			preds[s.Index] = append(preds[s.Index], b.Index)
		}
	}
	entry := g.Blocks[0].Index
	idom[entry] = entry
	intersect := func(a, b int32) int32 {
		for a != b {
			for num[a] < num[b] {
				a = idom[a]
			}
			for num[b] < num[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(post) - 1; i >= 0; i-- { // reverse postorder
			b := post[i].Index
			if b == entry {
				continue
			}
			var next int32 = -1
			for _, p := range preds[b] {
				if idom[p] < 0 {
					continue
				}
				if next < 0 {
					next = p
				} else {
					next = intersect(p, next)
				}
			}
			if next >= 0 && idom[b] != next {
				idom[b] = next
				changed = true
			}
		}
	}
	idom[entry] = -1
	return idom
}

// blockPostorder lists the blocks reachable from entry in postorder.
func blockPostorder(g *cfg.CFG) []*cfg.Block {
	seen := make([]bool, len(g.Blocks))
	var out []*cfg.Block
	var visit func(b *cfg.Block)
	visit = func(b *cfg.Block) {
		seen[b.Index] = true
		for _, s := range b.Succs {
			if !seen[s.Index] {
				visit(s)
			}
		}
		out = append(out, b)
	}
	visit(g.Blocks[0])
	return out
}

// sortNodesByPos orders nodes by position, so that "the first read" is the
// first in the source.
func sortNodesByPos[T ast.Node](nodes []T) {
	sort.Slice(nodes, func(i, j int) bool { return nodes[i].Pos() < nodes[j].Pos() })
}
