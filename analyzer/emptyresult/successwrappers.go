package emptyresult

import (
	"go/ast"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A server often answers its successes through a wrapper of its own too:
// NewToolResultText(text) returning &mcp.CallToolResult{Content: …
// Text: text}, or utils.NewToolResultText. What a handler passes to such a
// wrapper is the data it answers with, as for the SDK's constructors.

// successWrappers knows the success wrappers of the package (local) and,
// by fact, of the packages it imports.
type successWrappers struct {
	pass  *analysis.Pass
	local map[*types.Func][]int
}

// dataArgs returns the arguments of call, a call of fn, that a success
// wrapper answers with; nil when fn is none. A nil receiver knows none.
func (w *successWrappers) dataArgs(fn *types.Func, call *ast.CallExpr) []ast.Expr {
	if w == nil {
		return nil
	}
	var params []int
	fn = fn.Origin()
	if fn.Pkg() == w.pass.Pkg {
		params = w.local[fn]
	} else if fact := new(successResultFunc); fn.Pkg() != nil && w.pass.ImportObjectFact(fn, fact) {
		params = fact.Params
	}
	var args []ast.Expr
	for _, i := range params {
		if i < len(call.Args) {
			args = append(args, call.Args[i])
		}
	}
	return args
}

// findSuccessWrappers returns the package's success wrappers — functions,
// not tool handlers, whose every return answers with a success result
// (an SDK success constructor, a result literal without IsError, another
// success wrapper) or with no result at all (return nil, err), at least
// one with a success, built from one or more of their parameters — and
// exports a fact for the exported ones.
func findSuccessWrappers(pass *analysis.Pass, m *mcpmodel.Model) *successWrappers {
	w := &successWrappers{pass: pass, local: make(map[*types.Func][]int)}
	candidates := make(map[*types.Func]*ast.FuncDecl)
	m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
		fn, ok := m.Info().Defs[decl.Name].(*types.Func)
		if _, isHandler := m.ToolHandler(decl); ok && !isHandler && resultIndex(m, fn) >= 0 {
			candidates[fn] = decl
		}
	})
	for changed := true; changed; {
		changed = false
		for fn, decl := range candidates {
			if _, known := w.local[fn]; known || !w.answersOnlySuccess(m, fn, decl.Body) {
				continue
			}
			if params := w.dataParams(m, fn, decl); len(params) > 0 {
				w.local[fn] = params
				changed = true
			}
		}
	}
	for fn, params := range w.local {
		if fn.Exported() {
			pass.ExportObjectFact(fn, &successResultFunc{Params: params})
		}
	}
	return w
}

// answersOnlySuccess reports whether every return of body (outside
// closures) answers with a success result or with none, and one at least
// with a success.
func (w *successWrappers) answersOnlySuccess(m *mcpmodel.Model, fn *types.Func, body *ast.BlockStmt) bool {
	at := resultIndex(m, fn)
	successes, all := 0, true
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			switch {
			case len(n.Results) == 1 && tupleCall(m, n.Results[0]):
				all = all && w.isSuccessCall(m, n.Results[0])
				successes++
			case at < len(n.Results) && m.Info().Types[n.Results[at]].IsNil():
			case at < len(n.Results) && w.isSuccess(m, n.Results[at]):
				successes++
			default:
				all = false
			}
		}
		return all
	})
	return all && successes > 0
}

// isSuccess reports whether e builds a success result: an SDK success
// constructor, a result literal without IsError, or a success wrapper.
func (w *successWrappers) isSuccess(m *mcpmodel.Model, e ast.Expr) bool {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	if lit, ok := e.(*ast.CompositeLit); ok {
		return m.IsResultType(m.Info().TypeOf(lit)) && !m.IsErrorResultExpr(lit)
	}
	return w.isSuccessCall(m, e)
}

func (w *successWrappers) isSuccessCall(m *mcpmodel.Model, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	d := newHandlerData(m, nil, nil, -1)
	d.success = w
	return d.successDataArgs(call) != nil
}

// dataParams returns the indexes of fn's parameters that its success
// answers carry.
func (w *successWrappers) dataParams(m *mcpmodel.Model, fn *types.Func, decl *ast.FuncDecl) []int {
	sig := fn.Type().(*types.Signature)
	d := newHandlerData(m, sig, decl.Body, -1)
	d.success = w
	d.compute()
	var params []int
	for i := 0; i < sig.Params().Len(); i++ {
		if d.isAnswered(sig.Params().At(i)) {
			params = append(params, i)
		}
	}
	return slices.Clip(params)
}
