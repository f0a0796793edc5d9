package emptyresult

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A handler may hand a helper's call on whole: return
// getContactPointDetail(ctx, name), often in a case of a switch on the
// operation. The helper's data is then the handler's answer (its Out: a
// typed handler's, an mcp-go structured handler's TResult, an adapted
// handler's R) and the helper's error the handler's error, which the SDK
// or the adapter turns into an error result. A helper that fails on empty
// data (emptyhelpers.go) answers "nothing found" as a tool error there.

// throughTailReturn reports a handler whose return statement hands on a
// call of a helper that fails on empty data: at the helper's emptiness
// test when the helper is in this package (once, however many handlers
// return it), else at the return, naming the helper.
func (fc *funcCheck) throughTailReturn(handler *handlerData) {
	if handler.out < 0 {
		return // the answer is a tool result built here: no data result to hand on
	}
	inspectOwn(handler.body, func(n ast.Node) {
		ret, ok := n.(*ast.ReturnStmt)
		if !ok || len(ret.Results) != 1 {
			return
		}
		s := fc.helpers.callSummary(ret.Results[0])
		if s == nil || s.data != handler.out {
			return
		}
		switch {
		case s.site == nil:
			fc.m.Report(fc.pass, analysis.Diagnostic{Pos: ret.Results[0].Pos(), End: ret.Results[0].End(), Message: messageThroughHelper(s.name)})
		case !fc.reported[s.site]:
			fc.reported[s.site] = true
			fc.m.Report(fc.pass, analysis.Diagnostic{Pos: s.site.Pos(), End: s.site.End(), Message: messageServer})
		}
	})
}

// returnsCall is a cheap syntactic filter for handlers that hand a call on
// whole: a return of one call.
func returnsCall(m *mcpmodel.Model, body *ast.BlockStmt) bool {
	found := false
	m.Inspect(body, func(n ast.Node) bool {
		if ret, ok := n.(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
			_, found = ast.Unparen(ret.Results[0]).(*ast.CallExpr)
		}
		return !found
	})
	return found
}
