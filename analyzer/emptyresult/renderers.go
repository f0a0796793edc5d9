package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A handler often answers with text that a function of its own package
// renders from the data (response := t.formatResponse(name, results), then
// NewToolResultText(response)). Such a renderer — a function returning a
// text (string or []byte, possibly with an error) — carries along each
// parameter its returned text is built from (written into a
// strings.Builder, formatted, joined, selected from), as the reshaping
// operations of handlerdata.go do: what a handler passes there is the data
// it answers with. Only renderers of the package itself are followed for
// their parameters; whether a renderer's text is made of a collection is
// known for those of any package, the exported ones of others by their
// collectionTextFunc fact.

// renderers summarises the package's renderers on demand: for each, the
// indexes of the parameters its returned text carries.
type renderers struct {
	pass  *analysis.Pass
	m     *mcpmodel.Model
	decls map[*types.Func]*ast.FuncDecl // nil until first asked
	done  map[*types.Func][]int
	busy  map[*types.Func]bool
	// collection holds the renderers whose text is made of a collection
	// (collections.go).
	collection map[*types.Func]bool
}

func newRenderers(pass *analysis.Pass, m *mcpmodel.Model) *renderers {
	return &renderers{pass: pass, m: m, done: make(map[*types.Func][]int), busy: make(map[*types.Func]bool), collection: make(map[*types.Func]bool)}
}

// dataArgs returns the arguments of call that the text it renders carries;
// nil when call is no renderer's call. A nil receiver knows none.
func (r *renderers) dataArgs(call *ast.CallExpr) []ast.Expr {
	if r == nil {
		return nil
	}
	fn, _ := typeutil.Callee(r.m.Info(), call).(*types.Func)
	if fn == nil {
		return nil
	}
	var args []ast.Expr
	for _, i := range r.params(fn.Origin()) {
		if i < len(call.Args) {
			args = append(args, call.Args[i])
		}
	}
	return args
}

// params returns the summary of fn, computing it when first asked.
func (r *renderers) params(fn *types.Func) []int {
	if params, ok := r.done[fn]; ok {
		return params
	}
	decl := r.declOf(fn)
	if decl == nil || r.busy[fn] {
		return nil // not a renderer of this package, or recursion
	}
	r.busy[fn] = true
	sig := fn.Type().(*types.Signature)
	d := newHandlerData(r.m, sig, decl.Body, 0)
	d.renderers = r
	d.compute()
	var params []int
	for i := range sig.Params().Len() {
		if d.isAnswered(sig.Params().At(i)) {
			params = append(params, i)
		}
	}
	delete(r.busy, fn)
	r.done[fn] = params
	r.collection[fn] = d.takesCollection() && !d.alwaysWritten(decl.Body, token.NoPos)
	return params
}

// rendersCollection reports whether the call is of a renderer whose text
// is made of a collection it holds (b.WriteString(o.Name) for each o of a
// list it fetched): one of this package, or of another by its fact.
func (r *renderers) rendersCollection(call *ast.CallExpr) bool {
	fn, _ := typeutil.Callee(r.m.Info(), call).(*types.Func)
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	if fn.Pkg() != nil && fn.Pkg() != r.pass.Pkg {
		return r.pass.ImportObjectFact(fn, new(collectionTextFunc))
	}
	r.params(fn)
	return r.collection[fn]
}

// exportFacts exports a collectionTextFunc fact for each exported renderer
// of the package whose text is made of a collection. A renderer whose
// body holds no value of a collection type cannot make its text of one,
// and is not summarised: a package without MCP pays only that look.
func (r *renderers) exportFacts() {
	for fn, decl := range r.rendererDecls() {
		if !fn.Exported() || !r.holdsCollection(decl.Body) {
			continue
		}
		if r.params(fn); r.collection[fn] {
			r.pass.ExportObjectFact(fn, new(collectionTextFunc))
		}
	}
}

// holdsCollection reports whether an identifier of body names a value of
// a collection type (a list, not a text).
func (r *renderers) holdsCollection(body *ast.BlockStmt) bool {
	found := false
	r.m.InspectTypes(body, identNodes, func(n ast.Node) bool {
		t := r.m.Info().TypeOf(n.(*ast.Ident))
		found = found || isList(t) && !isText(t)
		return !found
	})
	return found
}

var identNodes = []ast.Node{(*ast.Ident)(nil)}

// declOf returns the declaration of fn when it is a renderer of this
// package's non-test code.
func (r *renderers) declOf(fn *types.Func) *ast.FuncDecl { return r.rendererDecls()[fn] }

// rendererDecls returns the package's renderers, found when first asked.
func (r *renderers) rendererDecls() map[*types.Func]*ast.FuncDecl {
	if r.decls == nil {
		r.decls = make(map[*types.Func]*ast.FuncDecl)
		r.m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
			fn, ok := r.m.Info().Defs[decl.Name].(*types.Func)
			if ok && decl.Body != nil && !r.m.IsTestCode(file, decl) && rendersText(fn.Type().(*types.Signature)) {
				r.decls[fn] = decl
			}
		})
	}
	return r.decls
}

// rendersText reports whether sig answers a text: (string), ([]byte),
// (string, error) or ([]byte, error).
func rendersText(sig *types.Signature) bool {
	results := sig.Results()
	switch results.Len() {
	case 1:
	case 2:
		if !mcpmodel.IsErrorType(results.At(1).Type()) {
			return false
		}
	default:
		return false
	}
	return mcpmodel.IsTextType(results.At(0).Type())
}
