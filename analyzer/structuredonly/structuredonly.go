package structuredonly

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report a success result with structured content and no text block

A tool result that carries structuredContent should also carry its JSON as
a text block: clients, gateways and agent frameworks that read only content
see an empty answer otherwise. The SDKs' constructors add the text
themselves (mcp-go NewToolResultStructuredOnly, NewToolResultStructured,
NewToolResultJSON; a go-sdk typed handler returning Out with Content nil);
a result built by hand does not. Add the JSON as a text block. Error
results and results with any content block are not reported. Suppress with
//nolint:structuredonly or //lint:ignore structuredonly reason.`

// New returns the structuredonly analyzer, reading the shared model from
// model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	return lint.NewCheck("structuredonly", Doc, model, run)
}

// checker holds one package's pass and model.
type checker struct {
	pass *analysis.Pass
	m    *mcpmodel.Model
}

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	c := &checker{pass: pass, m: m}
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		// A test's fake server, or a fixture server that breaks the
		// contract on purpose, answers its own tests.
		if m.IsFixtureCode(decl) {
			return
		}
		c.checkFunc(file, decl, decl)
		m.Inspect(decl.Body, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				c.checkFunc(file, decl, lit)
			}
			return true
		})
	})
}

// findingKind says why a return's client receives no text block.
type findingKind int

const (
	// builtStructured: the code set structured content on a result without
	// content, and the SDK sends it as it is.
	builtStructured findingKind = iota + 1
	// emptyContentOut: a go-sdk typed handler gives Out, which the SDK
	// sends as structured content, beside a Content given an empty list,
	// which the SDK fills only when it is nil.
	emptyContentOut
)

// finding is one return of a result with structured content and no text.
type finding struct {
	kind   findingKind
	ret    *ast.ReturnStmt
	result ast.Expr // the returned result
	site   mcpmodel.ResultSite
	shape  outShape   // what the SDK does with the function's Out
	out    types.Type // emptyContentOut: the type of the Out given
}

// checkFunc reports fn (decl itself, or a closure in it) once, at its
// first return of a success result with structured content and no text
// block.
func (c *checker) checkFunc(file *ast.File, decl *ast.FuncDecl, fn ast.Node) {
	sig := c.m.FuncSignature(fn)
	if sig == nil {
		return
	}
	k := c.m.ResultIndex(sig)
	if k < 0 {
		return
	}
	shape := c.outShapeOf(fn, sig, k)
	var finds []finding
	c.m.ForReturns(mcpmodel.FuncBody(fn), func(ret *ast.ReturnStmt) {
		if f, ok := c.structuredOnly(fn, sig, shape, ret, k); ok {
			finds = append(finds, f)
		}
	})
	if len(finds) == 0 {
		return
	}
	first := finds[0]
	d := analysis.Diagnostic{Pos: first.ret.Pos(), End: first.ret.End(), Message: c.message(fn, first)}
	if fix, ok := c.suggestFix(file, decl, finds); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	c.m.Report(c.pass, d)
}

// outShape is what the SDK does with the value a function returns beside
// its result (go-sdk's typed handlers' Out).
type outShape struct {
	// index is the index of that value among the results, or -1.
	index int
	// typed is set for a go-sdk typed handler (mcp.ToolHandlerFor), whose
	// Out the SDK marshals into StructuredContent, filling a nil Content
	// with the JSON, whenever the Out it is given is not a nil interface.
	typed bool
	// concrete is set when Out is not an interface: then it is never nil
	// to the SDK (a nil pointer is replaced by its element's zero value,
	// or marshalled as null).
	concrete bool
}

// outShapeOf reads fn's results: (result, Out, error), the shape of a
// go-sdk typed handler and of the helpers and own handler shapes that hand
// an Out on.
func (c *checker) outShapeOf(fn ast.Node, sig *types.Signature, k int) outShape {
	res := sig.Results()
	if k != 0 || res.Len() != 3 || !mcpmodel.IsErrorType(res.At(2).Type()) {
		return outShape{index: -1}
	}
	shape := outShape{index: 1, concrete: !types.IsInterface(res.At(1).Type())}
	if h, ok := c.m.ToolHandler(fn); ok && h.Kind == mcpmodel.HandlerSDK && h.Out == 1 && mcpmodel.IsGoSDKResult(res.At(0).Type()) {
		shape.typed = true
	}
	return shape
}

// structuredOnly reports whether ret answers a success whose client
// receives structured content and no text block.
func (c *checker) structuredOnly(fn ast.Node, sig *types.Signature, shape outShape, ret *ast.ReturnStmt, k int) (finding, bool) {
	if len(ret.Results) != sig.Results().Len() {
		return finding{}, false // return helper(…): the helper is reported, if at all
	}
	e := ret.Results[k]
	if c.m.Info().Types[e].IsNil() {
		return finding{}, false
	}
	site := c.m.ResultSiteAt(fn, ret, e)
	if !site.Known || site.IsError || site.Content {
		return finding{}, false
	}
	if shape.index >= 0 {
		out := ret.Results[shape.index]
		givesOut := shape.concrete || !c.m.Info().Types[out].IsNil()
		switch {
		case givesOut && shape.typed:
			// The SDK replaces StructuredContent by Out's JSON and puts
			// that JSON in a nil Content, not in an empty list; from
			// v1.7.0 it adds a text block of its own for an Out that is
			// not a JSON object, even beside a Content list.
			if site.EmptyContent && mcpmodel.IsJSONObject(c.outType(sig, shape, out)) {
				return finding{kind: emptyContentOut, ret: ret, result: e, site: site, shape: shape, out: c.outType(sig, shape, out)}, true
			}
			return finding{}, false
		case givesOut:
			return finding{}, false // an Out handed on, which the SDK may send with its text
		}
	}
	if !site.Structured || !c.builtHere(site) {
		return finding{}, false
	}
	return finding{kind: builtStructured, ret: ret, result: e, site: site, shape: shape}, true
}

// outType is the type of the Out a return gives: its own, or Out's for a
// nil (the SDK sends a nil pointer's element zero value).
func (c *checker) outType(sig *types.Signature, shape outShape, out ast.Expr) types.Type {
	if c.m.Info().Types[out].IsNil() {
		return sig.Results().At(shape.index).Type()
	}
	return c.m.Info().TypeOf(out)
}

// builtHere reports whether some structured value of the site was put by
// this function (a literal or a field assignment), not by a builder it
// calls: a builder that answers structured content alone is reported once,
// at its own return, and not at each of its callers.
func (c *checker) builtHere(s mcpmodel.ResultSite) bool {
	for _, st := range s.Structures {
		if st.Literal != nil || st.Assign != nil {
			return true
		}
	}
	return false
}
