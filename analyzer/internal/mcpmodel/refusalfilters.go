package mcpmodel

import (
	"go/ast"
	"go/types"
)

// Refusal filters: client wrappers (clientwrappers.go) and helpers that
// fetch a result and return its text (textfuncs.go), asked how they treat
// a refusal. A wrapper is one of:
//
//   - a filter: it hands on the received result, or its text, only where
//     IsError is known false, and an error, nil or nothing otherwise
//
//     res, err := c.s.CallTool(ctx, p)
//     if err != nil { return nil, err }
//     if res.IsError { return nil, errors.New(text(res)) }
//     return res, nil
//
//     What its callers get there was never refused: a refusalFilterFact
//     (mcpfilter) says so to callers in any package, and the flow marks
//     their values Filtered;
//   - a text helper that never reads IsError and hands on the text (the
//     joined text of the blocks, say): a refusal's message comes out as the
//     text, and its callers cannot check, since they never see the result.
//     Its textFuncFact is Unread (mcptext…unread), and the flow marks its
//     callers' texts Unread.
//
// Both are decided on the wrapper's own body, once, in its package; a
// wrapper that calls a filter and hands on what it gave is a filter too,
// so the summaries iterate.

// filtersResult reports whether e is a call of a filter that hands on a
// never-refused result.
func (m *Model) filtersResult(e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn := m.callee(call)
	if fn == nil {
		return false
	}
	f := m.filters[fn.Origin()]
	return f != nil && f.Result >= 0
}

// filtersText reports whether result index of fn is a never-refused text.
func (m *Model) filtersText(fn *types.Func, index int) bool {
	f := m.filters[fn.Origin()]
	return f != nil && f.Text == index
}

// summarizeRefusalFilters finds this package's refusal filters, then its
// text helpers that hand on refusals unread, and exports the filters of
// the exported functions (the text helpers' facts are exported after).
// The filters come first: a helper is unread only if what it got from a
// wrapper is known not to be filtered.
func (m *Model) summarizeRefusalFilters() {
	m.filters = m.importedFilters()
	var candidates []*ast.FuncDecl
	m.eachFuncDecl(func(fn *types.Func, decl *ast.FuncDecl) {
		if w := m.clientWrappers[fn]; w != nil && w.Result >= 0 || fetchesText(m.textFuncs[fn]) {
			candidates = append(candidates, decl)
		}
	})
	m.untilNothingLearnt(candidates, m.summarizeFilter)
	m.untilNothingLearnt(candidates, m.summarizeUnread)
	for fn, f := range m.filters {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, f)
		}
	}
}

// untilNothingLearnt asks learn about each declaration, round after round
// (wrappers call wrappers), until a round learns nothing. Only positive
// answers are kept, so that a wrapper asked before the wrapper it calls is
// asked again.
func (m *Model) untilNothingLearnt(decls []*ast.FuncDecl, learn func(fn *types.Func, decl *ast.FuncDecl) bool) {
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, decl := range decls {
			if fn, _ := m.info.Defs[decl.Name].(*types.Func); fn != nil {
				learnt = learn(fn, decl) || learnt
			}
		}
		if !learnt {
			break
		}
	}
}

func (m *Model) importedFilters() map[*types.Func]*refusalFilterFact {
	filters := make(map[*types.Func]*refusalFilterFact)
	for _, of := range m.pass.AllObjectFacts() {
		fn, ok := of.Object.(*types.Func)
		f, isFilter := of.Fact.(*refusalFilterFact)
		if ok && isFilter {
			filters[fn] = f
		}
	}
	return filters
}

// fetchesText reports whether tf is the summary of a helper that obtains
// a received result itself and returns its text.
func fetchesText(tf *textFuncFact) bool {
	return tf != nil && tf.Param < 0 && !tf.Recv && !tf.Own
}

// summarizeFilter records fn as a filter of its result or its text, and
// reports whether it learnt so.
func (m *Model) summarizeFilter(fn *types.Func, decl *ast.FuncDecl) bool {
	w, tf := m.clientWrappers[fn], m.textFuncs[fn]
	askResult := w != nil && w.Result >= 0 && !m.filtersAt(fn, w.Result, false)
	askText := fetchesText(tf) && !m.filtersAt(fn, tf.Result, true)
	if !askResult && !askText {
		return false // decided in an earlier round
	}
	flow := m.newFlow(decl)
	learnt := false
	if askResult && m.handsOnAccepted(decl, flow, w.Result, false) {
		m.filter(fn).Result = w.Result
		learnt = true
	}
	if askText && m.handsOnAccepted(decl, flow, tf.Result, true) {
		m.filter(fn).Text = tf.Result
		learnt = true
	}
	return learnt
}

// summarizeUnread marks fn's text summary unread when it hands on a
// refusal's text without reading IsError, and reports whether it learnt
// so.
func (m *Model) summarizeUnread(fn *types.Func, decl *ast.FuncDecl) bool {
	tf := m.textFuncs[fn]
	if !fetchesText(tf) || tf.Unread || m.filtersAt(fn, tf.Result, true) {
		return false
	}
	handOff := m.handsOnUnread(decl, m.newFlow(decl), tf.Result)
	if handOff == nil {
		return false
	}
	tf.Unread = true
	if m.unreadHandOffs == nil {
		m.unreadHandOffs = make(map[*types.Func]*unreadHandOff)
	}
	m.unreadHandOffs[fn] = handOff
	return true
}

// filtersAt reports whether fn is known to filter refusals at index (a
// text there when text is set, else the result).
func (m *Model) filtersAt(fn *types.Func, index int, text bool) bool {
	f := m.filters[fn]
	switch {
	case f == nil:
		return false
	case text:
		return f.Text == index
	}
	return f.Result == index
}

// filter returns fn's filter summary, made empty when new.
func (m *Model) filter(fn *types.Func) *refusalFilterFact {
	f := m.filters[fn]
	if f == nil {
		f = &refusalFilterFact{Result: noParam, Text: noParam}
		m.filters[fn] = f
	}
	return f
}

// handsOnAccepted reports whether every return of decl hands on, at index,
// either nothing received (nil, "", a message of its own) or a received
// result or text that is known accepted there: inside a branch where its
// IsError is false, or given by a filter. Its own results do not pass (one
// may be a refusal it built), and at least one return must hand on.
func (m *Model) handsOnAccepted(decl *ast.FuncDecl, flow *Flow, index int, text bool) bool {
	scopes := m.okPointsIn(decl)
	handsOn, ok := false, true
	m.eachReturned(decl, flow, index, func(ret *ast.ReturnStmt, v ast.Expr, src Source) {
		switch {
		case text && src.Kind != KindText && src.Kind != KindTextContent:
			return // not the text of a result: the wrapper's own words
		case !text && (v != nil && m.info.Types[v].IsNil() || src.Kind == KindNone && v != nil && !m.IsResult(v)):
			return
		}
		handsOn = true
		if src.Filtered {
			return
		}
		root := m.resultRoot(src)
		ok = ok && !src.Local && root != nil && scopes.Known(ret.Pos(), root)
	})
	return handsOn && ok
}

// handsOnUnread returns how decl, a text helper that fetched its result,
// hands a refusal's text on, when it never looks at a result's IsError,
// hands no result on, and every text it returns at index is a received
// result's or an unread helper's; nil otherwise.
func (m *Model) handsOnUnread(decl *ast.FuncDecl, flow *Flow, index int) *unreadHandOff {
	sig := m.info.Defs[decl.Name].Type().(*types.Signature)
	for i := 0; i < sig.Results().Len(); i++ {
		if m.holdsResult(sig.Results().At(i).Type()) {
			return nil // its caller can check the result
		}
	}
	if len(m.IsErrorChecks(decl.Body)) > 0 {
		return nil
	}
	handOff := &unreadHandOff{}
	handsOn, ok := false, true
	m.eachReturned(decl, flow, index, func(ret *ast.ReturnStmt, v ast.Expr, src Source) {
		if src.Kind != KindText && src.Kind != KindTextContent {
			return
		}
		handsOn = true
		ok = ok && !src.Filtered && !src.Local && (src.Unread || m.resultRoot(src) != nil)
		handOff.add(ret, v, src)
	})
	if !handsOn || !ok {
		return nil
	}
	return handOff
}

// resultRoot returns the variable holding the result src derives from, in
// the function analysed; nil when a helper obtained it.
func (m *Model) resultRoot(src Source) types.Object {
	if src.Result == nil {
		return nil
	}
	return m.RootVar(src.Result)
}

// eachReturned calls f with each return statement of decl (not of its
// closures), the expression it returns at index (nil when a call returns
// the whole tuple, or for a bare return) and that value's source.
func (m *Model) eachReturned(decl *ast.FuncDecl, flow *Flow, index int, f func(ret *ast.ReturnStmt, v ast.Expr, src Source)) {
	results := m.info.Defs[decl.Name].Type().(*types.Signature).Results()
	m.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a closure returns for itself
		case *ast.ReturnStmt:
			switch {
			case len(n.Results) == results.Len():
				f(n, n.Results[index], flow.Source(n.Results[index]))
			case len(n.Results) == 1: // return c.Call(ctx, name)
				f(n, nil, flow.tupleSource(n.Results[0], results.Len(), index))
			case len(n.Results) == 0 && results.At(index).Name() != "":
				f(n, nil, flow.varSource(results.At(index)))
			}
		}
		return true
	})
}

// tupleSource returns the source of value index of the n values of the
// call rhs: a result a client call or a wrapper gave, or what the flow
// knows of a text helper's.
func (f *Flow) tupleSource(rhs ast.Expr, n, index int) Source {
	src := f.tupleSources(rhs, n)[index]
	if call, ok := ast.Unparen(rhs).(*ast.CallExpr); ok && src.Kind == KindNone && f.m.receivesResult(call, f.m.clientWrappers) {
		if t, ok := f.m.info.TypeOf(call).(*types.Tuple); ok && index < t.Len() && f.m.vocab.IsResultType(t.At(index).Type()) {
			src = f.m.resultSource(nil, call)
		}
	}
	return src
}
