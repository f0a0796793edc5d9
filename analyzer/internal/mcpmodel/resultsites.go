package mcpmodel

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Result sites: what a result the code builds carries — its text blocks,
// its structured payload, its IsError flag — as the expressions that put
// them there: a literal's fields, an SDK constructor's arguments, the
// arguments of the package's own builder (a wrapper such as
// textResult(s string)), and the assignments to a local's fields before the
// point asked about (res.StructuredContent = v, res.IsError = true,
// res.Content = append(res.Content, …), go-sdk's res.SetError(err)). This is
// the one reading of result literals: the server checks and emptyresult's
// handler data ask it rather than reading literals themselves.
//
// A result may take several paths to a return: a local assigned in two
// branches, a builder with an error return and a success return. A site
// describes the result as it is when it succeeds: IsError is set only when
// every path to the point makes it an error, and the texts and payloads are
// those of the success paths (any of them). A structured channel that only
// some paths fill counts as filled, so that no check reports a missing one
// that may be there.

// ResultSite is what a result the code builds carries.
type ResultSite struct {
	// Known is set when the expression is a result this code builds: an
	// SDK constructor, a literal, a call of one of the package's own
	// builders (or of another package's, by fact), or a local given one of
	// those.
	Known bool
	// Content is set when the result has content blocks (text or other).
	Content bool
	// EmptyContent is set when Content holds no block because, on every
	// success path, it was given a list that is empty but not nil
	// (Content: []mcp.Content{}): go-sdk's typed handlers fill only a nil
	// Content with the JSON of Out. A builder's result is never counted
	// as one.
	EmptyContent bool
	// OnlyText is set when every content block is a text block whose text
	// is in Texts.
	OnlyText bool
	// Texts are the texts of its text blocks that are in sight, in order.
	Texts []TextBlock
	// Structured is set when StructuredContent (or RawStructuredContent)
	// is set.
	Structured bool
	// Structures are the values given as structured content, and where
	// each was put, in order: one for each literal field, field
	// assignment, constructor or builder call that set the channel.
	Structures []Structure
	// IsError is set when IsError is true on every path.
	IsError bool
}

// TextBlock is the text of one text block, and where it was put in the
// result.
type TextBlock struct {
	Text ast.Expr
	// Constructor is the SDK constructor call given the text
	// (mcp.NewToolResultText(text)), or nil.
	Constructor *ast.CallExpr
	// Literal is the CallToolResult literal holding the block, or nil.
	Literal *ast.CompositeLit
	// Builder is the package's own builder (or another package's) given
	// the text as an argument, or nil.
	Builder *types.Func
}

// Structure is a value given as structured content, and where it was put.
type Structure struct {
	// Value is the value, or nil when it is out of sight (a builder's
	// own, an assignment of several values from one call).
	Value ast.Expr
	// Field is FieldStructured or FieldRaw.
	Field string
	// Literal is the CallToolResult literal holding it, or nil.
	Literal *ast.CompositeLit
	// Assign is the field assignment that set it (res.StructuredContent =
	// v), or nil.
	Assign *ast.AssignStmt
	// Constructor is the SDK constructor call given it, or nil.
	Constructor *ast.CallExpr
	// Builder is the package's own builder (or another package's) whose
	// result carries it, or nil: a builder's payload is its caller's
	// argument when the builder puts its parameter there.
	Builder *types.Func
}

// Payloads are the values given as structured content that are in sight.
func (s ResultSite) Payloads() []ast.Expr {
	var out []ast.Expr
	for _, st := range s.Structures {
		if st.Value != nil {
			out = append(out, st.Value)
		}
	}
	return out
}

// ResultSiteAt says what the result e carries at at, in fn (the enclosing
// *ast.FuncDecl or *ast.FuncLit): at is the return statement e is
// returned by, or any node after the assignments asked about (e itself
// when nil).
func (m *Model) ResultSiteAt(fn, at ast.Node, e ast.Expr) ResultSite {
	if at == nil {
		at = e
	}
	return m.siteOf(fn, at, e, m.siteBuilders)
}

// BuiltResult says what the result the expression e builds in place
// carries: a literal, an SDK constructor or a builder's call. A variable
// is not followed (ResultSiteAt follows it).
func (m *Model) BuiltResult(e ast.Expr) ResultSite {
	switch x := stripAddr(e).(type) {
	case *ast.CompositeLit:
		return m.literalSite(x)
	case *ast.CallExpr:
		return m.callSite(x, m.siteBuilders)
	}
	return ResultSite{}
}

// stripAddr removes parentheses and & around e.
func stripAddr(e ast.Expr) ast.Expr {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	return e
}

// siteOf is ResultSiteAt with the builders' summaries given, so that
// summarising builders can use the summaries of the previous round.
func (m *Model) siteOf(fn, at ast.Node, e ast.Expr, builders map[*types.Func]*BuilderSummary) ResultSite {
	switch x := stripAddr(e).(type) {
	case *ast.CompositeLit:
		return m.literalSite(x)
	case *ast.CallExpr:
		return m.callSite(x, builders)
	case *ast.Ident:
		return m.localSite(fn, at, x, builders)
	}
	return ResultSite{}
}

// literalSite reads the fields of a CallToolResult literal of either SDK.
func (m *Model) literalSite(lit *ast.CompositeLit) ResultSite {
	if !m.vocab.IsResultType(m.info.TypeOf(lit)) {
		return ResultSite{}
	}
	s := ResultSite{Known: true}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, ok := kv.Key.(*ast.Ident); ok {
			s.setField(m, key.Name, kv.Value, Structure{Literal: lit})
		}
	}
	return s
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

// setField applies a field's value (nil when out of sight) on every path
// (a literal, or an assignment that always runs); at says where it is
// written (the literal, or the assignment). An IsError only known at run
// time may be false: the success path is there.
func (s *ResultSite) setField(m *Model, field string, value ast.Expr, at Structure) {
	setting := settingUnknown
	if value != nil {
		setting = m.fieldValue(value)
	}
	switch field {
	case FieldContent:
		s.EmptyContent = false
		if setting == settingClear {
			s.Content, s.OnlyText, s.Texts = false, false, nil
			s.EmptyContent = !m.info.Types[ast.Unparen(value)].IsNil()
			return
		}
		blocks, inSight, appended := m.blocksOf(value)
		if !appended {
			s.Content, s.OnlyText, s.Texts = false, false, nil
		}
		s.addBlocks(m, blocks, inSight, at.Literal)
	case FieldStructured, FieldRaw:
		s.Structured, s.Structures = setting != settingClear, nil
		if s.Structured {
			at.Value, at.Field = value, field
			s.Structures = []Structure{at}
		}
	case FieldIsError:
		s.IsError = setting == settingSet
	}
}

// mayFill applies a field assignment that runs on some paths only: a
// channel it fills may be there; an IsError it sets is an error path.
func (s *ResultSite) mayFill(m *Model, field string, value ast.Expr, assign *ast.AssignStmt) {
	if value != nil && m.fieldValue(value) == settingClear {
		return
	}
	switch field {
	case FieldContent:
		blocks, inSight, _ := m.blocksOf(value)
		s.addBlocks(m, blocks, inSight, nil)
		s.EmptyContent = false
	case FieldStructured, FieldRaw:
		s.Structured = true
		s.Structures = append(s.Structures, Structure{Value: value, Field: field, Assign: assign})
	}
}

// blocksOf returns the blocks a Content value holds: the elements of a list
// literal, or those append(res.Content, b1, b2) adds to the list already
// there (appended); inSight is false for a list built elsewhere.
func (m *Model) blocksOf(value ast.Expr) (blocks []ast.Expr, inSight, appended bool) {
	switch v := ast.Unparen(value).(type) {
	case *ast.CompositeLit:
		return v.Elts, true, false
	case *ast.CallExpr:
		if b, isBuiltin := m.info.Uses[identOf(v.Fun)].(*types.Builtin); !isBuiltin || b.Name() != "append" || len(v.Args) == 0 {
			return nil, false, false
		}
		if sel, isSel := ast.Unparen(v.Args[0]).(*ast.SelectorExpr); !isSel || sel.Sel.Name != FieldContent {
			return nil, false, false
		}
		if v.Ellipsis.IsValid() {
			return nil, false, true // append(res.Content, blocks...)
		}
		return v.Args[1:], true, true
	}
	return nil, false, false
}

// addBlocks adds blocks to s: the texts of the text blocks written in
// place, and OnlyText lost for any other block or a list out of sight.
func (s *ResultSite) addBlocks(m *Model, blocks []ast.Expr, inSight bool, lit *ast.CompositeLit) {
	if !s.Content {
		s.OnlyText = true // no block yet
	}
	if !inSight {
		s.Content, s.OnlyText = true, false
		return
	}
	for _, block := range blocks {
		s.Content = true
		text, isText := m.blockText(block)
		if !isText {
			s.OnlyText = false
			continue
		}
		s.Texts = append(s.Texts, TextBlock{Text: text, Literal: lit})
	}
}

// blockText returns the text of a text block written in place:
// mcp.TextContent{Text: …} (mcp-go, a value), &mcp.TextContent{Text: …}
// (go-sdk), or mcp-go's mcp.NewTextContent(…).
func (m *Model) blockText(block ast.Expr) (ast.Expr, bool) {
	switch b := stripAddr(block).(type) {
	case *ast.CompositeLit:
		if !m.vocab.IsTextContentType(m.info.TypeOf(b)) {
			return nil, false
		}
		for _, elt := range b.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if key, isIdent := kv.Key.(*ast.Ident); isIdent && key.Name == "Text" {
					return kv.Value, true
				}
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(m.info, b).(*types.Func)
		if fn != nil && m.vocab.IsSDKFunc(fn, "NewTextContent") && len(b.Args) == 1 {
			return b.Args[0], true
		}
	}
	return nil, false
}

// callSite answers for an SDK constructor (the vocabulary's table) and for
// the package's builders (and, by fact, other packages').
func (m *Model) callSite(call *ast.CallExpr, builders map[*types.Func]*BuilderSummary) ResultSite {
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	if fn == nil {
		return ResultSite{}
	}
	if c, ok := m.vocab.ResultConstructorOf(fn); ok {
		s := ResultSite{Known: true, Content: c.Text, Structured: c.Structured, IsError: c.IsError}
		if c.TextArg >= 0 && c.TextArg < len(call.Args) {
			s.Texts = []TextBlock{{Text: call.Args[c.TextArg], Constructor: call}}
			s.OnlyText = !c.OtherBlock
		}
		if c.Structured {
			st := Structure{Field: FieldStructured, Constructor: call}
			if c.PayloadArg >= 0 && c.PayloadArg < len(call.Args) {
				st.Value = call.Args[c.PayloadArg]
			}
			s.Structures = []Structure{st}
		}
		return s
	}
	if b := builders[fn.Origin()]; b != nil {
		return b.siteAt(fn, call)
	}
	return ResultSite{}
}

// localSite follows the local id to the assignments before at that give
// it a result, then applies the assignments to its fields in between.
func (m *Model) localSite(fn, at ast.Node, id *ast.Ident, builders map[*types.Func]*BuilderSummary) ResultSite {
	v, ok := m.info.Uses[id].(*types.Var)
	body := funcBody(fn)
	if !ok || body == nil || isPackageVar(v) {
		return ResultSite{}
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
			if assign, isAssign := n.(*ast.AssignStmt); isAssign && m.assignsField(assign, v) {
				fields = append(fields, n)
			}
		case *ast.ExprStmt:
			if m.setsErrorOf(n, v) {
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
		return ResultSite{} // a function of the project's own may fill it
	}
	s, from, ok := m.givenSites(fn, at, givens, v, builders)
	if !ok {
		return ResultSite{}
	}
	for _, n := range fields {
		if n.Pos() < from {
			continue
		}
		m.applyFieldAssignment(&s, n, v, m.reachOf(fn, n, at))
	}
	return s
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

// givenSites merges what the assignments of the local that reach at give
// it, from the last one that always runs: the success paths' sites, an
// error only when every path gives one. It returns where the assignments
// that count begin.
func (m *Model) givenSites(fn, at ast.Node, givens []ast.Node, v *types.Var, builders map[*types.Func]*BuilderSummary) (ResultSite, token.Pos, bool) {
	var merged siteMerge
	from := token.NoPos
	for i := len(givens) - 1; i >= 0; i-- {
		r := m.reachOf(fn, givens[i], at)
		if r == reachNone {
			continue
		}
		if s, isResult := m.givenValue(fn, givens[i], v, builders); isResult {
			merged.add(s)
		}
		if r == reachDefinite {
			from = givens[i].Pos()
			break
		}
	}
	if from == token.NoPos {
		return ResultSite{}, from, false // a path on which the local is not assigned here
	}
	s := merged.result()
	return s, from, s.Known
}

// givenValue is what one assignment gives the local v; false when it gives
// no result at all (var res *mcp.CallToolResult, res = nil): a nil result
// is no answer, and the paths that return one are not the ones asked about.
func (m *Model) givenValue(fn, n ast.Node, v *types.Var, builders map[*types.Func]*BuilderSummary) (ResultSite, bool) {
	lhs, rhs := assignmentSides(n)
	for i, l := range lhs {
		if m.info.ObjectOf(identOf(l)) != v {
			continue
		}
		switch {
		case len(rhs) == 0:
			return m.zeroSite(v) // var res mcp.CallToolResult
		case len(lhs) == len(rhs):
			if m.info.Types[rhs[i]].IsNil() {
				return ResultSite{}, false
			}
			return m.siteOf(fn, n, rhs[i], builders), true
		case len(rhs) == 1 && i == 0:
			return m.siteOf(fn, n, rhs[0], builders), true // res, err := mcp.NewToolResultJSON(v)
		}
	}
	return ResultSite{}, true
}

// zeroSite is the zero value of v: an empty result of a value type, and
// no result at all (nil) of a pointer.
func (m *Model) zeroSite(v *types.Var) (ResultSite, bool) {
	if _, isPtr := types.Unalias(v.Type()).(*types.Pointer); isPtr {
		return ResultSite{}, false
	}
	return ResultSite{Known: true}, m.vocab.IsResultType(v.Type())
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

// setsErrorOf reports whether stmt is go-sdk's v.SetError(err) on the
// result held by v.
func (m *Model) setsErrorOf(stmt *ast.ExprStmt, v *types.Var) bool {
	call, ok := ast.Unparen(stmt.X).(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || m.info.Uses[identOf(sel.X)] != v {
		return false
	}
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	return m.vocab.SetsError(fn)
}

// IsSetError reports whether call is go-sdk's res.SetError(err) on a
// result, and returns the result.
func (m *Model) IsSetError(call *ast.CallExpr) (ast.Expr, bool) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return nil, false
	}
	fn, _ := typeutil.Callee(m.info, call).(*types.Func)
	return sel.X, m.vocab.SetsError(fn)
}

// applyFieldAssignment applies n, an assignment to v's fields or a
// v.SetError(err), that runs on the paths r says.
func (m *Model) applyFieldAssignment(s *ResultSite, n ast.Node, v *types.Var, r reach) {
	if _, isSetError := n.(*ast.ExprStmt); isSetError {
		if r == reachDefinite {
			s.IsError = true
			if !s.Content {
				s.Content, s.OnlyText, s.Texts = true, false, nil // the error's text
				s.EmptyContent = false
			}
		}
		return
	}
	assign := n.(*ast.AssignStmt)
	for i, l := range assign.Lhs {
		sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
		if !ok || m.info.Uses[identOf(sel.X)] != v {
			continue
		}
		field, isField := m.ResultField(sel)
		if !isField {
			continue
		}
		var value ast.Expr // nil: a value out of sight
		if len(assign.Lhs) == len(assign.Rhs) {
			value = assign.Rhs[i]
		}
		switch r {
		case reachDefinite:
			s.setField(m, field, value, Structure{Assign: assign})
		case reachSome:
			s.mayFill(m, field, value, assign)
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

// siteMerge merges the sites of the paths to one point.
type siteMerge struct {
	any, unknown     bool
	success, failure ResultSite // merged over the success paths, the error paths
	anySuccess       bool
}

func (sm *siteMerge) add(s ResultSite) {
	sm.any = true
	if !s.Known {
		sm.unknown = true
		return
	}
	if s.IsError {
		sm.failure = mergeSites(sm.failure, s)
		sm.failure.IsError = true
		return
	}
	sm.success = mergeSites(sm.success, s)
	sm.anySuccess = true
}

// mergeSites merges the sites of two paths: what either carries (a, when
// it is not Known, is no path yet).
func mergeSites(a, b ResultSite) ResultSite {
	content := a.Content || b.Content
	return ResultSite{
		Known:        true,
		Content:      content,
		EmptyContent: !content && (a.EmptyContent || !a.Known) && b.EmptyContent,
		OnlyText:     content && (a.OnlyText || !a.Content) && (b.OnlyText || !b.Content),
		Texts:        append(append([]TextBlock(nil), a.Texts...), b.Texts...),
		Structured:   a.Structured || b.Structured,
		Structures:   append(append([]Structure(nil), a.Structures...), b.Structures...),
	}
}

func (sm *siteMerge) result() ResultSite {
	switch {
	case !sm.any || sm.unknown:
		return ResultSite{}
	case sm.anySuccess:
		return sm.success
	}
	return sm.failure
}
