package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/cfg"
)

// Reaching values of a local: which of the assignments to a local variable
// may have given it the value it holds at a point, by the paths of the
// function's control-flow graph (go/cfg). In
//
//	out := string(b)
//	if len(runs) == 0 { out = "No runs found" }
//	return mcp.NewToolResultText(out)
//
// both reach the return; in s := string(b); s = "Result: " + s only the
// second does.

// localDef is one assignment of a local variable.
type localDef struct {
	node ast.Node // the statement, spec or expression that assigns it
	// value is what it assigns, or nil for a zero value or a value out of
	// sight (a range variable, v, ok = <-ch, &v handed to a call).
	value ast.Expr
}

// reachingDefs returns the assignments of v that may reach use, in decl.
// A parameter or named result also holds, on paths where nothing
// assigned it, the value it came with: an assignment with no value at the
// entry of its function. An assignment the graph cannot place, or one in
// another body than the use (a closure's), is taken to reach.
func (r *jsonReader) reachingDefs(v *types.Var, use *ast.Ident) []localDef {
	if r.dom == nil {
		r.dom = r.m.newDominance(r.decl)
	}
	defs := r.defsOf(v)
	entry := r.signatureOf(v)
	if entry != nil {
		defs = append(defs, localDef{}) // the value v came with
	}
	body := r.dom.innermost(use.Pos())
	if body == nil {
		return defs
	}
	at := r.dom.locate(body, use.Pos())
	var kills []location
	locs := make([]location, len(defs))
	for i, d := range defs {
		locs[i] = location{block: -1}
		switch {
		case d.node == nil && entry == body:
			locs[i] = location{body: body, block: 0, node: -1} // go/cfg's entry block
		case d.node != nil && r.dom.innermost(d.node.Pos()) == body:
			locs[i] = r.dom.locate(body, d.node.Pos())
			if locs[i].block >= 0 {
				kills = append(kills, locs[i])
			}
		}
	}
	var reaching []localDef
	for i, d := range defs {
		if at.block < 0 || locs[i].block < 0 || reaches(locs[i], at, kills) {
			reaching = append(reaching, d)
		}
	}
	return reaching
}

// signatureOf returns the body of the function (decl, or a closure in it)
// that declares v as a parameter or result, or nil when v is declared
// in a body.
func (r *jsonReader) signatureOf(v *types.Var) *bodyGraph {
	if v.Pos() < r.decl.Body.Pos() || v.Pos() >= r.decl.Body.End() {
		return r.dom.bodies[0] // decl's own signature
	}
	for _, b := range r.dom.bodies[1:] {
		if b.lit.Type.Pos() <= v.Pos() && v.Pos() < b.lit.Type.End() {
			return b
		}
	}
	return nil
}

// defsOf returns every assignment of v in decl.
func (r *jsonReader) defsOf(v *types.Var) []localDef {
	var defs []localDef
	r.m.Inspect(r.decl, func(n ast.Node) bool {
		if value, ok := r.valueGiven(n, v); ok {
			defs = append(defs, localDef{node: n, value: value})
		}
		return true
	})
	return defs
}

// valueGiven returns the expression n assigns to v (the first result of
// a call that gives several), or false when n does not assign v. An
// assignment whose value cannot be seen is given as nil.
func (r *jsonReader) valueGiven(n ast.Node, v *types.Var) (ast.Expr, bool) {
	info := r.m.info
	switch n := n.(type) {
	case *ast.RangeStmt:
		return nil, info.ObjectOf(identOf(n.Key)) == v || info.ObjectOf(identOf(n.Value)) == v
	case *ast.UnaryExpr:
		return nil, n.Op == token.AND && info.Uses[identOf(n.X)] == v // &b: written out of sight
	case *ast.IncDecStmt:
		return nil, info.Uses[identOf(n.X)] == v
	}
	lhs, rhs, ok := Assignment(n)
	if !ok {
		return nil, false
	}
	for i, l := range lhs {
		if id := identOf(l); id == nil || info.ObjectOf(id) != v {
			continue
		}
		if as, isAssign := n.(*ast.AssignStmt); isAssign && as.Tok != token.ASSIGN && as.Tok != token.DEFINE {
			return nil, true // s += "…": prose added
		}
		switch {
		case len(lhs) == len(rhs):
			return rhs[i], true
		case len(rhs) == 1 && i == 0:
			return rhs[0], true
		}
		return nil, true // var s string, or a later result of a call
	}
	return nil, false
}

// reaches reports whether the value assigned at def may still be there at
// use: some path of the graph leads from def to use through no other
// assignment (kills).
func reaches(def, use location, kills []location) bool {
	if def.body != use.body {
		return true
	}
	g := def.body.graph
	if def.block == use.block && def.node < use.node {
		return !killedBetween(kills, def.block, def.node, use.node)
	}
	if killedBetween(kills, def.block, def.node, len(g.Blocks[def.block].Nodes)) {
		return false
	}
	seen := make(map[int32]bool)
	queue := append([]int32(nil), succIndexes(g.Blocks[def.block].Succs)...)
	for len(queue) > 0 {
		b := queue[0]
		queue = queue[1:]
		if seen[b] {
			continue
		}
		seen[b] = true
		end := len(g.Blocks[b].Nodes)
		if b == use.block {
			end = use.node
		}
		if killedBetween(kills, b, -1, end) {
			continue
		}
		if b == use.block {
			return true
		}
		queue = append(queue, succIndexes(g.Blocks[b].Succs)...)
	}
	return false
}

// killedBetween reports whether an assignment sits in block strictly
// between the nodes from and to (from may be -1, the block's entry).
func killedBetween(kills []location, block int32, from, to int) bool {
	for _, k := range kills {
		if k.block == block && k.node > from && k.node < to {
			return true
		}
	}
	return false
}

// succIndexes returns the indexes of blocks.
func succIndexes(blocks []*cfg.Block) []int32 {
	out := make([]int32, len(blocks))
	for i, b := range blocks {
		out[i] = b.Index
	}
	return out
}
