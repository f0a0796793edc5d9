package mcpmodel

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Result channels: what a result the code builds carries — content blocks,
// structured content, the IsError flag — for the server-side checks
// (textonly, outputschema).
//
// A result may take several paths to a return: a local assigned in two
// branches, a builder with an error return and a success return. Channels
// describe the result as it is when it succeeds: IsError is set only when
// every path to the return makes it an error, and Text and Structured are
// those of the success paths (set when any of them sets them). A structured
// channel that only some paths fill counts as filled, so that no check
// reports a missing one that may be there.

// Channels says what a result a function builds carries.
type Channels struct {
	// Known is set when the expression is a result this code builds: an SDK
	// constructor, a literal, a call of one of the package's own builders
	// (or of another package's, by fact), or a local assigned one of those.
	Known bool
	// Text is set when the result has content blocks (text or other).
	Text bool
	// Structured is set when StructuredContent (or RawStructuredContent)
	// is set.
	Structured bool
	// IsError is set when IsError is true on every path.
	IsError bool
}

// ResultChannels says what the result e carries at ret, in fn (the
// enclosing *ast.FuncDecl or *ast.FuncLit). Assignments to a local's fields
// before ret (res.StructuredContent = v, res.IsError = true) count. ret may
// be nil when e is not returned; e's own position is used then.
func (m *Model) ResultChannels(fn ast.Node, ret *ast.ReturnStmt, e ast.Expr) Channels {
	var at ast.Node = e
	if ret != nil {
		at = ret
	}
	return m.channelsOf(fn, at, e, m.channelBuilders)
}

// channelsOf is ResultChannels with the builders' summaries given, so that
// summarising builders can use the summaries of the previous round.
func (m *Model) channelsOf(fn, at ast.Node, e ast.Expr, builders map[*types.Func]Channels) Channels {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CompositeLit:
		return m.literalChannels(e)
	case *ast.CallExpr:
		return m.callChannels(e, builders)
	case *ast.Ident:
		return m.localChannels(fn, at, e, builders)
	}
	return Channels{}
}

// literalChannels reads the fields of a CallToolResult literal of either SDK.
func (m *Model) literalChannels(lit *ast.CompositeLit) Channels {
	if !m.vocab.IsResultType(m.info.TypeOf(lit)) {
		return Channels{}
	}
	ch := Channels{Known: true}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); ok {
			ch.setField(key.Name, m.fieldValue(kv.Value))
		}
	}
	return ch
}

// fieldSetting is what a value given to a result's field does to it.
type fieldSetting uint8

const (
	settingUnknown fieldSetting = iota // a value only known at run time
	settingClear                       // nil, false, an empty list
	settingSet                         // true, a non-nil value
)

// fieldValue says whether value sets or clears a field.
func (m *Model) fieldValue(value ast.Expr) fieldSetting {
	value = ast.Unparen(value)
	tv := m.info.Types[value]
	switch {
	case tv.IsNil():
		return settingClear
	case tv.Value != nil && tv.Value.Kind() == constant.Bool:
		if constant.BoolVal(tv.Value) {
			return settingSet
		}
		return settingClear
	case isBoolType(tv.Type):
		return settingUnknown
	}
	if lit, ok := value.(*ast.CompositeLit); ok && len(lit.Elts) == 0 {
		if _, isSlice := tv.Type.Underlying().(*types.Slice); isSlice {
			return settingClear // Content: []mcp.Content{}
		}
	}
	return settingSet
}

func isBoolType(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// setField applies a field's setting on every path (a literal, or an
// assignment that always runs). An IsError only known at run time may be
// false: the success path is there.
func (ch *Channels) setField(field string, s fieldSetting) {
	set := s == settingSet
	switch field {
	case FieldContent:
		ch.Text = set || (s == settingUnknown && ch.Text)
	case FieldStructured, FieldRaw:
		ch.Structured = set || (s == settingUnknown && ch.Structured)
	case FieldIsError:
		ch.IsError = set
	}
}

// mayFill applies a field assignment that runs on some paths only: a
// channel it fills may be there; an IsError it sets is an error path.
func (ch *Channels) mayFill(field string, s fieldSetting) {
	if s == settingClear {
		return
	}
	switch field {
	case FieldContent:
		ch.Text = true
	case FieldStructured, FieldRaw:
		ch.Structured = true
	}
}

// callChannels answers for an SDK constructor (the vocabulary's table) and
// for the package's builders.
func (m *Model) callChannels(call *ast.CallExpr, builders map[*types.Func]Channels) Channels {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil {
		return Channels{}
	}
	if c, ok := m.vocab.ResultConstructorOf(fn); ok {
		return Channels{Known: true, Text: c.Text, Structured: c.Structured, IsError: c.IsError}
	}
	return builders[fn.Origin()]
}

// reach says how a statement before a point relates to it.
type reach uint8

const (
	reachNone     reach = iota // it never runs before the point
	reachSome                  // it runs on some paths to the point
	reachDefinite              // it runs on every path to the point
)

// localChannels follows the local id to the assignments before at that give
// it a result, then applies the assignments to its fields in between.
func (m *Model) localChannels(fn, at ast.Node, id *ast.Ident, builders map[*types.Func]Channels) Channels {
	v, ok := m.info.Uses[id].(*types.Var)
	body := funcBody(fn)
	if !ok || body == nil || isPackageVar(v) {
		return Channels{}
	}
	var givens, fields []ast.Node // assignments of the whole local, and of its fields
	escapes := false
	m.Inspect(body, func(n ast.Node) bool {
		if n.Pos() >= at.Pos() {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt, *ast.ValueSpec:
			if m.assignsLocal(n, v) {
				givens = append(givens, n)
			}
			if _, isAssign := n.(*ast.AssignStmt); isAssign && m.assignsField(n.(*ast.AssignStmt), v) {
				fields = append(fields, n)
			}
		case *ast.CallExpr:
			escapes = escapes || m.handsOn(n, v)
		case *ast.UnaryExpr:
			escapes = escapes || (n.Op == token.AND && m.info.Uses[identOf(n.X)] == v)
		}
		return true
	})
	if escapes {
		return Channels{} // a function of the project's own may fill it
	}
	ch, from, ok := m.givenChannels(fn, at, givens, v, builders)
	if !ok {
		return Channels{}
	}
	for _, n := range fields {
		if n.Pos() < from {
			continue
		}
		m.applyFieldAssignment(&ch, n.(*ast.AssignStmt), v, m.reachOf(fn, n, at))
	}
	return ch
}

func funcBody(fn ast.Node) *ast.BlockStmt {
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		return fn.Body
	case *ast.FuncLit:
		return fn.Body
	}
	return nil
}

// givenChannels merges what the assignments of the local that reach at give
// it, from the last one that always runs: the success paths' channels, an
// error only when every path gives one. It returns where the assignments
// that count begin.
func (m *Model) givenChannels(fn, at ast.Node, givens []ast.Node, v *types.Var, builders map[*types.Func]Channels) (Channels, token.Pos, bool) {
	var merged channelMerge
	from := token.NoPos
	for i := len(givens) - 1; i >= 0; i-- {
		r := m.reachOf(fn, givens[i], at)
		if r == reachNone {
			continue
		}
		if ch, isResult := m.givenValue(fn, givens[i], v, builders); isResult {
			merged.add(ch)
		}
		if r == reachDefinite {
			from = givens[i].Pos()
			break
		}
	}
	if from == token.NoPos {
		return Channels{}, from, false // a path on which the local is not assigned here
	}
	ch := merged.result()
	return ch, from, ch.Known
}

// givenValue is what one assignment gives the local v; false when it gives
// no result at all (var res *mcp.CallToolResult, res = nil): a nil result
// is no answer, and the paths that return one are not the ones asked about.
func (m *Model) givenValue(fn, n ast.Node, v *types.Var, builders map[*types.Func]Channels) (Channels, bool) {
	lhs, rhs := assignmentSides(n)
	for i, l := range lhs {
		if m.info.ObjectOf(identOf(l)) != v {
			continue
		}
		switch {
		case len(rhs) == 0:
			return m.zeroChannels(v) // var res mcp.CallToolResult
		case len(lhs) == len(rhs):
			if m.info.Types[rhs[i]].IsNil() {
				return Channels{}, false
			}
			return m.channelsOf(fn, n, rhs[i], builders), true
		case len(rhs) == 1 && i == 0:
			return m.channelsOf(fn, n, rhs[0], builders), true // res, err := mcp.NewToolResultJSON(v)
		}
	}
	return Channels{}, true
}

// zeroChannels is the zero value of v: an empty result of a value type, and
// no result at all (nil) of a pointer.
func (m *Model) zeroChannels(v *types.Var) (Channels, bool) {
	if _, isPtr := types.Unalias(v.Type()).(*types.Pointer); isPtr {
		return Channels{}, false
	}
	return Channels{Known: true}, m.vocab.IsResultType(v.Type())
}

func assignmentSides(n ast.Node) (lhs, rhs []ast.Expr) {
	switch n := n.(type) {
	case *ast.AssignStmt:
		return n.Lhs, n.Rhs
	case *ast.ValueSpec:
		for _, name := range n.Names {
			lhs = append(lhs, name)
		}
		return lhs, n.Values
	}
	return nil, nil
}

func (m *Model) assignsLocal(n ast.Node, v *types.Var) bool {
	lhs, _ := assignmentSides(n)
	for _, l := range lhs {
		if id, ok := ast.Unparen(l).(*ast.Ident); ok && m.info.ObjectOf(id) == v {
			return true
		}
	}
	return false
}

// assignsField reports whether assign sets a field of a result held by v
// (res.IsError = true).
func (m *Model) assignsField(assign *ast.AssignStmt, v *types.Var) bool {
	for _, l := range assign.Lhs {
		if sel, ok := ast.Unparen(l).(*ast.SelectorExpr); ok {
			if _, isField := m.ResultField(sel); isField && m.info.Uses[identOf(sel.X)] == v {
				return true
			}
		}
	}
	return false
}

func (m *Model) applyFieldAssignment(ch *Channels, assign *ast.AssignStmt, v *types.Var, r reach) {
	for i, l := range assign.Lhs {
		sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
		if !ok || m.info.Uses[identOf(sel.X)] != v {
			continue
		}
		field, isField := m.ResultField(sel)
		if !isField {
			continue
		}
		setting := settingUnknown
		if len(assign.Lhs) == len(assign.Rhs) {
			setting = m.fieldValue(assign.Rhs[i])
		}
		switch r {
		case reachDefinite:
			ch.setField(field, setting)
		case reachSome:
			ch.mayFill(field, setting)
		}
	}
}

// handsOn reports whether call gives the local v, or the address of one of
// its fields, to a function that may fill it: one of the project's own
// (json.Unmarshal(b, &res.StructuredContent) fills it too). The SDKs and
// the standard library, other than a decode, do not.
func (m *Model) handsOn(call *ast.CallExpr, v *types.Var) bool {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	for _, arg := range call.Args {
		arg = ast.Unparen(arg)
		if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
			if sel, isSel := ast.Unparen(u.X).(*ast.SelectorExpr); isSel && m.info.Uses[identOf(sel.X)] == v {
				return true // &res.StructuredContent
			}
		}
		if m.info.Uses[identOf(arg)] != v {
			continue
		}
		if fn == nil || fn.Pkg() == nil {
			return true
		}
		if !m.vocab.IsSDKPath(fn.Pkg().Path()) && !knowledge.IsStandardLibrary(fn.Pkg().Path()) {
			return true
		}
	}
	return false
}

// reachOf says whether stmt, a statement of fn before at, runs on every
// path to at, on some, or on none. It reasons on the syntax: stmt runs on
// every path when it is in a statement list that holds at (directly, or in
// the init of an if, switch or for of that list); on some paths when it is
// nested in a branch of that list that does not end in a return; on none
// when it sits in another branch of the statement that holds at.
func (m *Model) reachOf(fn ast.Node, stmt, at ast.Node) reach {
	c, ok := m.cursorOf(stmt)
	if !ok {
		return reachNone
	}
	definite := true
	var branches []branchPos // lists stmt is nested in below the common one
	for ; c.Node() != fn; c = c.Parent() {
		p := c.Parent()
		if p.Node() == nil || p.Node() == fn {
			return reachNone
		}
		if list := stmtList(p.Node()); list != nil {
			i := indexOf(list, c.Node())
			if contains(p.Node(), at) {
				return m.reachInList(list, i, at, definite, branches, c.Node() == stmt)
			}
			branches = append(branches, branchPos{list, i})
			if !isBareBlock(p) {
				definite = false
			}
			continue
		}
		if !isInitOf(p.Node(), c.Node()) && !isTransparent(p.Node()) {
			definite = false
		}
	}
	return reachNone
}

type branchPos struct {
	list []ast.Stmt
	i    int
}

// reachInList decides, in the lowest statement list that holds at, whether
// stmt (under list[i]) reaches at.
func (m *Model) reachInList(list []ast.Stmt, i int, at ast.Node, definite bool, branches []branchPos, direct bool) reach {
	j := -1
	for k, s := range list {
		if contains(s, at) {
			j = k
		}
	}
	switch {
	case i < 0 || j < i:
		return reachNone
	case j == i:
		// stmt and at are in one compound statement: stmt reaches at only
		// from that statement's init.
		if !direct && definite {
			return reachDefinite
		}
		return reachNone
	case definite:
		return reachDefinite
	}
	for _, b := range branches {
		if m.endsBranch(b.list[b.i+1:]) {
			return reachNone // the branch returns before reaching at
		}
	}
	return reachSome
}

// endsBranch reports whether a statement of stmts leaves the branch for
// good: it terminates, and not by a break, which may go on right after
// the loop or switch the branch is in.
func (m *Model) endsBranch(stmts []ast.Stmt) bool {
	for _, s := range stmts {
		if m.leavesForGood(s) {
			return true
		}
	}
	return false
}

func stmtList(n ast.Node) []ast.Stmt {
	switch n := n.(type) {
	case *ast.BlockStmt:
		return n.List
	case *ast.CaseClause:
		return n.Body
	case *ast.CommClause:
		return n.Body
	}
	return nil
}

func indexOf(list []ast.Stmt, n ast.Node) int {
	for i, s := range list {
		if s == n {
			return i
		}
	}
	return -1
}

func contains(outer, inner ast.Node) bool {
	return outer.Pos() <= inner.Pos() && inner.End() <= outer.End()
}

// isBareBlock reports whether the block at c is a statement of its own
// ({ … } in a list), which always runs.
func isBareBlock(c inspector.Cursor) bool {
	if _, ok := c.Node().(*ast.BlockStmt); !ok {
		return false
	}
	return stmtList(c.Parent().Node()) != nil
}

// isInitOf reports whether n is the init statement of the if, switch or
// for p, which runs whenever p does.
func isInitOf(p, n ast.Node) bool {
	switch p := p.(type) {
	case *ast.IfStmt:
		return p.Init == n
	case *ast.SwitchStmt:
		return p.Init == n
	case *ast.TypeSwitchStmt:
		return p.Init == n
	case *ast.ForStmt:
		return p.Init == n
	}
	return false
}

// isTransparent reports whether p runs its child whenever p runs: a label,
// a declaration.
func isTransparent(p ast.Node) bool {
	switch p.(type) {
	case *ast.LabeledStmt, *ast.DeclStmt, *ast.GenDecl:
		return true
	}
	return false
}

// channelMerge merges the channels of the paths to one point.
type channelMerge struct {
	any, unknown     bool
	success, failure Channels // merged over the success paths, the error paths
	anySuccess       bool
}

func (cm *channelMerge) add(ch Channels) {
	cm.any = true
	if !ch.Known {
		cm.unknown = true
		return
	}
	if ch.IsError {
		cm.failure = Channels{Known: true, IsError: true, Text: cm.failure.Text || ch.Text, Structured: cm.failure.Structured || ch.Structured}
		return
	}
	cm.anySuccess = true
	cm.success = Channels{Known: true, Text: cm.success.Text || ch.Text, Structured: cm.success.Structured || ch.Structured}
}

func (cm *channelMerge) result() Channels {
	switch {
	case !cm.any || cm.unknown:
		return Channels{}
	case cm.anySuccess:
		return cm.success
	}
	return cm.failure
}

// summarizeChannelBuilders summarises the package's functions that return
// a result they build, for ResultChannels at their calls: what the result
// carries when they succeed (see channelMerge). Imported builders come
// from facts; exported ones get a fact.
func (m *Model) summarizeChannelBuilders() map[*types.Func]Channels {
	builders := make(map[*types.Func]Channels)
	for _, of := range m.pass.AllObjectFacts() {
		if fact, ok := of.Fact.(*resultChannelsFact); ok {
			if fn, isFunc := of.Object.(*types.Func); isFunc {
				builders[fn] = fact.Channels
			}
		}
	}
	for round := 0; round < maxRounds; round++ {
		if !m.summarizeBuildersOnce(builders) {
			break // builders call builders: stop when a round learns nothing
		}
	}
	for fn, ch := range builders {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, &resultChannelsFact{Channels: ch})
		}
	}
	return builders
}

func (m *Model) summarizeBuildersOnce(builders map[*types.Func]Channels) bool {
	learnt := false
	for _, cur := range m.decls {
		decl := cur.Node().(*ast.FuncDecl)
		fn, ok := m.info.Defs[decl.Name].(*types.Func)
		if !ok || decl.Body == nil {
			continue
		}
		k := m.resultIndex(fn.Type().(*types.Signature))
		if k < 0 {
			continue
		}
		ch := m.builderChannels(decl, k, builders)
		if ch != builders[fn] && ch.Known {
			builders[fn] = ch
			learnt = true
		}
	}
	return learnt
}

// resultIndex is the index of the first result of sig that is a tool
// result, or -1.
func (m *Model) resultIndex(sig *types.Signature) int {
	for i := range sig.Results().Len() {
		if m.vocab.IsResultType(sig.Results().At(i).Type()) {
			return i
		}
	}
	return -1
}

// builderChannels merges what decl's returns give as its k-th result;
// a nil result (return nil, err) is no answer.
func (m *Model) builderChannels(decl *ast.FuncDecl, k int, builders map[*types.Func]Channels) Channels {
	var merged channelMerge
	m.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) <= k {
				merged.add(Channels{}) // a bare return, or a call giving all results
				return false
			}
			if tv := m.info.Types[n.Results[k]]; !tv.IsNil() {
				merged.add(m.channelsOf(decl, n, n.Results[k], builders))
			}
		}
		return true
	})
	return merged.result()
}

// resultChannelsFact carries an exported builder's channels (see
// summarizeChannelBuilders) to the packages that call it.
type resultChannelsFact struct{ Channels }

func (*resultChannelsFact) AFact() {}

func (f *resultChannelsFact) String() string {
	var parts []string
	for _, c := range []struct {
		set  bool
		name string
	}{{f.Text, "text"}, {f.Structured, "structured"}, {f.IsError, "iserror"}} {
		if c.set {
			parts = append(parts, c.name)
		}
	}
	return "mcpchannels(" + strings.Join(parts, ", ") + ")"
}
