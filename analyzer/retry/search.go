package retry

import (
	"go/ast"
	"go/types"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/cfg"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The paths from a repeated call, under an assumption of its outcome, are
// searched on the control-flow graph of the function holding it (go/cfg):
// a condition on the way is followed on the side the assumption makes it
// take, on both where it leaves it open. A path ends where it starts the
// loop's next iteration (it enters the loop's body again), where it
// returns, or where the call runs again without a new iteration of the
// loop (an inner loop's own retry).

// An arrival is where a path from the repeated call ends.
type arrival struct {
	again bool            // it starts the loop's next iteration
	ret   *ast.ReturnStmt // the return it ends at, nil for none
	pathState
}

// pathState is what a path knows when it enters a block.
type pathState struct {
	lost lost
	// unsure is set when the path passed a condition that reads what the
	// server categorised and that the assumption leaves open: the path is
	// the server's decision, not a blind one.
	unsure bool
	// flags holds the booleans the path set from a condition it could
	// read (done = err == nil), as "pos=truth;" pairs.
	flags string
}

type search struct {
	c    *checker
	rep  *repeat
	as   assumption
	head *cfg.Block // the loop's body block, nil when no loop is searched
	// start is the repeated call's block and the index of its node.
	start *cfg.Block
	index int
	seen  map[visit]bool
	found []arrival
}

type visit struct {
	block int32
	pathState
}

// paths searches the paths from rep under as, to the next iteration of
// loop (nil: to the function's returns).
func (c *checker) paths(rep *repeat, as assumption, loop ast.Stmt) []arrival {
	g := c.cfg(rep.fn)
	_, blk, i := rep.fn.locate(rep.node.Pos())
	if blk == nil {
		return nil
	}
	if ret, ok := rep.node.(*ast.ReturnStmt); ok {
		return []arrival{{ret: ret}} // return client.CallTool(ctx, req)
	}
	s := &search{c: c, rep: rep, as: as, start: blk, index: i, seen: make(map[visit]bool)}
	if loop != nil {
		s.head = bodyBlock(g, loop)
		if s.head == nil {
			return nil
		}
	}
	s.walk(blk, i+1, pathState{})
	return s.found
}

// bodyBlock returns the block that starts each iteration of loop.
func bodyBlock(g *cfg.CFG, loop ast.Stmt) *cfg.Block {
	for _, b := range g.Blocks {
		if b.Stmt == loop && (b.Kind == cfg.KindForBody || b.Kind == cfg.KindRangeBody) {
			return b
		}
	}
	return nil
}

func (s *search) enter(b *cfg.Block, st pathState) {
	if b == s.head {
		s.found = append(s.found, arrival{again: true, pathState: st})
		return
	}
	key := visit{b.Index, st}
	if s.seen[key] {
		return
	}
	s.seen[key] = true
	s.walk(b, 0, st)
}

func (s *search) walk(b *cfg.Block, from int, st pathState) {
	for i := from; i < len(b.Nodes); i++ {
		n := b.Nodes[i]
		if b == s.start && i == s.index {
			return // the call runs again: an inner loop's retry
		}
		if ret, ok := n.(*ast.ReturnStmt); ok {
			s.found = append(s.found, arrival{ret: ret, pathState: st})
			return
		}
		st.lost = s.loses(n, st.lost)
		st.flags = s.sets(n, st)
	}
	if len(b.Succs) == 2 && len(b.Nodes) > 0 {
		if cond, ok := b.Nodes[len(b.Nodes)-1].(ast.Expr); ok {
			t, reads := s.condition(cond, st)
			next := st
			next.unsure = st.unsure || reads && t == unknown
			if t != no {
				s.enter(b.Succs[0], next)
			}
			if t != yes {
				s.enter(b.Succs[1], next)
			}
			return
		}
	}
	for _, succ := range b.Succs {
		s.enter(succ, st)
	}
}

// condition reads cond, a branch's condition or a case value of a switch
// with a tag, under the search's assumption.
func (s *search) condition(cond ast.Expr, st pathState) (truth, bool) {
	e := &evaluator{c: s.c, rep: s.rep, as: s.as, lost: st.lost, flags: st.flags}
	if tag, ok := s.rep.fn.caseTags[cond]; ok {
		return e.equal(tag, cond)
	}
	return e.eval(cond)
}

// loses returns what the repeated call's variables still hold after n:
// a node that gives one of them another value loses what it held.
func (s *search) loses(n ast.Node, l lost) lost {
	for _, g := range s.rep.fn.given[s.rep.val] {
		if within(g.at, n) {
			l.val = true
		}
	}
	for _, g := range s.rep.fn.given[s.rep.err] {
		if within(g.at, n) {
			l.err = true
			l.errFailed = g.x != nil && s.c.m.IsNonNilError(g.x)
		}
	}
	return l
}

// sets returns the path's flags after n: a boolean local given a
// condition the path can read holds its truth, one given anything else
// holds nothing known.
func (s *search) sets(n ast.Node, st pathState) string {
	if d, ok := n.(*ast.DeclStmt); ok {
		if g, ok := d.Decl.(*ast.GenDecl); ok {
			for _, spec := range g.Specs {
				st.flags = s.sets(spec, st)
			}
		}
		return st.flags
	}
	lhs, rhs, ok := mcpmodel.Assignment(n)
	if !ok || len(lhs) == 0 {
		return st.flags
	}
	flags := st.flags
	for i, l := range lhs {
		id, ok := ast.Unparen(l).(*ast.Ident)
		if !ok {
			continue
		}
		v, ok := s.c.info.ObjectOf(id).(*types.Var)
		if !ok || !isBool(v.Type()) {
			continue
		}
		t := unknown
		if len(lhs) == len(rhs) {
			e := &evaluator{c: s.c, rep: s.rep, as: s.as, lost: st.lost, flags: st.flags}
			t, _ = e.eval(rhs[i])
		}
		flags = setFlag(flags, v, t)
	}
	return flags
}

// setFlag returns flags with v's truth set to t (dropped when unknown).
func setFlag(flags string, v types.Object, t truth) string {
	key := strconv.Itoa(int(v.Pos())) + "="
	var kept []string
	for _, f := range strings.Split(flags, ";") {
		if f != "" && !strings.HasPrefix(f, key) {
			kept = append(kept, f)
		}
	}
	if t != unknown {
		kept = append(kept, key+strconv.Itoa(int(t)))
	}
	sort.Strings(kept)
	return strings.Join(kept, ";")
}

// flagOf returns the truth flags give v.
func flagOf(flags string, v types.Object) truth {
	key := strconv.Itoa(int(v.Pos())) + "="
	for _, f := range strings.Split(flags, ";") {
		if rest, ok := strings.CutPrefix(f, key); ok {
			n, _ := strconv.Atoi(rest)
			return truth(n)
		}
	}
	return unknown
}

// within reports whether inner lies in outer.
func within(inner, outer ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}
