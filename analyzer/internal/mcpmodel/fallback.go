package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
)

// A fallback to the text: a read of a result's text that runs only where
// the result's structured channel is absent — nil or empty, or a read of it
// failed — is how code migrates to the structured channel and keeps working
// with servers that send none:
//
//	if res.StructuredContent != nil { …decode it… } else { …decode the text… }
//
//	data := []byte(text)
//	if res.StructuredContent != nil { data = …marshalled… }
//	json.Unmarshal(data, &v)
//
//	if res.StructuredContent != nil { return res.StructuredContent, nil }
//	json.Unmarshal([]byte(text), &v)
//
//	if err := json.Unmarshal(res.RawStructuredContent, &v); err == nil { return v, nil }
//	json.Unmarshal([]byte(text), &v)
//
// The fallback is also where a refusal lands: a refusal has no structured
// content, so a presence test of the payload sends it there. Such a test
// is therefore no IsError check for a text read that its absent side
// reaches (Guarded).
//
// The answer comes from the paths of the function's control-flow graph
// (go/cfg): each path carries whether the channel is known absent there —
// an outcome of a test of it, and no new value of the result since — and,
// when the read takes its text through a local (data above), whether that
// local holds the text there.

// textReach says on which paths a text reaches a read.
type textReach struct {
	absent    bool // on a path where the result's structured channel is known absent
	otherwise bool // on a path where it is not
}

// Fallback reports whether read, a decode whose input is a text of result,
// decodes that text only where the result's structured channel is absent or
// failed to read: the text is the fallback of code that prefers the
// structured channel. A read the search cannot place is no fallback.
func (g *Guards) Fallback(read ast.Node, input ast.Expr, result types.Object) bool {
	r := g.textReach(read, input, result)
	return r.absent && !r.otherwise
}

// refusalTextRead reports whether at is a decode of a text of result that
// runs on a path where the structured channel is known absent: where a
// refusal, which has no structured content, has its message decoded.
func (g *Guards) refusalTextRead(at ast.Node, result types.Object) bool {
	call, ok := at.(*ast.CallExpr)
	if !ok {
		return false
	}
	dec, ok := g.m.JSONDecode(call)
	if !ok || !g.flow.Source(dec.Input).IsText() {
		return false
	}
	return g.textReach(call, dec.Input, result).absent
}

// withoutPresenceTests drops the nil and length tests of the payload from
// checks.
func (g *Guards) withoutPresenceTests(checks []ast.Node) []ast.Node {
	var kept []ast.Node
	for _, c := range checks {
		if b, ok := c.(*ast.BinaryExpr); ok {
			if _, isTest := g.m.payloadPresenceTest(b); isTest {
				continue
			}
		}
		kept = append(kept, c)
	}
	return kept
}

// reachSearch is one search of the paths to a read.
type reachSearch struct {
	g      *Guards
	body   *bodyGraph
	result types.Object
	// inline is set when the read takes the text in its own expression;
	// otherwise local holds it, given the text at gives and another value
	// at clears.
	inline bool
	gives  map[location]bool
	clears map[location]bool
	// renews are the points that give the result a new value: what was
	// known of its channel is lost there.
	renews map[location]bool
}

// pathState is what a path knows when it enters a block.
type pathState struct {
	block  int32
	absent bool // the structured channel is known absent
	holds  bool // the read's input holds the text
}

func (g *Guards) textReach(read ast.Node, input ast.Expr, result types.Object) textReach {
	d := g.dom
	b := d.innermost(read.Pos())
	if b == nil || result == nil {
		return textReach{otherwise: true}
	}
	target := d.locate(b, read.Pos())
	if target.block < 0 {
		return textReach{otherwise: true}
	}
	s := &reachSearch{g: g, body: b, result: result, renews: make(map[location]bool)}
	s.textThrough(input)
	for _, k := range g.m.AssignmentsTo(g.decl.Body, map[types.Object]bool{result: true})[result] {
		if d.innermost(k.Pos()) == b {
			s.renews[d.locate(b, k.Pos())] = true
		}
	}
	return s.run(target, read)
}

// textThrough finds the local through which input, a decode's input, takes
// its text (data in json.Unmarshal(data, &v) or in
// json.NewDecoder(strings.NewReader(data)).Decode(&v), dec in
// dec.Decode(&v)), and the points that give it the text or another value.
// Without one such local the read takes the text inline.
func (s *reachSearch) textThrough(input ast.Expr) {
	m, flow := s.g.m, s.g.flow
	v := s.textLocal(input)
	if v == nil {
		s.inline = true
		return
	}
	s.gives, s.clears = make(map[location]bool), make(map[location]bool)
	d := s.g.dom
	m.Inspect(s.body.body, func(n ast.Node) bool {
		lhs, rhs, ok := Assignment(n)
		if !ok {
			return true
		}
		var tuple []Source
		if len(lhs) != len(rhs) && len(rhs) == 1 {
			tuple = flow.tupleSources(rhs[0], len(lhs))
		}
		for i, l := range lhs {
			if m.info.ObjectOf(identOf(l)) != v || d.innermost(l.Pos()) != s.body {
				continue
			}
			at := d.locate(s.body, l.Pos())
			switch {
			case len(lhs) == len(rhs):
				s.mark(at, flow.Source(rhs[i]).IsText())
			case tuple != nil:
				// data, _ = json.Marshal(…): no text; v, err := f(): a
				// text only if the call is known to give one
				s.mark(at, tuple[i].IsText())
			default:
				s.gives[at] = true
			}
		}
		return true
	})
}

// mark records that the point at gives the local the text, or another
// value.
func (s *reachSearch) mark(at location, text bool) {
	if text {
		s.gives[at] = true
	} else {
		s.clears[at] = true
	}
}

// textLocal returns the one local variable of input that holds a text,
// or nil when there is none or several.
func (s *reachSearch) textLocal(input ast.Expr) *types.Var {
	var found *types.Var
	several := false
	ast.Inspect(input, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		v, ok := s.g.m.info.Uses[id].(*types.Var)
		if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() || v.IsField() || !s.g.flow.Source(id).IsText() {
			return true
		}
		if found != nil && found != v {
			several = true
		}
		found = v
		return true
	})
	if several {
		return nil
	}
	return found
}

// run walks the paths from the body's entry and says with which states
// they reach read, at target.
func (s *reachSearch) run(target location, read ast.Node) textReach {
	var r textReach
	blocks := s.body.graph.Blocks
	seen := make(map[pathState]bool)
	work := []pathState{{block: blocks[0].Index, holds: s.inline}}
	for len(work) > 0 {
		st := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[st] {
			continue
		}
		seen[st] = true
		blk := blocks[st.block]
		for i, n := range blk.Nodes {
			at := location{body: s.body, block: st.block, node: i}
			if at == target && st.holds {
				if st.absent || s.absentBefore(n, read, previous(blk.Nodes, i)) {
					r.absent = true
				} else {
					r.otherwise = true
				}
			}
			if s.renews[at] {
				st.absent = false
			}
			switch {
			case s.gives[at]:
				st.holds = true
			case s.clears[at]:
				st.holds = false
			}
		}
		if cond, ok := lastCondition(blk.Nodes); ok && len(blk.Succs) == 2 {
			prev := previous(blk.Nodes, len(blk.Nodes)-1)
			for i, value := range []bool{true, false} {
				next := st
				next.block = blk.Succs[i].Index
				next.absent = st.absent || s.absentWhen(cond, value, prev)
				work = append(work, next)
			}
			continue
		}
		for _, succ := range blk.Succs {
			next := st
			next.block = succ.Index
			work = append(work, next)
		}
	}
	return r
}

// lastCondition returns the condition a block ends with, if any: go/cfg
// puts an if's or a loop's condition last, and its successors are the
// true and the false branch.
func lastCondition(nodes []ast.Node) (ast.Expr, bool) {
	if len(nodes) == 0 {
		return nil, false
	}
	e, ok := nodes[len(nodes)-1].(ast.Expr)
	return e, ok
}

// previous returns the node before nodes[i] in its block (an if's init, or
// the statement before it), or nil.
func previous(nodes []ast.Node, i int) ast.Node {
	if i <= 0 {
		return nil
	}
	return nodes[i-1]
}

// absentBefore reports whether, within node, read sits in an operand of &&
// or || that runs only when an earlier operand said the channel is absent:
// if res.StructuredContent == nil && json.Unmarshal(text, &v) == nil.
func (s *reachSearch) absentBefore(node, read ast.Node, prev ast.Node) bool {
	path := pathTo(node, read)
	for i := 0; i+1 < len(path); i++ {
		b, ok := path[i].(*ast.BinaryExpr)
		if !ok || path[i+1] != b.Y {
			continue
		}
		if b.Op == token.LAND && s.absentWhen(b.X, true, prev) || b.Op == token.LOR && s.absentWhen(b.X, false, prev) {
			return true
		}
	}
	return false
}

// absentWhen reports whether cond having value implies that the result's
// structured channel is absent, or that a read of it failed. prev is the
// node evaluated just before cond (an if's init, or the statement before
// it), where an ok or an err the condition tests comes from.
func (s *reachSearch) absentWhen(cond ast.Expr, value bool, prev ast.Node) bool {
	switch e := ast.Unparen(cond).(type) {
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			return s.absentWhen(e.X, !value, prev)
		}
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND:
			if value {
				return s.absentWhen(e.X, true, prev) || s.absentWhen(e.Y, true, prev)
			}
			return s.absentWhen(e.X, false, prev) && s.absentWhen(e.Y, false, prev)
		case token.LOR:
			if !value {
				return s.absentWhen(e.X, false, prev) || s.absentWhen(e.Y, false, prev)
			}
			return s.absentWhen(e.X, true, prev) && s.absentWhen(e.Y, true, prev)
		}
	}
	absentIfTrue, isTest := s.channelTest(ast.Unparen(cond), prev)
	return isTest && absentIfTrue == value
}

// channelTest recognises a test of the result's structured channel and
// says whether it holds when the channel is absent (or its read failed):
//
//   - res.StructuredContent == nil, len(res.RawStructuredContent) == 0 (and
//     the same of a local holding the channel as it is), and their negations;
//   - ok of v, ok := res.StructuredContent.(T), when prev is that assignment;
//   - err != nil of err := json.Unmarshal(res.RawStructuredContent, &v) (a
//     decode of the payload), when prev is that assignment, and the decode
//     call itself compared with nil.
func (s *reachSearch) channelTest(e ast.Expr, prev ast.Node) (absentIfTrue, ok bool) {
	switch e := e.(type) {
	case *ast.Ident:
		if s.isAssertionOK(e, prev) {
			return false, true
		}
	case *ast.BinaryExpr:
		if absentIfTrue, ok := s.presenceTest(e); ok {
			return absentIfTrue, true
		}
		if e.Op != token.EQL && e.Op != token.NEQ {
			return false, false
		}
		operand := e.X
		if !s.g.dom.isNil(e.Y) {
			if !s.g.dom.isNil(e.X) {
				return false, false
			}
			operand = e.Y
		}
		if s.isFailedRead(ast.Unparen(operand), prev) {
			return e.Op == token.NEQ, true
		}
	}
	return false, false
}

// presenceTest recognises a nil or length test of the result's structured
// channel, or of a local that holds it as it is.
func (s *reachSearch) presenceTest(b *ast.BinaryExpr) (absentIfTrue, ok bool) {
	op := b.Op
	channel, other := ast.Unparen(b.X), ast.Unparen(b.Y)
	if s.g.dom.isNil(channel) || isConstant(s.g.m.info, channel) {
		channel, other = other, channel
		op = Mirrored(op)
	}
	if call, isCall := channel.(*ast.CallExpr); isCall && len(call.Args) == 1 && isBuiltin(s.g.m.info, call, "len") {
		channel = ast.Unparen(call.Args[0])
		if !isConstant(s.g.m.info, other) {
			return false, false
		}
	} else if !s.g.dom.isNil(other) {
		return false, false
	}
	if !s.isChannel(channel) {
		return false, false
	}
	switch op {
	case token.EQL, token.LSS, token.LEQ:
		return true, true // == nil, len(…) == 0, len(…) < 1
	case token.NEQ, token.GTR, token.GEQ:
		return false, true
	}
	return false, false
}

// isChannel reports whether e is the result's structured channel: the
// field itself, or a local holding it as it is (sc := res.StructuredContent).
func (s *reachSearch) isChannel(e ast.Expr) bool {
	if sel, ok := e.(*ast.SelectorExpr); ok {
		if _, isPayload := s.g.m.payloadField(sel); isPayload {
			return s.g.m.PathOf(sel.X) == s.result
		}
		return false
	}
	if identOf(e) == nil {
		return false
	}
	p := s.g.flow.Payload(e)
	return p.Result == s.result && p.Read == nil && (p.Kind == PayloadAny || p.Kind == PayloadBytes && p.Field == FieldRaw)
}

// isAssertionOK reports whether ok is the ok of a comma-ok type assertion
// of the result's structured channel made by prev.
func (s *reachSearch) isAssertionOK(ok *ast.Ident, prev ast.Node) bool {
	lhs, rhs, isAssign := Assignment(prev)
	if !isAssign || len(lhs) != 2 || len(rhs) != 1 || s.g.m.info.ObjectOf(identOf(lhs[1])) != s.g.m.info.ObjectOf(ok) {
		return false
	}
	ta, isAssert := ast.Unparen(rhs[0]).(*ast.TypeAssertExpr)
	return isAssert && ta.Type != nil && s.isChannel(ast.Unparen(ta.X))
}

// isFailedRead reports whether e, compared with nil, is the error of a
// decode of the result's structured channel: the decode call itself, or an
// err that prev assigns from one.
func (s *reachSearch) isFailedRead(e ast.Expr, prev ast.Node) bool {
	if call, ok := e.(*ast.CallExpr); ok {
		return s.decodesChannel(call)
	}
	id := identOf(e)
	lhs, rhs, isAssign := Assignment(prev)
	if id == nil || !isAssign || len(lhs) != len(rhs) {
		return false
	}
	for i, l := range lhs {
		if s.g.m.info.ObjectOf(identOf(l)) == s.g.m.info.ObjectOf(id) {
			call, ok := ast.Unparen(rhs[i]).(*ast.CallExpr)
			return ok && s.decodesChannel(call)
		}
	}
	return false
}

// decodesChannel reports whether call decodes the result's structured
// channel (RawStructuredContent, or StructuredContent marshalled).
func (s *reachSearch) decodesChannel(call *ast.CallExpr) bool {
	dec, ok := s.g.m.JSONDecode(call)
	if !ok {
		return false
	}
	in := s.g.flow.Payload(dec.Input)
	return in.Result == s.result && in.Field != FieldContent && decodes(dec.Kind, in.Kind)
}

func isConstant(info *types.Info, e ast.Expr) bool {
	tv, ok := info.Types[e]
	return ok && tv.Value != nil
}

func isBuiltin(info *types.Info, call *ast.CallExpr, name string) bool {
	id := identOf(call.Fun)
	b, ok := info.Uses[id].(*types.Builtin)
	return ok && b.Name() == name
}
