package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A handler may hand the data it fetched to a helper that builds its
// answer and fails when the data is empty:
//
//	refs, err := references(ctx, pos)
//	formatted, err := formatReferences(refs) // len(refs) == 0: Go error
//	return formatted, nil, err
//
// formatReferences is a success wrapper of refs (successwrappers.go) that
// returns a Go error when refs is empty. The finding is at its emptiness
// test, when a handler answers with its result, gives it data of its own
// (not a request argument) and turns its error into a failure.

// paramEmptyTests returns, for each data parameter of fn, a success
// wrapper of this package, its emptiness test whose branch returns a
// non-nil Go error.
func (h *helpers) paramEmptyTests(fn *types.Func) map[int]ast.Expr {
	fn = fn.Origin()
	params := h.success.local[fn]
	if len(params) == 0 {
		return nil
	}
	if tests, ok := h.paramTests[fn]; ok {
		return tests
	}
	var tests map[int]ast.Expr
	if decl := h.wrapperDecls[fn]; decl != nil {
		tests = h.findParamTests(fn, decl, params)
	}
	h.paramTests[fn] = tests
	return tests
}

func (h *helpers) findParamTests(fn *types.Func, decl *ast.FuncDecl, params []int) map[int]ast.Expr {
	sig := fn.Type().(*types.Signature)
	index := make(map[types.Object]int)
	for _, i := range params {
		index[sig.Params().At(i)] = i
	}
	tests := make(map[int]ast.Expr)
	inspectOwn(decl.Body, func(n ast.Node) {
		stmt, ok := n.(*ast.IfStmt)
		if !ok || h.m.BlockFailure(stmt.Body, sig) != mcpmodel.FailErrReturn {
			return
		}
		for _, test := range disjuncts(stmt.Cond) {
			x := emptinessOperand(h.m.Info(), test)
			if x == nil || h.m.AboutAnError(x) || !isCollectionTest(h.m.Info(), x) {
				continue
			}
			if i, isParam := index[h.m.RootVar(x)]; isParam && tests[i] == nil {
				tests[i] = test
			}
		}
	})
	if len(tests) == 0 {
		return nil
	}
	return tests
}

// throughParamHelper reports the emptiness tests of the success wrappers
// that handler gives its own data to, and whose error it turns into a
// failure.
func (fc *funcCheck) throughParamHelper(handler *handlerData) {
	h := fc.helpers
	info := fc.m.Info()
	inspectOwn(handler.body, func(n ast.Node) {
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 || len(as.Lhs) < 2 {
			return
		}
		call, ok := ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
		if !ok {
			return
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if fn == nil || fn.Pkg() != fc.pass.Pkg {
			return
		}
		tests := h.paramEmptyTests(fn)
		errVar := info.ObjectOf(identOrNil(as.Lhs[len(as.Lhs)-1]))
		if len(tests) == 0 || errVar == nil || h.errorInspected(handler.body, errVar) || !fc.failsOn(handler, errVar) {
			return
		}
		for i, test := range tests {
			if i < len(call.Args) && handler.answersData(call.Args[i], as) && !fc.reported[test] {
				fc.reported[test] = true
				fc.m.Report(fc.pass, analysis.Diagnostic{Pos: test.Pos(), End: test.End(), Message: messageServer})
			}
		}
	})
}

// failsOn reports whether handler turns errVar into a failure: an if
// errVar != nil whose branch fails, or a return of errVar as its error
// (a go-sdk typed handler's error is a tool error).
func (fc *funcCheck) failsOn(handler *handlerData, errVar types.Object) bool {
	if stmt, _ := handler.failingErrorTest(errVar, token.NoPos, failsAsToolError); stmt != nil {
		return true
	}
	found := false
	inspectOwn(handler.body, func(n ast.Node) {
		if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) > 1 {
			found = found || fc.m.Info().ObjectOf(identOrNil(ret.Results[len(ret.Results)-1])) == errVar
		}
	})
	return found
}
