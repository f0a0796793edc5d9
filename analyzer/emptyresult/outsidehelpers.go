package emptyresult

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A handler's helper often lives in a backend client package that imports
// no MCP SDK (a GraphQL or Kubernetes client whose GetProject fails on an
// empty lookup). The model leaves such packages out, so their helpers are
// summarised here, for the handlers of the packages that import them: an
// exported helper that fails on empty data gets its emptyErrorFunc fact,
// and the finding is at the handler's error test, naming the helper.
//
// Most packages without MCP have no such helper, and must cost what they
// cost before: the model of such a package is a bare one (Model.Outside),
// and a syntactic pre-filter over the shared syntax index looks for an if
// statement that tests something for emptiness and returns a non-nil last
// result, in a function whose results end with an error; only then are
// the package's helpers summarised.

// runOutside summarises the helpers of a package the model leaves out.
func runOutside(pass *analysis.Pass, m *mcpmodel.Model) {
	newRenderers(pass, m).exportFacts()
	if !mayFailOnEmpty(m) {
		return
	}
	// Without MCP the package has no result wrappers and no handlers.
	none := &successWrappers{pass: pass}
	h := newHelpers(pass, m, nil, none)
	h.outside = true
	h.exportFacts()
	inputs := newInputFuncs(pass, m)
	inputs.declOf(nil)
}

// inModuleOf reports whether pkg belongs to the module of the package
// pass analyses (by path: the module's path or below it). A library's
// error on an empty list is its own contract, which the handler's author
// did not write: only a helper of the handler's own module counts (the
// model builds no Outside model for a dependency or the standard library
// either).
func inModuleOf(pass *analysis.Pass, pkg *types.Package) bool {
	if pass.Module == nil || pass.Module.Path == "" {
		return false
	}
	mod := pass.Module.Path
	return pkg.Path() == mod || strings.HasPrefix(pkg.Path(), mod+"/")
}

// mayFailOnEmpty is the pre-filter: whether some if statement of the
// package tests a value for emptiness and returns, among its own
// statements, a last result that is not nil, inside a function declaration
// returning two or more results, the last an error.
func mayFailOnEmpty(m *mcpmodel.Model) bool {
	found := false
	m.Ifs(func(decl *ast.FuncDecl, stmt *ast.IfStmt) {
		found = found || returnsNonNilLast(stmt.Body) && testsEmptiness(m, decl.Body, stmt.Cond) && returnsDataAndError(m.Info(), decl)
	})
	return found
}

// returnsNonNilLast reports whether a statement of block returns two or
// more results whose last is not the identifier nil.
func returnsNonNilLast(block *ast.BlockStmt) bool {
	for _, stmt := range block.List {
		if ret, ok := stmt.(*ast.ReturnStmt); ok && len(ret.Results) > 1 && !isNilIdent(ret.Results[len(ret.Results)-1]) {
			return true
		}
	}
	return false
}

// testsEmptiness reports whether an operand of cond's || and && chains,
// in the function whose body is body, is an emptiness test.
func testsEmptiness(m *mcpmodel.Model, body *ast.BlockStmt, cond ast.Expr) bool {
	for _, d := range disjuncts(cond) {
		for _, c := range conjuncts(d) {
			if testedValue(m, body, c) != nil {
				return true
			}
		}
	}
	return false
}

// returnsDataAndError reports whether decl returns two or more results,
// the last an error.
func returnsDataAndError(info *types.Info, decl *ast.FuncDecl) bool {
	fn, ok := info.Defs[decl.Name].(*types.Func)
	if !ok {
		return false
	}
	results := fn.Type().(*types.Signature).Results()
	return results.Len() > 1 && mcpmodel.IsErrorType(results.At(results.Len()-1).Type())
}
