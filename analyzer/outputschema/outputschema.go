package outputschema

import (
	"fmt"
	"go/ast"
	"go/types"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report a tool with an output schema answering without structured content

A tool that declares an outputSchema MUST return structuredContent that
validates against it: its handler's success results need StructuredContent
(mcp-go: NewToolResultStructured, NewToolResultJSON; go-sdk: the literal's
StructuredContent, or a typed handler's Out). An error result is explained in
Content: a success-shaped payload beside IsError makes a failure look like
data (an error object as the payload is allowed); a go-sdk typed handler's
struct Out goes out beside an isError result too, so return the failure as
the handler's error instead. Suppress with
//nolint:outputschema or //lint:ignore outputschema reason.`

// New returns the outputschema analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	a := lint.NewCheck("outputschema", Doc, model, run)
	a.FactTypes = []analysis.Fact{new(handlerFunc), new(plainFailureBuilder)}
	return a
}

const (
	messageTextOnly        = "success result without structured content in the handler of %s, which declares an output schema; set StructuredContent (%s)"
	messageForeignTextOnly = "handler of %s, which declares an output schema, answers a success without structured content (%s); set StructuredContent there"
	messageFabricated      = "error result carrying structured content; explain the failure in Content and leave StructuredContent unset (or make it an error object)"
)

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	ix := newIndex(pass, m)
	ix.exportFacts()
	ix.exportPlainFailures()
	reported := make(map[ast.Node]bool)
	report := func(n ast.Node, msg string, fixes ...analysis.SuggestedFix) {
		// Test and fixture servers answer against their schema on purpose
		// (a client's validation under test): what ships is what the check
		// is about.
		if !reported[n] && !m.IsFixtureCode(n) {
			reported[n] = true
			m.Report(pass, analysis.Diagnostic{Pos: n.Pos(), End: n.End(), Message: msg, SuggestedFixes: fixes})
		}
	}
	for _, r := range m.Registrations() {
		// A test may register a production handler under a schema of its
		// own; the binding is the test's. A typed registration's SDK fills
		// the structured channel from Out, unless Out is any.
		if m.IsFixtureCode(r.At) || !r.Tool.DeclaresSchema || r.FromForeignPair || r.Typed && !r.OutAny {
			continue
		}
		for _, h := range r.Handlers {
			if h.Func == nil {
				if foreign := ix.foreignReturns(h.Foreign, h.Result); foreign != nil {
					report(r.Handler, fmt.Sprintf(messageForeignTextOnly, describe(r.Tool), strings.Join(foreign, ", ")))
				}
				continue
			}
			for _, ret := range ix.textOnlyReturns(h.Func, r.OutAny) {
				report(ret, fmt.Sprintf(messageTextOnly, describe(r.Tool), ix.structuredHint(ret)))
			}
		}
	}
	fabricated, shapes := ix.fabricated()
	for _, n := range fabricated {
		report(n, messageFabricated)
	}
	for _, f := range ix.typedFailures(shapes) {
		if f.fix != nil {
			report(f.ret, f.msg, *f.fix)
		} else {
			report(f.ret, f.msg)
		}
	}
}

// describe names the tool in a message.
func describe(t mcpmodel.Tool) string {
	if t.Name == "" {
		return "a tool"
	}
	return fmt.Sprintf("tool %q", t.Name)
}

// structuredHint says how the result's SDK sets structured content.
func (ix *index) structuredHint(ret *ast.ReturnStmt) string {
	if mcpmodel.IsGoSDKResult(ix.pass.TypesInfo.TypeOf(ret.Results[0])) {
		return "StructuredContent: v beside the text"
	}
	return "mcp.NewToolResultStructured(v, text)"
}

// exportFacts summarises the package's handlers and handler constructors
// for the packages that register them.
func (ix *index) exportFacts() {
	for fn, decl := range ix.decls {
		if !fn.Exported() {
			continue // only another package's registration needs a fact
		}
		if returns := ix.handlerReturns(fn, decl); returns != nil {
			ix.pass.ExportObjectFact(fn, returns)
		}
	}
}

// handlerReturns summarises a handler, or a function returning one, by its
// success returns without structured content; nil when it has none.
func (ix *index) handlerReturns(fn *types.Func, decl *ast.FuncDecl) *handlerFunc {
	if _, ok := ix.m.ToolHandler(decl); ok {
		return ix.positions(-1, ix.textOnlyReturns(decl, false))
	}
	results := fn.Type().(*types.Signature).Results()
	for i := range results.Len() {
		if _, ok := results.At(i).Type().Underlying().(*types.Signature); !ok {
			continue
		}
		var rets []*ast.ReturnStmt
		for _, h := range ix.m.HandlersReturned(fn, i) {
			if h.Func != nil {
				rets = append(rets, ix.textOnlyReturns(h.Func, false)...)
			}
		}
		return ix.positions(i, rets)
	}
	return nil
}

// foreignReturns returns the text-only success returns another package's
// fact lists for fn (result is -1 for a handler itself, else the result of
// a constructor that holds the handler).
func (ix *index) foreignReturns(fn *types.Func, result int) []string {
	var fact handlerFunc
	if fn == nil || fn.Pkg() == nil || fn.Pkg() == ix.pass.Pkg || !ix.pass.ImportObjectFact(fn, &fact) || fact.Result != result {
		return nil
	}
	return fact.Returns
}

func (ix *index) positions(result int, rets []*ast.ReturnStmt) *handlerFunc {
	if len(rets) == 0 {
		return nil
	}
	f := &handlerFunc{Result: result}
	for _, ret := range rets {
		p := ix.pass.Fset.Position(ret.Pos())
		f.Returns = append(f.Returns, fmt.Sprintf("%s:%d:%d", filepath.Base(p.Filename), p.Line, p.Column))
	}
	return f
}
