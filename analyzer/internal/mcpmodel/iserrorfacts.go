package mcpmodel

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// isErrorCheckerFact marks a function that checks the IsError flag of a tool
// result it is given: a helper such as
//
//	func checkResult(t *testing.T, res *mcp.CallToolResult) {
//		if res.IsError { t.Fatal(…) }
//	}
//
// A call to it counts, at the call site, as a check of the argument.
type isErrorCheckerFact struct {
	Params []int // indices of the parameters whose IsError is checked
	Recv   bool  // the receiver's IsError is checked (a wrapper's method)
}

func (*isErrorCheckerFact) AFact() {}

func (c *isErrorCheckerFact) String() string {
	if c.Recv {
		return fmt.Sprintf("mcpiserror(receiver, params %v)", c.Params)
	}
	return fmt.Sprintf("mcpiserror(params %v)", c.Params)
}

func (c *isErrorCheckerFact) checks(param int) bool {
	for _, p := range c.Params {
		if p == param {
			return true
		}
	}
	return false
}

// summarizeIsErrorCheckers finds this package's functions that read IsError
// of a result parameter (directly, or by passing it to another such
// function) and exports a fact for the exported ones.
func (m *Model) summarizeIsErrorCheckers() {
	type candidate struct {
		fn     *types.Func
		decl   *ast.FuncDecl
		params []types.Object // -1: receiver, then parameters in order
		dom    *Dominance
	}
	var candidates []candidate
	for _, file := range m.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Body == nil {
				continue
			}
			fn, _ := m.info.Defs[decl.Name].(*types.Func)
			if fn == nil {
				continue
			}
			sig := fn.Type().(*types.Signature)
			params := []types.Object{nil}
			if sig.Recv() != nil && m.holdsResult(sig.Recv().Type()) {
				params[0] = sig.Recv()
			}
			hasResult := params[0] != nil
			for i := 0; i < sig.Params().Len(); i++ {
				p := sig.Params().At(i)
				if m.holdsResult(p.Type()) {
					params = append(params, p)
					hasResult = true
				} else {
					params = append(params, nil)
				}
			}
			if hasResult {
				candidates = append(candidates, candidate{fn, decl, params, m.newDominance(decl)})
			}
		}
	}
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, c := range candidates {
			checked := m.IsErrorChecks(c.decl.Body)
			summary := &isErrorCheckerFact{}
			for i, p := range c.params {
				if p == nil || !anyReachesEnd(c.dom, checked[p]) {
					continue
				}
				if i == 0 {
					summary.Recv = true
				} else {
					summary.Params = append(summary.Params, i-1)
				}
			}
			if !summary.Recv && len(summary.Params) == 0 {
				continue
			}
			if old := m.checkers[c.fn]; old == nil || old.String() != summary.String() {
				m.checkers[c.fn] = summary
				learnt = true
			}
		}
		if !learnt {
			break
		}
	}
	for fn, c := range m.checkers {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, c)
		}
	}
}

// anyReachesEnd reports whether one of checks is made on every path from it
// to the end of the function (not if verbose && res.IsError).
func anyReachesEnd(dom *Dominance, checks []ast.Node) bool {
	for _, c := range checks {
		if dom.checkReachesEnd(c) {
			return true
		}
	}
	return false
}

// holdsResult reports whether t is a tool result or a struct embedding one.
func (m *Model) holdsResult(t types.Type) bool {
	return m.vocab.IsResultType(t) || m.embedsResult(t)
}

// importIsErrorCheckers copies the imported isErrorCheckerFact facts.
func (m *Model) importIsErrorCheckers() {
	for _, of := range m.pass.AllObjectFacts() {
		fn, ok := of.Object.(*types.Func)
		c, isChecker := of.Fact.(*isErrorCheckerFact)
		if ok && isChecker {
			m.checkers[fn] = c
		}
	}
}

// IsErrorChecks returns, for each variable holding a tool result, the
// points in body where the code checks whether that result is a refusal:
//
//   - any read of its IsError (an if or switch condition, an assignment,
//     require.False(t, res.IsError), …);
//   - a nil or length test of its structured payload (res.StructuredContent
//     != nil), which sends a refusal, whose payload is nil, elsewhere;
//     unless that branch fails with an error of its own, which turns the
//     refusal into a misleading error (payloadtests.go);
//   - a call to a function known to check IsError of that argument;
//   - in tests, a fatal assertion about its payload
//     (require.NotNil(t, res.StructuredContent),
//     Expect(res.StructuredContent).NotTo(BeEmpty())).
//
// The result is named by its access path (res in res.IsError, tc.res in
// tc.res.IsError).
func (m *Model) IsErrorChecks(body ast.Node) map[types.Object][]ast.Node {
	checks := make(map[types.Object][]ast.Node)
	add := func(result ast.Expr, at ast.Node) {
		if path := m.PathOf(result); path != nil {
			checks[path] = append(checks[path], at)
		}
	}
	var misleading map[ast.Node]bool // filled at the first payload test
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if result, ok := m.IsErrorRead(n); ok {
				add(result, n)
			}
		case *ast.BinaryExpr:
			if result, ok := m.payloadPresenceTest(n); ok {
				if misleading == nil {
					misleading = m.refusalLosingPresenceTests(body)
				}
				if !misleading[n] {
					add(result, n)
				}
			}
		case *ast.CallExpr:
			for _, result := range m.checkedArgs(n) {
				add(result, n)
			}
			for _, result := range m.assertedPayloads(n) {
				add(result, n)
			}
		}
		return true
	})
	m.addEachElementChecks(body, checks)
	return checks
}

// addEachElementChecks handles a loop that checks every result of a
// collection, followed in the same block by a loop over it again:
//
//	for _, res := range results { mustNoToolError(t, res) }
//	for _, res := range results { … res.StructuredContent … }
//
// The first loop checks them all, and every path to the second passes it
// (they are statements of one block, in that order), so the second loop's
// value is checked where the loop gives it.
func (m *Model) addEachElementChecks(body ast.Node, checks map[types.Object][]ast.Node) {
	m.Inspect(body, func(n ast.Node) bool {
		if block, ok := n.(*ast.BlockStmt); ok {
			m.eachElementChecksIn(block.List, checks)
		}
		return true
	})
}

func (m *Model) eachElementChecksIn(list []ast.Stmt, checks map[types.Object][]ast.Node) {
	checked := make(map[types.Object]bool) // collections a loop checked every element of
	for _, stmt := range list {
		loop, ok := stmt.(*ast.RangeStmt)
		if !ok {
			continue
		}
		value, _ := loop.Value.(*ast.Ident)
		collection := m.PathOf(loop.X)
		if value == nil || collection == nil || m.info.Defs[value] == nil {
			continue
		}
		v := m.info.Defs[value]
		if checked[collection] {
			checks[v] = append(checks[v], value)
		} else if checksEveryIteration(loop, checks[v]) {
			checked[collection] = true
		}
	}
}

// checksEveryIteration reports whether one of checks is made by every
// iteration of loop: in a statement of its body itself, or in the
// condition of an if there, not in a branch.
func checksEveryIteration(loop *ast.RangeStmt, checks []ast.Node) bool {
	for _, stmt := range loop.Body.List {
		var where ast.Node
		switch s := stmt.(type) {
		case *ast.ExprStmt, *ast.AssignStmt:
			where = s
		case *ast.IfStmt:
			where = s.Cond
		default:
			continue
		}
		for _, c := range checks {
			if where.Pos() <= c.Pos() && c.End() <= where.End() {
				return true
			}
		}
	}
	return false
}

// payloadPresenceTest recognises res.StructuredContent == nil (or !=) and
// len(res.RawStructuredContent) compared with a constant.
func (m *Model) payloadPresenceTest(b *ast.BinaryExpr) (ast.Expr, bool) {
	switch b.Op {
	case token.EQL, token.NEQ, token.LSS, token.GTR, token.LEQ, token.GEQ:
	default:
		return nil, false
	}
	for _, side := range []ast.Expr{b.X, b.Y} {
		side = ast.Unparen(side)
		if call, ok := side.(*ast.CallExpr); ok && len(call.Args) == 1 {
			if fn, isBuiltin := typeutil.Callee(m.info, call).(*types.Builtin); isBuiltin && fn.Name() == "len" {
				side = ast.Unparen(call.Args[0])
			}
		}
		if sel, ok := side.(*ast.SelectorExpr); ok {
			if _, isPayload := m.payloadField(sel); isPayload {
				return sel.X, true
			}
		}
	}
	return nil, false
}

// assertedPayloads returns the results whose payload a fatal test
// assertion is about: the test ends there when the payload is not what it
// expects, so a refusal never reaches the reads after it.
func (m *Model) assertedPayloads(call *ast.CallExpr) []ast.Expr {
	var out []ast.Expr
	for _, subject := range knowledge.FatalAssertionSubjects(m.info, call) {
		if sel, ok := ast.Unparen(subject).(*ast.SelectorExpr); ok {
			if _, isPayload := m.payloadField(sel); isPayload {
				out = append(out, sel.X)
			}
		}
	}
	return out
}

// checkedArgs returns the arguments (or receiver) of call whose IsError the
// callee checks, according to its summary or fact.
func (m *Model) checkedArgs(call *ast.CallExpr) []ast.Expr {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil {
		return nil
	}
	c := m.checkers[fn.Origin()]
	if c == nil {
		return nil
	}
	var out []ast.Expr
	if c.Recv {
		if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
			out = append(out, sel.X)
		}
	}
	for i, arg := range call.Args {
		if c.checks(i) {
			out = append(out, arg)
		}
	}
	return out
}

// AssignmentsTo returns, for each variable in vars, the points in body
// where it is given a new value (assignments, declarations, range
// variables), so that a check of an older value does not guard a read of
// the new one.
func (m *Model) AssignmentsTo(body ast.Node, vars map[types.Object]bool) map[types.Object][]ast.Node {
	out := make(map[types.Object][]ast.Node)
	mark := func(e ast.Expr) {
		for _, renewed := range m.renewedPaths(e, vars) {
			out[renewed] = append(out[renewed], e)
		}
	}
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				mark(l)
			}
		case *ast.ValueSpec:
			for _, name := range n.Names {
				mark(name)
			}
		case *ast.RangeStmt:
			if n.Key != nil {
				mark(n.Key)
			}
			if n.Value != nil {
				mark(n.Value)
			}
		}
		return true
	})
	return out
}
