package emptyresult

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A server often answers its failures through a wrapper of its own:
// ToolErrorf(logger, "no teams in %q", org) that logs and calls
// mcp.NewToolResultError, or toolError(msg) (*mcp.CallToolResult, error).
// Returning such a call is returning an error result.

// findErrorWrappers returns the package's functions whose every return
// answers with an error result (an SDK error constructor, an IsError
// literal, or a call of another such wrapper), and exports a fact for the
// exported ones.
func findErrorWrappers(pass *analysis.Pass, m *mcpmodel.Model) map[*types.Func]bool {
	candidates := make(map[*types.Func]*ast.FuncDecl)
	m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
		if fn, ok := m.Info().Defs[decl.Name].(*types.Func); ok && resultIndex(m, fn) >= 0 {
			candidates[fn] = decl
		}
	})
	wrappers := make(map[*types.Func]bool)
	for changed := true; changed; {
		changed = false
		for fn, decl := range candidates {
			if !wrappers[fn] && returnsOnlyErrorResults(pass, m, wrappers, fn, decl.Body) {
				wrappers[fn] = true
				changed = true
			}
		}
	}
	for fn := range wrappers {
		if fn.Exported() {
			pass.ExportObjectFact(fn, new(errorResultFunc))
		}
	}
	return wrappers
}

// resultIndex returns the index of fn's tool-result result, or -1.
func resultIndex(m *mcpmodel.Model, fn *types.Func) int {
	results := fn.Type().(*types.Signature).Results()
	for i := 0; i < results.Len(); i++ {
		if m.IsResultType(results.At(i).Type()) {
			return i
		}
	}
	return -1
}

// returnsOnlyErrorResults reports whether body returns, and every return
// of it (outside closures) answers with an error result.
func returnsOnlyErrorResults(pass *analysis.Pass, m *mcpmodel.Model, wrappers map[*types.Func]bool, fn *types.Func, body *ast.BlockStmt) bool {
	at := resultIndex(m, fn)
	returns, all := 0, true
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			returns++
			all = all && returnsErrorResult(pass, m, wrappers, n, at)
		}
		return all
	})
	return returns > 0 && all
}

// returnsErrorResult reports whether ret answers with an error result at
// index at, or returns the whole tuple of an error wrapper (return
// toolError("…")).
func returnsErrorResult(pass *analysis.Pass, m *mcpmodel.Model, wrappers map[*types.Func]bool, ret *ast.ReturnStmt, at int) bool {
	if len(ret.Results) == 1 && tupleCall(m, ret.Results[0]) {
		return isErrorWrapperCall(pass, m, wrappers, ret.Results[0])
	}
	if at < 0 || at >= len(ret.Results) {
		return false
	}
	r := ret.Results[at]
	return m.IsErrorResultExpr(r) || isErrorWrapperCall(pass, m, wrappers, r)
}

// tupleCall reports whether e is a call returning several values.
func tupleCall(m *mcpmodel.Model, e ast.Expr) bool {
	t, ok := m.Info().TypeOf(e).(*types.Tuple)
	return ok && t.Len() > 1
}

// isErrorWrapperCall reports whether e calls an error wrapper of this
// package (wrappers) or, by fact, of another.
func isErrorWrapperCall(pass *analysis.Pass, m *mcpmodel.Model, wrappers map[*types.Func]bool, e ast.Expr) bool {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return false
	}
	fn, _ := typeutil.Callee(m.Info(), call).(*types.Func)
	if fn == nil {
		return false
	}
	fn = fn.Origin()
	if fn.Pkg() == pass.Pkg {
		return wrappers[fn]
	}
	return pass.ImportObjectFact(fn, new(errorResultFunc))
}
