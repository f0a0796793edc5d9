package mcpmodel

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"
)

// Builders: the package's functions that return a result they build (a
// server's textResult(s string) *mcp.CallToolResult, okResult(v any)),
// summarised by what their result carries when they succeed, so that a
// call of one is a result site of its own (see callSite). A text or a
// payload that is one of the builder's parameters is its caller's argument
// there: textResult(string(b)) carries the caller's string(b) as its text.
// Imported builders come from facts; exported ones get a fact.

// BuilderSummary is what the result of a builder carries when it succeeds
// (the fields of ResultSite), with its texts and payload as parameters.
// A text that is a parameter trimmed of white space (strings.TrimSpace(s))
// counts as that parameter.
type BuilderSummary struct {
	Content, OnlyText, Structured, IsError bool
	// TextParams are the parameters that are the texts of its text
	// blocks, when every success return agrees on them (nil otherwise).
	TextParams []int
	// PayloadParam is the parameter that is its structured payload when
	// every success return with a payload agrees on it, or -1.
	PayloadParam int
}

// siteAt is the site of a call of the builder fn.
func (b *BuilderSummary) siteAt(fn *types.Func, call *ast.CallExpr) ResultSite {
	s := ResultSite{Known: true, Content: b.Content, OnlyText: b.OnlyText, Structured: b.Structured, IsError: b.IsError}
	sig := fn.Type().(*types.Signature)
	for _, p := range b.TextParams {
		if p >= len(call.Args) || sig.Variadic() && p >= sig.Params().Len()-1 {
			s.OnlyText, s.Texts = false, nil
			break
		}
		s.Texts = append(s.Texts, TextBlock{Text: call.Args[p], Builder: fn})
	}
	if b.OnlyText && len(s.Texts) == 0 {
		s.OnlyText = false // texts the builder writes itself
	}
	if b.Structured {
		st := Structure{Field: FieldStructured, Builder: fn}
		if p := b.PayloadParam; p >= 0 && p < len(call.Args) {
			st.Value = call.Args[p]
		}
		s.Structures = []Structure{st}
	}
	return s
}

// ResultBuilder says what the result of fn, a builder of this package or
// (by fact) of another one, carries when it succeeds; false when fn builds
// no result. A builder whose TextParams are set and OnlyText is a text
// wrapper: its callers' arguments are its texts.
func (m *Model) ResultBuilder(fn *types.Func) (BuilderSummary, bool) {
	b := m.siteBuilders[fn.Origin()]
	if b == nil {
		return BuilderSummary{}, false
	}
	return *b, true
}

// summarizeResultBuilders summarises the package's functions that return a
// result they build (see BuilderSummary).
func (m *Model) summarizeResultBuilders() map[*types.Func]*BuilderSummary {
	builders := make(map[*types.Func]*BuilderSummary)
	for _, of := range m.pass.AllObjectFacts() {
		if fact, ok := of.Fact.(*resultSiteFact); ok {
			if fn, isFunc := of.Object.(*types.Func); isFunc {
				b := fact.Summary
				builders[fn] = &b
			}
		}
	}
	for round := 0; round < maxRounds; round++ {
		if !m.summarizeBuildersOnce(builders) {
			break // builders call builders: stop when a round learns nothing
		}
	}
	for fn, b := range builders {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, &resultSiteFact{Summary: *b})
		}
	}
	return builders
}

func (m *Model) summarizeBuildersOnce(builders map[*types.Func]*BuilderSummary) bool {
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
		b, known := m.summarizeBuilder(decl, fn, k, builders)
		if known && (builders[fn] == nil || !b.equal(builders[fn])) {
			builders[fn] = &b
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

// summarizeBuilder merges what decl's returns give as its k-th result; a
// nil result (return nil, err) is no answer. The texts and the payload
// are kept as parameters when every success return agrees on them.
func (m *Model) summarizeBuilder(decl *ast.FuncDecl, fn *types.Func, k int, builders map[*types.Func]*BuilderSummary) (BuilderSummary, bool) {
	var merged siteMerge
	params := fn.Type().(*types.Signature).Params()
	var (
		texts, payload          []int
		textsAgree, payloadOnce = true, true
		seenText, seenPayload   bool
	)
	m.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(n.Results) <= k {
				merged.add(ResultSite{}) // a bare return, or a call giving all results
				return false
			}
			if m.info.Types[n.Results[k]].IsNil() {
				return true
			}
			s := m.siteOf(decl, n, n.Results[k], builders)
			merged.add(s)
			if !s.Known || s.IsError {
				return true
			}
			t := m.textParamIndexes(params, textsOf(s))
			if !s.OnlyText || len(t) != len(s.Texts) {
				t = nil
			}
			textsAgree = textsAgree && (!seenText || equalInts(t, texts))
			texts, seenText = t, true
			if s.Structured {
				payloads := s.Payloads()
				p := m.paramIndexes(params, payloads)
				payloadOnce = payloadOnce && len(p) == 1 && len(payloads) == 1 && (!seenPayload || equalInts(p, payload))
				payload, seenPayload = p, true
			}
		}
		return true
	})
	s := merged.result()
	if !s.Known {
		return BuilderSummary{}, false
	}
	b := BuilderSummary{Content: s.Content, OnlyText: s.OnlyText, Structured: s.Structured, IsError: s.IsError, PayloadParam: -1}
	if textsAgree && !s.IsError {
		b.TextParams = texts
	}
	if payloadOnce && seenPayload && !s.IsError {
		b.PayloadParam = payload[0]
	}
	return b, true
}

func textsOf(s ResultSite) []ast.Expr {
	var out []ast.Expr
	for _, t := range s.Texts {
		out = append(out, t.Text)
	}
	return out
}

// paramIndexes returns the parameter indexes that exprs name (through
// conversions such as string(s)), skipping those that name none.
func (m *Model) paramIndexes(params *types.Tuple, exprs []ast.Expr) []int {
	var out []int
	for _, e := range exprs {
		obj := m.info.Uses[identOf(unconvert(m.info, e))]
		for i := range params.Len() {
			if params.At(i) == obj {
				out = append(out, i)
			}
		}
	}
	return out
}

// textParamIndexes is paramIndexes for texts, which may reach the text
// through a trim of white space too (see IsWhitespaceTrim): a builder
// that puts strings.TrimSpace(s) in its text block carries its caller's
// argument as its text, JSON still JSON.
func (m *Model) textParamIndexes(params *types.Tuple, texts []ast.Expr) []int {
	var out []int
	for _, text := range texts {
		out = append(out, m.paramIndexes(params, []ast.Expr{m.untrimmed(text)})...)
	}
	return out
}

// untrimmed strips conversions and trims of white space around a text.
func (m *Model) untrimmed(e ast.Expr) ast.Expr {
	for {
		e = unconvert(m.info, e)
		call, ok := e.(*ast.CallExpr)
		if !ok || !IsWhitespaceTrim(m.info, call) {
			return e
		}
		e = call.Args[0]
	}
}

// unconvert strips type conversions and &: string(s) is s.
func unconvert(info *types.Info, e ast.Expr) ast.Expr {
	for {
		e = stripAddr(e)
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return e
		}
		if tv, isType := info.Types[call.Fun]; !isType || !tv.IsType() {
			return e
		}
		e = call.Args[0]
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (b *BuilderSummary) equal(o *BuilderSummary) bool {
	return b.Content == o.Content && b.OnlyText == o.OnlyText && b.Structured == o.Structured &&
		b.IsError == o.IsError && b.PayloadParam == o.PayloadParam && equalInts(b.TextParams, o.TextParams)
}

// resultSiteFact carries an exported builder's summary (see
// summarizeResultBuilders) to the packages that call it.
type resultSiteFact struct{ Summary BuilderSummary }

func (*resultSiteFact) AFact() {}

func (fact *resultSiteFact) String() string {
	f := fact.Summary
	var parts []string
	switch {
	case len(f.TextParams) > 0 && f.OnlyText:
		parts = append(parts, fmt.Sprintf("text(param %s)", joinInts(f.TextParams)))
	case f.Content:
		parts = append(parts, "text")
	}
	switch {
	case f.Structured && f.PayloadParam >= 0:
		parts = append(parts, fmt.Sprintf("structured(param %d)", f.PayloadParam))
	case f.Structured:
		parts = append(parts, "structured")
	}
	if f.IsError {
		parts = append(parts, "iserror")
	}
	return "mcpresultsite(" + strings.Join(parts, ", ") + ")"
}

func joinInts(xs []int) string {
	var parts []string
	for _, x := range xs {
		parts = append(parts, fmt.Sprint(x))
	}
	return strings.Join(parts, " ")
}
