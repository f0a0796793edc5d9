package textonly

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Summaries of the project's own functions, kept across packages as facts:
// functions that return JSON text (a toJSON(v) (string, error) helper). Text
// wrappers (a textResult(s string) *mcp.CallToolResult that puts its
// parameter in a text-only result) are the model's result builders. A
// handler that marshals and answers through both is reported at its own
// return; a helper that marshals and builds the result itself is reported
// there, once.

// jsonFuncFact marks a function that returns JSON text.
type jsonFuncFact struct {
	// Param is the index of the parameter it serialises, or -1 when it
	// serialises a value of its own.
	Param int
}

func (*jsonFuncFact) AFact() {}

func (f *jsonFuncFact) String() string { return fmt.Sprintf("jsontext(param %d)", f.Param) }

// maxRounds bounds the summaries' fixpoint: helpers call helpers.
const maxRounds = 4

// summarize finds this package's JSON text functions, after importing
// other packages' facts, and exports facts for its own exported ones.
func (c *checker) summarize() {
	for _, of := range c.pass.AllObjectFacts() {
		fn, ok := of.Object.(*types.Func)
		if !ok {
			continue
		}
		if f, isJSON := of.Fact.(*jsonFuncFact); isJSON {
			c.jsonFuncs[fn] = f
		}
	}
	for round := 0; round < maxRounds; round++ {
		learnt := false
		c.m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
			learnt = c.learn(decl) || learnt
		})
		if !learnt {
			break
		}
	}
	for fn, f := range c.jsonFuncs {
		if fn.Pkg() == c.pass.Pkg && fn.Exported() {
			c.pass.ExportObjectFact(fn, f)
		}
	}
}

// learn summarises decl, and reports whether it learnt something new.
func (c *checker) learn(decl *ast.FuncDecl) bool {
	fn, ok := c.m.Info().Defs[decl.Name].(*types.Func)
	if !ok || c.jsonFuncs[fn] != nil {
		return false
	}
	param, ok := c.returnsJSONText(decl, fn.Type().(*types.Signature))
	if ok {
		c.jsonFuncs[fn] = &jsonFuncFact{Param: param}
	}
	return ok
}

// returnsJSONText reports whether every return of decl gives JSON text (or
// an empty one beside an error) as its first string or []byte result, and
// which parameter it serialises.
func (c *checker) returnsJSONText(decl *ast.FuncDecl, sig *types.Signature) (int, bool) {
	k := textResultIndex(sig)
	if k < 0 {
		return -1, false
	}
	param, seen, all := -1, false, true
	c.m.ForReturns(decl.Body, func(ret *ast.ReturnStmt) {
		e, ok := resultAt(ret, sig, k)
		if !ok {
			all = false
			return
		}
		if tv := c.m.Info().Types[e]; tv.IsNil() || (tv.Value != nil && tv.Value.ExactString() == `""`) {
			return // "" or nil beside an error
		}
		t, isJSON := c.jsonTextOf(decl, e)
		if !isJSON {
			all = false
			return
		}
		p := c.paramIndex(sig, t.value)
		if seen && p != param {
			p = -1
		}
		param, seen = p, true
	})
	return param, all && seen
}

// resultAt returns the k-th result of ret, or false when ret gives its
// results by a call or a bare return (then only k == 0, a call, is given).
func resultAt(ret *ast.ReturnStmt, sig *types.Signature, k int) (ast.Expr, bool) {
	switch {
	case len(ret.Results) == sig.Results().Len():
		return ret.Results[k], true
	case len(ret.Results) == 1 && k == 0:
		return ret.Results[0], true // return json.Marshal(v)
	}
	return nil, false
}

// textResultIndex is the index of the first string or []byte result.
func textResultIndex(sig *types.Signature) int {
	for i := range sig.Results().Len() {
		if mcpmodel.IsTextType(sig.Results().At(i).Type()) {
			return i
		}
	}
	return -1
}

// paramIndex returns the index of the parameter e names, or -1.
func (c *checker) paramIndex(sig *types.Signature, e ast.Expr) int {
	id := identOf(e)
	if id == nil {
		return -1
	}
	obj := c.m.Info().Uses[id]
	for i := range sig.Params().Len() {
		if sig.Params().At(i) == obj {
			return i
		}
	}
	return -1
}
