package textonly

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report a tool that returns JSON data only as text

A tool handler (or the helper that builds its results) that serialises data
to JSON and returns it only as a text content block leaves its clients
nothing to read but the text: they parse it, and break when it changes or
when a refusal arrives instead. Return the value as structured content too
(mcp-go mcp.NewToolResultStructured(v, text); go-sdk StructuredContent: v
beside the text). Prose, errors and results with structured content are not
reported. Suppress with //nolint:textonly or //lint:ignore textonly reason.`

// New returns the textonly analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	return lint.NewCheck("textonly", Doc, model, run)
}

// checker holds what one package's findings need.
type checker struct {
	pass *analysis.Pass
	m    *mcpmodel.Model
}

// funcLitNodes are the nodes run looks for closures among.
var funcLitNodes = []ast.Node{(*ast.FuncLit)(nil)}

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	c := &checker{pass: pass, m: m}
	m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
		// A test's fake server, or a fixture server that breaks the
		// contract on purpose, answers its own tests; what it returns is
		// not a tool's contract.
		if m.IsFixtureCode(decl) {
			return
		}
		c.checkFunc(decl, decl)
		m.InspectTypes(decl.Body, funcLitNodes, func(n ast.Node) bool {
			if lit, ok := n.(*ast.FuncLit); ok {
				c.checkFunc(decl, lit)
			}
			return true
		})
	})
}

// finding is one return of a text-only JSON answer.
type finding struct {
	ret    *ast.ReturnStmt
	site   textSite
	json   mcpmodel.SerialisedJSON
	result types.Type // the result's type, which names its SDK
}

// checkFunc reports fn (decl itself, or a closure in it) once, at its
// first return that answers JSON data only as text.
func (c *checker) checkFunc(decl *ast.FuncDecl, fn ast.Node) {
	sig := c.m.FuncSignature(fn)
	if sig == nil {
		return
	}
	k := c.m.ResultIndex(sig)
	if k < 0 || c.isWrapper(fn) {
		return
	}
	if h, isHandler := c.m.ToolHandler(fn); isHandler {
		if h.Out == 0 || (h.Out > 0 && !types.IsInterface(sig.Results().At(h.Out).Type())) {
			return // a typed handler: the SDK fills the structured content from Out
		}
	}
	var finds []finding
	c.m.ForReturns(mcpmodel.FuncBody(fn), func(ret *ast.ReturnStmt) {
		if f, ok := c.textOnlyReturn(decl, fn, sig, ret, k); ok {
			finds = append(finds, f)
		}
	})
	if len(finds) == 0 {
		return
	}
	d := analysis.Diagnostic{Pos: finds[0].ret.Pos(), End: finds[0].ret.End(), Message: c.message(fn, sig, finds[0])}
	if fix, ok := c.suggestFix(fn, sig, finds); ok {
		d.SuggestedFixes = []analysis.SuggestedFix{fix}
	}
	c.m.Report(c.pass, d)
}

// textOnlyReturn reports whether ret answers a success whose only channel
// is a text block holding JSON data on some path: the model's JSON this
// code serialised, whatever the text holds on the others (a prose message
// for an empty case).
func (c *checker) textOnlyReturn(decl *ast.FuncDecl, fn ast.Node, sig *types.Signature, ret *ast.ReturnStmt, k int) (finding, bool) {
	e, ok := mcpmodel.ResultAt(ret, sig, k)
	if !ok || c.m.Info().Types[e].IsNil() || c.givesOut(sig, ret, k) {
		return finding{}, false
	}
	for _, site := range c.textOnly(c.m.ResultSiteAt(fn, ret, e)) {
		if t, isJSON := c.m.SerialisedJSON(decl, site.text); isJSON && c.isData(t.Value) {
			return finding{ret: ret, site: site, json: t, result: sig.Results().At(k).Type()}, true
		}
	}
	return finding{}, false
}

// givesOut reports whether ret gives a value beside the result in a
// result of interface type: a go-sdk typed handler's Out any, which the SDK
// sends as structured content, or what a helper hands on to be one
// (return res, payload, nil). Only nil gives nothing. A return of a
// helper's results (return helper(…)) gives what the helper gives: nothing
// when it is one of the package's own functions that returns nil there on
// every path (the model's ReturnsNilAt), something out of sight otherwise.
func (c *checker) givesOut(sig *types.Signature, ret *ast.ReturnStmt, k int) bool {
	var forwarded *ast.CallExpr // return helper(…)
	if len(ret.Results) == 1 && sig.Results().Len() > 1 {
		forwarded, _ = ast.Unparen(ret.Results[0]).(*ast.CallExpr)
	}
	for i := range sig.Results().Len() {
		t := sig.Results().At(i).Type()
		if i == k || mcpmodel.IsErrorType(t) || !types.IsInterface(t) {
			continue
		}
		switch {
		case len(ret.Results) == sig.Results().Len():
			if !c.m.Info().Types[ret.Results[i]].IsNil() {
				return true
			}
		case forwarded == nil || !c.m.ReturnsNilAt(forwarded, i):
			return true // a bare return, or a helper whose Out is out of sight
		}
	}
	return false
}

// isData reports whether value, serialised, is data a client would read
// as structured content: an object or a list, or a value out of sight.
// A lone string, number or bool serialises to a scalar, which is not
// structured content (it must be an object).
func (c *checker) isData(value ast.Expr) bool {
	if value == nil {
		return true
	}
	t := c.m.Info().TypeOf(value)
	if t == nil {
		return true
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if knowledge.IsRawJSON(t) {
		return true // JSON received and sent on as it came
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return false
	case *types.Slice:
		b, isBasic := u.Elem().Underlying().(*types.Basic)
		return !isBasic || b.Kind() != types.Byte // []byte marshals to a base64 string
	}
	return true
}

// isWrapper reports whether fn is a text wrapper, a builder of the
// project's own (not a handler) whose success result is text only and
// whose text is its parameter (the model's ResultBuilder): its callers'
// texts are reported where they give it JSON.
func (c *checker) isWrapper(fn ast.Node) bool {
	decl, ok := fn.(*ast.FuncDecl)
	if !ok {
		return false
	}
	obj, _ := c.m.Info().Defs[decl.Name].(*types.Func)
	if obj == nil {
		return false
	}
	if _, isHandler := c.m.ToolHandler(decl); isHandler {
		return false
	}
	b, ok := c.m.ResultBuilder(obj)
	return ok && b.OnlyText && !b.Structured && len(b.TextParams) > 0
}
