package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
	"sync"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Kind says what a value is, as far as tool results are concerned.
type Kind uint8

const (
	KindNone        Kind = iota
	KindResult           // a tool result
	KindContentList      // a result's Content slice
	KindContent          // one content block of a result
	KindTextContent      // a text content block of a result
	KindText             // the text of a result's content block (string or []byte)
	KindTextReader       // an io.Reader (or a bufio.Scanner) over such a text
	KindTextDecoder      // a JSON decoder reading such a text
	KindTextParts        // a strings.Builder or []string collecting such texts (textjoin.go)
	KindTextPieces       // the pieces of such a text: a split's slice or iterator (textlines.go)
)

// Source describes where a value comes from.
type Source struct {
	Kind Kind
	// Result is the tool-result expression the value derives from, in the
	// function being analysed; nil when a helper obtained the result itself.
	Result ast.Expr

	param int // index of the enclosing function's parameter it derives from, or noParam/recvParam/closureParam
	// assumed is set for values derived from a content-block parameter: a
	// helper's summary assumes the block is a result's, but the function
	// itself does not know where the block came from.
	assumed bool
	// Local is set for results this package built itself (see origin.go).
	Local bool
	// Refusable is set for an own result that may be an error result
	// (its builder can refuse), read in production code: onechannel still
	// asks for an IsError check (see ownResult).
	Refusable bool
	// Filtered is set for a result, or its text, that a refusal filter
	// handed on: it returns one only when IsError is false, so no refusal
	// reaches the value (refusalfilters.go).
	Filtered bool
	// Unread is set for a text a helper fetched and handed on without ever
	// reading the result's IsError: a refusal's message comes out as the
	// text (refusalfilters.go).
	Unread bool
	// unreadFrom is the helper that handed an Unread text on.
	unreadFrom *types.Func
	// Piece is set for a piece of the text rather than all of it: a line
	// a scanner or reader read, an element of a split (textlines.go). A
	// fix swapping the structured channel in for it would not fit.
	Piece bool
}

// Known reports whether the value is known to come from a tool result, as
// opposed to assumed from a content-block parameter of the function.
func (s Source) Known() bool { return s.Kind != KindNone && !s.assumed }

// Given reports whether the value derives from a result the function was
// given: a parameter, the receiver, or a parameter asserted to a result.
func (s Source) Given() bool {
	return s.Kind != KindNone && (s.param >= 0 || s.param == recvParam || s.param == closureParam)
}

const (
	noParam      = -1
	recvParam    = -2
	closureParam = -3 // a parameter of a function literal
)

// IsText reports whether the value is, or reads, a text of a tool result.
func (s Source) IsText() bool {
	return s.Kind == KindText || s.Kind == KindTextReader || s.Kind == KindTextDecoder
}

// fromResult reports whether the value is a result or part of one, short
// of its text (what a text helper may take as argument).
func (s Source) fromResult() bool {
	return s.Kind >= KindResult && s.Kind <= KindTextContent
}

// Flow tracks, within one function declaration (closures included), which
// local variables hold tool results and what they hold of them. It is
// flow-insensitive: a variable that is ever assigned a text is a text.
//
// It keeps three facets per variable, each with its own rules:
//   - the text facet (Source): results, their Content lists, content
//     blocks, texts, and readers and decoders over texts;
//   - the payload facet (Payload, payload.go): the structured channel,
//     payload bytes, readers and decoders over them and decoded values,
//     with the channel read and the read that made the data;
//   - the data facet (DataKind, resultdata.go): which part of the answer
//     (channel, content, payload) a value is.
//
// The payload and data facets read the text facet, so they are learnt after
// it is complete, and only when first asked for: most functions never are.
type Flow struct {
	m    *Model
	body *ast.BlockStmt
	vars map[types.Object]Source // the text facet, complete once FlowOf returns
	// holdsPaths is set once a field or element path (r.res, results[k]) is
	// given a value: until then no selector needs looking up by path.
	holdsPaths bool
	// params maps each named parameter of the declaration to its index, so
	// that a result asserted from one (res := v.(*mcp.CallToolResult)) is
	// known to be given to the function.
	params map[types.Object]int
	// ownByDefault is set in the tests of a server: every result there is
	// presumed to be the package's own (see isServerTest).
	ownByDefault bool
	// servesResponses is set in a method of an http.ResponseWriter wrapper:
	// a result it decodes is the response being served (servedresponses.go).
	servesResponses bool

	answerOnce sync.Once
	// literals holds the composite literal each variable was first
	// assigned, for loops ranging over it (see literals.go).
	literals map[*types.Var]*ast.CompositeLit

	payloadVars map[types.Object]Payload
	dataVars    map[types.Object]DataKind
}

// FlowOf returns the (cached) flow of a function declaration.
func (m *Model) FlowOf(decl *ast.FuncDecl) *Flow {
	m.mu.Lock()
	defer m.mu.Unlock()
	if f, ok := m.flows[decl]; ok {
		return f
	}
	f := m.newFlow(decl)
	m.flows[decl] = f
	return f
}

// maxRounds bounds the propagation fixpoint; chains of locals longer than
// this are rare, and the bound keeps the cost linear.
const maxRounds = 6

func (m *Model) newFlow(decl *ast.FuncDecl) *Flow {
	f := &Flow{
		m:            m,
		body:         decl.Body,
		vars:         make(map[types.Object]Source),
		params:       make(map[types.Object]int),
		literals:     make(map[*types.Var]*ast.CompositeLit),
		ownByDefault: m.isServerTest(decl.Pos()),
	}
	f.servesResponses = m.servesResponses(decl)
	f.seedParams(decl)
	m.FixpointTypes(f.body, textSteps, f.learnText)
	return f
}

// textSteps and answerSteps are the nodes learnText and the answer facets
// learn from (assignments, declarations, ranges, type switches, closures,
// calls): the flow's walks skip the rest.
var (
	textSteps   = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.RangeStmt)(nil), (*ast.TypeSwitchStmt)(nil), (*ast.FuncLit)(nil), (*ast.CallExpr)(nil)}
	answerSteps = []ast.Node{(*ast.AssignStmt)(nil), (*ast.ValueSpec)(nil), (*ast.RangeStmt)(nil), (*ast.CallExpr)(nil)}
)

// learnAnswers completes the payload and data facets, once; it may be
// called concurrently by checks sharing the flow.
func (f *Flow) learnAnswers() {
	f.answerOnce.Do(func() {
		f.payloadVars = make(map[types.Object]Payload)
		f.dataVars = make(map[types.Object]DataKind)
		// The two facets do not read each other, so one walk serves both
		// and each learns exactly what a walk of its own would.
		f.m.FixpointTypes(f.body, answerSteps, func(n ast.Node) bool {
			learnt := f.learnPayload(n)
			return f.learnData(n) || learnt
		})
	})
}

// targetVar returns the access path that lhs, or a decode target &lhs,
// names (a variable, r.res, results[k]) and the expression naming it; nil
// for the blank identifier and anything else.
func (m *Model) targetVar(lhs ast.Expr) (ast.Expr, *types.Var) {
	lhs = ast.Unparen(lhs)
	if u, ok := lhs.(*ast.UnaryExpr); ok && u.Op == token.AND {
		lhs = ast.Unparen(u.X) // json.Unmarshal(b, &v)
	}
	if id, ok := lhs.(*ast.Ident); ok && id.Name == "_" {
		return nil, nil
	}
	v, ok := m.PathOf(lhs).(*types.Var)
	if !ok {
		return nil, nil
	}
	return lhs, v
}

// seedParams records parameters that are results, content blocks or text
// contents, so that a helper's summary can say which parameter it reads.
func (f *Flow) seedParams(decl *ast.FuncDecl) {
	if decl.Recv != nil {
		for _, field := range decl.Recv.List {
			for _, name := range field.Names {
				f.seed(name, recvParam)
			}
		}
	}
	i := 0
	for _, field := range decl.Type.Params.List {
		if len(field.Names) == 0 {
			i++
			continue
		}
		for _, name := range field.Names {
			if obj := f.m.info.Defs[name]; obj != nil {
				f.params[obj] = i
			}
			f.seed(name, i)
			i++
		}
	}
}

func (f *Flow) seed(name *ast.Ident, param int) {
	obj := f.m.info.Defs[name]
	if obj == nil {
		return
	}
	t := obj.Type()
	var kind Kind
	switch {
	case f.m.vocab.IsResultType(t) || f.m.embedsResult(t):
		kind = KindResult
	case f.m.IsContentType(t):
		kind = KindContent
	case f.m.IsTextContentType(t):
		kind = KindTextContent
	case f.m.isContentSlice(t):
		kind = KindContentList
	default:
		if v, ok := obj.(*types.Var); ok && f.m.textParams[v] {
			// every call gives it a received result's text (textparams.go)
			f.vars[obj] = Source{Kind: KindText, param: param}
		}
		return
	}
	v, _ := obj.(*types.Var)
	f.vars[obj] = Source{Kind: kind, Result: name, param: param, assumed: kind != KindResult,
		Local: kind == KindResult && f.m.ownParams[v], Refusable: kind == KindResult && f.m.refusableParams[v]}
}

// seedClosureParams records the result parameters of a function literal.
func (f *Flow) seedClosureParams(lit *ast.FuncLit) bool {
	changed := false
	for _, field := range lit.Type.Params.List {
		for _, name := range field.Names {
			if obj := f.m.info.Defs[name]; obj != nil && f.vars[obj].Kind == KindNone {
				f.seed(name, closureParam)
				changed = changed || f.vars[obj].Kind != KindNone
			}
		}
	}
	return changed
}

func (m *Model) isContentSlice(t types.Type) bool {
	s, ok := types.Unalias(t).Underlying().(*types.Slice)
	return ok && m.IsContentType(s.Elem())
}

// embedsResult reports whether t is a struct (or pointer to one) that embeds
// a tool result, so that its promoted fields are the result's.
func (m *Model) embedsResult(t types.Type) bool {
	st, ok := deref(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := 0; i < st.NumFields(); i++ {
		if fld := st.Field(i); fld.Embedded() && m.vocab.IsResultType(fld.Type()) {
			return true
		}
	}
	return false
}

// learnText records what n teaches the text facet.
func (f *Flow) learnText(n ast.Node) bool {
	if lhs, rhs, ok := Assignment(n); ok {
		return f.assign(lhs, rhs)
	}
	switch n := n.(type) {
	case *ast.RangeStmt:
		if n.Value != nil && f.Source(n.X).Kind == KindContentList {
			return f.set(n.Value, f.Source(n.X), KindContent)
		}
		if n.Value != nil && f.ownElements(n.X) {
			return f.set(n.Value, Source{param: noParam, Local: true}, KindResult)
		}
		if f.rangePieces(n) {
			return true
		}
		if n.Value != nil {
			return f.setRangeFields(n.Value, n.X)
		}
	case *ast.TypeSwitchStmt:
		return f.typeSwitch(n)
	case *ast.FuncLit:
		return f.seedClosureParams(n)
	case *ast.CallExpr:
		return f.learnTextWrite(n) || f.learnServedDecode(n) // textjoin.go, servedresponses.go
	}
	return false
}

func (f *Flow) assign(lhs, rhs []ast.Expr) bool {
	changed := false
	if len(lhs) == len(rhs) {
		for i := range lhs {
			src := f.Source(rhs[i])
			changed = f.set(lhs[i], src, src.Kind) || changed
			changed = f.setFields(lhs[i], rhs[i]) || changed
		}
		return changed
	}
	if len(rhs) != 1 {
		return false
	}
	for i, src := range f.tupleSources(rhs[0], len(lhs)) {
		if src.Kind == KindNone && f.m.isResultValue(f.m.info.TypeOf(lhs[i])) {
			// res, err := call(…): a result whose origin is the call.
			src = f.m.resultSource(nil, rhs[0])
		}
		changed = f.set(lhs[i], src, src.Kind) || changed
	}
	return changed
}

// set records that the access path lhs holds a value of kind derived from
// src.
func (f *Flow) set(lhs ast.Expr, src Source, kind Kind) bool {
	if kind == KindNone {
		return false
	}
	target, path := f.m.targetVar(lhs)
	if path == nil {
		return false
	}
	src.Kind = kind
	if kind == KindResult {
		src.Result = target // name the result by its path, not its initialiser
	}
	return f.record(path, src)
}

// record keeps what path holds; as everywhere in the flow, the first value
// a path is given is the one kept.
func (f *Flow) record(path *types.Var, src Source) bool {
	if _, known := f.vars[path]; known {
		return false
	}
	f.vars[path] = src
	f.holdsPaths = f.holdsPaths || f.m.paths.isInterned(path)
	return true
}

// assertedParam recognises a result asserted from a parameter of another
// type (func check(t *testing.T, v any) { res := v.(*mcp.CallToolResult) }):
// a result the function was given.
func (f *Flow) assertedParam(e *ast.TypeAssertExpr) Source {
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok || e.Type == nil || !f.m.IsResultType(f.m.info.TypeOf(e.Type)) {
		return Source{}
	}
	param, ok := f.params[f.m.info.Uses[id]]
	if !ok {
		return Source{}
	}
	v, _ := f.m.info.Uses[id].(*types.Var)
	return Source{Kind: KindResult, Result: e, param: param, Local: f.m.ownParams[v], Refusable: f.m.refusableParams[v]}
}

// ownElements reports whether x is a slice or map literal whose elements
// are all results the package built itself:
// for name, res := range map[string]*mcp.CallToolResult{"a": a, "b": b}.
func (f *Flow) ownElements(x ast.Expr) bool {
	lit, ok := ast.Unparen(x).(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			elt = kv.Value
		}
		if src := f.Source(elt); src.Kind != KindResult || !src.Local {
			return false
		}
	}
	return true
}

// typeSwitch handles switch v := content.(type) { case *mcp.TextContent: … }.
func (f *Flow) typeSwitch(sw *ast.TypeSwitchStmt) bool {
	assign, ok := sw.Assign.(*ast.AssignStmt)
	if !ok || len(assign.Rhs) != 1 {
		return false
	}
	ta, ok := ast.Unparen(assign.Rhs[0]).(*ast.TypeAssertExpr)
	if !ok {
		return false
	}
	src := f.Source(ta.X)
	if src.Kind != KindContent {
		return false
	}
	changed := false
	for _, stmt := range sw.Body.List {
		clause := stmt.(*ast.CaseClause)
		if len(clause.List) != 1 || !f.m.IsTextContentType(f.m.info.TypeOf(clause.List[0])) {
			continue
		}
		if obj, ok := f.m.info.Implicits[clause].(*types.Var); ok {
			if _, known := f.vars[obj]; !known {
				src.Kind = KindTextContent
				f.vars[obj] = src
				changed = true
			}
		}
	}
	return changed
}

// varSource says where the values of the local variable obj come from.
func (f *Flow) varSource(obj types.Object) Source { return f.presume(f.vars[obj]) }

// Own reports whether the result held by obj is the code's own: built
// here, or presumed to be (a server's tests, a helper only ever given own
// results).
func (f *Flow) Own(obj types.Object) bool { return f.ownByDefault || f.vars[obj].Local }

// Refusable reports whether the result held by obj, though the code's own,
// may be an error result that production code must check (see ownResult).
func (f *Flow) Refusable(obj types.Object) bool { return !f.ownByDefault && f.vars[obj].Refusable }

// Filtered reports whether the result held by obj was handed on by a
// refusal filter, so that no refusal reaches it (refusalfilters.go).
func (f *Flow) Filtered(obj types.Object) bool { return f.vars[obj].Filtered }

// resultSource is the source of a result obtained from e (a call, a
// literal), named by name.
func (m *Model) resultSource(name, e ast.Expr) Source {
	own, refusable := m.ownResult(e)
	return Source{Kind: KindResult, Result: name, param: noParam, Local: own, Refusable: refusable, Filtered: m.filtersResult(e)}
}

// Source says where the value of e comes from.
func (f *Flow) Source(e ast.Expr) Source {
	if src := f.source(e); src.Kind != KindNone {
		return f.presume(src)
	}
	if src := f.joinedText(e); src.Kind != KindNone { // textjoin.go
		return f.presume(src)
	}
	if f.m.isResultValue(f.m.info.TypeOf(e)) {
		return f.presume(f.m.resultSource(e, e))
	}
	return Source{}
}

// presume marks src as the code's own where every result is presumed to be.
func (f *Flow) presume(src Source) Source {
	if f.ownByDefault && src.Kind != KindNone {
		src.Local = true
	}
	return src
}

func (f *Flow) source(e ast.Expr) Source {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return f.Source(e.X)
	case *ast.Ident:
		if obj := f.m.info.ObjectOf(e); obj != nil {
			return f.vars[obj]
		}
	case *ast.SelectorExpr:
		if src, ok := f.pathSource(e); ok {
			return src
		}
		return f.selectorSource(e)
	case *ast.IndexExpr:
		if src, ok := f.pathSource(e); ok {
			return src
		}
		if x := f.Source(e.X); x.Kind == KindContentList {
			return x.as(KindContent)
		} else if x.Kind == KindTextPieces {
			return x.as(KindText) // lines[0] of strings.Split(text, "\n")
		}
	case *ast.SliceExpr:
		if x := f.Source(e.X); x.Kind == KindContentList || x.Kind == KindText {
			return x
		}
	case *ast.TypeAssertExpr:
		if x := f.Source(e.X); x.Kind == KindContent && e.Type != nil && f.m.IsTextContentType(f.m.info.TypeOf(e.Type)) {
			return x.as(KindTextContent)
		}
		return f.assertedParam(e)
	case *ast.StarExpr:
		if x := f.Source(e.X); x.Kind == KindTextContent {
			return x
		}
	case *ast.UnaryExpr:
		if x := f.Source(e.X); x.Kind == KindTextContent {
			return x
		}
		return f.wrappedSource(e) // &Reply{CallToolResult: res}
	case *ast.CallExpr:
		return f.callSource(e)
	case *ast.CompositeLit:
		return f.wrappedSource(e) // replywrappers.go
	}
	return Source{}
}

// pathSource returns what the access path e (r.res, results[k]) was
// given in this function, if anything. A result there is named by e, the
// expression that reads it, whatever expression gave it.
func (f *Flow) pathSource(e ast.Expr) (Source, bool) {
	if !f.holdsPaths {
		return Source{}, false
	}
	path, ok := f.m.PathOf(e).(*types.Var)
	if !ok {
		return Source{}, false
	}
	src, known := f.vars[path]
	if known && src.Kind == KindResult {
		src.Result = e
	}
	return src, known
}

func (s Source) as(kind Kind) Source {
	s.Kind = kind
	return s
}

func (f *Flow) selectorSource(sel *ast.SelectorExpr) Source {
	if field, ok := f.m.ResultField(sel); ok {
		if field != FieldContent {
			return Source{}
		}
		res := f.Source(sel.X)
		if res.Kind != KindResult {
			res = Source{Result: sel.X, param: noParam}
		}
		return res.as(KindContentList)
	}
	if sel.Sel.Name == "Text" {
		x := f.Source(sel.X)
		if x.Kind == KindTextContent || x.Kind == KindContent && f.isField(sel) {
			// a content block that is itself a struct (a configured
			// result type's wire shape, one struct for every kind of
			// block) holds its text in a Text field
			return x.as(KindText)
		}
	}
	return Source{}
}

// isField reports whether sel selects a struct field.
func (f *Flow) isField(sel *ast.SelectorExpr) bool {
	selection, ok := f.m.info.Selections[sel]
	return ok && selection.Kind() == types.FieldVal
}

func (f *Flow) callSource(call *ast.CallExpr) Source {
	if tv, ok := f.m.info.Types[call.Fun]; ok && tv.IsType() {
		if len(call.Args) == 1 {
			if x := f.Source(call.Args[0]); x.Kind == KindText {
				return x // []byte(text), string(b), json.RawMessage(text)
			}
		}
		return Source{}
	}
	fn, _ := typeutil.Callee(f.m.info, call).(*types.Func)
	if fn == nil {
		return Source{}
	}
	if srcs := f.callResults(call, fn, 1); srcs != nil {
		return srcs[0]
	}
	return Source{}
}

// tupleSources returns the sources of the n values of a multi-valued rhs.
func (f *Flow) tupleSources(rhs ast.Expr, n int) []Source {
	srcs := make([]Source, n)
	switch rhs := ast.Unparen(rhs).(type) {
	case *ast.TypeAssertExpr: // tc, ok := c.(*mcp.TextContent)
		srcs[0] = f.Source(rhs)
	case *ast.CallExpr:
		if fn, _ := typeutil.Callee(f.m.info, rhs).(*types.Func); fn != nil {
			if got := f.callResults(rhs, fn, n); got != nil {
				return got
			}
		}
	}
	return srcs
}

// callResults returns the sources of the n results of a call to fn, or nil
// when none of them is tool-result data.
func (f *Flow) callResults(call *ast.CallExpr, fn *types.Func, n int) []Source {
	arg := func(i int) Source {
		if i < len(call.Args) {
			return f.Source(call.Args[i])
		}
		return Source{}
	}
	one := func(s Source) []Source {
		if s.Kind == KindNone {
			return nil
		}
		srcs := make([]Source, n)
		srcs[0] = s
		return srcs
	}
	switch {
	case f.m.vocab.IsSDKFunc(fn, "AsTextContent"):
		if a := arg(0); a.Kind == KindContent {
			return one(a.as(KindTextContent))
		}
		return nil
	case f.m.vocab.IsSDKFunc(fn, "GetTextFromContent"):
		if a := arg(0); a.Kind == KindContent || a.Kind == KindTextContent {
			return one(a.as(KindText))
		}
		return nil
	case knowledge.IsTextTransform(fn):
		if a := arg(0); a.Kind == KindText {
			return one(a)
		}
		return nil
	case knowledge.IsTextReader(fn):
		if a := arg(0); a.Kind == KindText {
			return one(a.as(KindTextReader))
		}
		return nil
	case knowledge.IsJSONFunc(fn, "NewDecoder"):
		if a := arg(0); a.Kind == KindTextReader {
			return one(a.as(KindTextDecoder))
		}
		return nil
	}
	if srcs := f.pieceResults(call, fn, n); srcs != nil { // textlines.go
		return srcs
	}
	return f.helperResults(call, fn, n)
}

// helperResults applies a text helper's summary (same package or fact).
func (f *Flow) helperResults(call *ast.CallExpr, fn *types.Func, n int) []Source {
	tf := f.m.textFunc(fn)
	if tf == nil || tf.Result >= n {
		return nil
	}
	var text Source
	switch {
	case tf.Recv:
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return nil
		}
		text = f.Source(sel.X)
	case tf.Param >= 0:
		if tf.Param >= len(call.Args) {
			return nil
		}
		text = f.Source(call.Args[tf.Param])
	default:
		text = Source{param: noParam}
	}
	if tf.Recv || tf.Param >= 0 {
		if !text.fromResult() {
			return nil
		}
	}
	kind := KindText
	if tf.Block {
		kind = KindTextContent
	}
	srcs := make([]Source, n)
	srcs[tf.Result] = text.as(kind)
	if !tf.Recv && tf.Param < 0 {
		srcs[tf.Result].assumed = false // the helper fetched the result itself
		srcs[tf.Result].Local = tf.Own
		srcs[tf.Result].Filtered = f.m.filtersText(fn, tf.Result)
		srcs[tf.Result].Unread = tf.Unread
		if tf.Unread {
			srcs[tf.Result].unreadFrom = fn.Origin()
		}
	}
	return srcs
}
