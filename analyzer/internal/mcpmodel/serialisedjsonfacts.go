package mcpmodel

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Functions of the module's own that return JSON they serialised, as the
// first string or []byte result (toJSON(v any) (string, error), a
// gatherViolations that ends in json.MarshalIndent(report, "", "  "), a
// pretty(b []byte) string that indents the JSON it is given), found at any
// depth (helpers call helpers) and kept across packages as facts, in MCP
// packages and in the module's others alike (a JSON helper package
// imports no SDK).

// serialisedJSONFact marks a function that returns JSON it serialised on
// some path.
type serialisedJSONFact struct {
	// Every is set when every return that gives a text gives that JSON
	// (returns of nil or "" beside an error aside).
	Every bool
	// Standard is set when encoding/json serialised it on every path where
	// it is JSON.
	Standard bool
	// Param is the index of the parameter it serialises, or -1 when it
	// serialises a value of its own.
	Param int
	// Through is the index of the parameter whose JSON it returns,
	// formatted anew (json.Indent), or -1: the call returns JSON only
	// when its argument holds some.
	Through int
}

func (*serialisedJSONFact) AFact() {}

func (f *serialisedJSONFact) String() string {
	name := "serialisedjson"
	if f.Every {
		name += "every"
	}
	return fmt.Sprintf("%s(param %d, through %d)", name, f.Param, f.Through)
}

// summarizeSerialisedJSON finds the package's functions that return
// serialised JSON, after importing other packages' facts, and exports
// facts for its exported ones. A package that imports no encoder and no
// such function has none.
func (m *Model) summarizeSerialisedJSON() map[*types.Func]*serialisedJSONFact {
	funcs := make(map[*types.Func]*serialisedJSONFact)
	for _, of := range m.pass.AllObjectFacts() {
		if fn, ok := of.Object.(*types.Func); ok {
			if f, isJSON := of.Fact.(*serialisedJSONFact); isJSON {
				funcs[fn] = f
			}
		}
	}
	if len(funcs) == 0 && !m.importsJSONEncoder() {
		return funcs
	}
	m.serialisedFuncs = funcs
	candidates := m.textFuncCalls()
	for round := 0; round < maxRounds; round++ {
		changed := false
		for _, c := range candidates {
			if m.callsSerialiser(c.calls) {
				changed = m.learnSerialisedJSON(c.decl) || changed
			}
		}
		if !changed {
			break // helpers call helpers: stop when a round learns nothing
		}
	}
	for fn, f := range funcs {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, f)
		}
	}
	return funcs
}

// textFuncCalls returns the calls of the package's functions that have a
// string or []byte result: the functions that may return serialised JSON.
func (m *Model) textFuncCalls() []funcCalls {
	var out []funcCalls
	for _, fc := range m.declCalls() {
		if fn, ok := m.info.Defs[fc.decl.Name].(*types.Func); ok && textResultIndex(fn.Type().(*types.Signature)) >= 0 {
			out = append(out, fc)
		}
	}
	return out
}

// callsSerialiser reports whether one of calls serialises JSON, rewrites
// it or is a function known to return some: a body without one returns
// none (a summary is worth reading only there).
func (m *Model) callsSerialiser(calls []declCall) bool {
	for _, c := range calls {
		if c.fn == nil || c.fn.Pkg() == nil {
			continue // a builtin, or error's Error
		}
		if path := c.fn.Pkg().Path(); m.serialisedFuncs[c.fn.Origin()] != nil || knowledge.IsJSONEncoderPackage(path) || knowledge.IsJSONPackage(path) {
			return true
		}
	}
	return false
}

// importsJSONEncoder reports whether the package imports a package the
// knowledge layer knows a JSON encoder, rewriter or pretty-printer of.
func (m *Model) importsJSONEncoder() bool {
	for _, imp := range m.pass.Pkg.Imports() {
		if knowledge.IsJSONEncoderPackage(imp.Path()) {
			return true
		}
	}
	return false
}

// learnSerialisedJSON summarises decl, and reports whether its summary
// changed.
func (m *Model) learnSerialisedJSON(decl *ast.FuncDecl) bool {
	fn, ok := m.info.Defs[decl.Name].(*types.Func)
	if !ok {
		return false
	}
	f, ok := m.returnsSerialisedJSON(decl, fn.Type().(*types.Signature))
	old := m.serialisedFuncs[fn]
	switch {
	case !ok && old == nil:
		return false
	case !ok:
		delete(m.serialisedFuncs, fn)
	case old != nil && *old == *f:
		return false
	default:
		m.serialisedFuncs[fn] = f
	}
	return true
}

// returnsSerialisedJSON summarises decl's returns of its first string or
// []byte result: JSON on some of them, and which parameter it serialises
// or hands on. Returns of nil or "" (beside an error) are set aside.
func (m *Model) returnsSerialisedJSON(decl *ast.FuncDecl, sig *types.Signature) (*serialisedJSONFact, bool) {
	k := textResultIndex(sig)
	if k < 0 {
		return nil, false
	}
	r := m.newJSONReader(decl, sig)
	var got jsonOf
	seen := false
	m.ForReturns(decl.Body, func(ret *ast.ReturnStmt) {
		e, ok := ResultAt(ret, sig, k)
		var one jsonOf
		switch {
		case !ok:
			one = notJSON
		case isEmptyText(m.info, e):
			return
		default:
			one = r.eval(e, 0)
		}
		if !seen {
			got, seen = one, true
			return
		}
		got = r.merge(got, one)
	})
	if !seen || !got.some {
		return nil, false
	}
	f := &serialisedJSONFact{Every: got.every, Standard: got.std, Param: -1, Through: got.through}
	if got.through < 0 {
		f.Param = r.paramIndex(paramVar(m.info, got.value))
	}
	return f, true
}

// isEmptyText reports whether e is nil or "".
func isEmptyText(info *types.Info, e ast.Expr) bool {
	tv := info.Types[e]
	return tv.IsNil() || (tv.Value != nil && tv.Value.ExactString() == `""`)
}

// paramVar returns the variable e names, or nil.
func paramVar(info *types.Info, e ast.Expr) *types.Var {
	if e == nil {
		return nil
	}
	v, _ := info.Uses[identOf(e)].(*types.Var)
	return v
}

// ResultAt returns the k-th result of ret in a function of signature sig,
// or false when ret gives its results by a call or a bare return (then
// only k == 0, the call, is given: return json.Marshal(v)).
func ResultAt(ret *ast.ReturnStmt, sig *types.Signature, k int) (ast.Expr, bool) {
	switch {
	case len(ret.Results) == sig.Results().Len():
		return ret.Results[k], true
	case len(ret.Results) == 1 && k == 0:
		return ret.Results[0], true
	}
	return nil, false
}

// textResultIndex is the index of the first string or []byte result.
func textResultIndex(sig *types.Signature) int {
	for i := range sig.Results().Len() {
		if IsTextType(sig.Results().At(i).Type()) {
			return i
		}
	}
	return -1
}
