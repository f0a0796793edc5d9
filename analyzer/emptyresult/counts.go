package emptyresult

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// A search or list reply often counts what it matched: bleve's
// searchResults.Total, a GraphQL connection's TotalCount. Comparing that
// count with zero (x.Total == 0, x.Total < 1, x.Total <= 0) tests the
// reply x for emptiness as len(x.Items) == 0 does. The tested value is the
// count itself, a part of x: whether x is the answer is then asked as for
// any part of a tested value (a pointer x is not taken for a nil reply
// envelope: zero hits is an envelope with an empty list).

// lenOrCounted returns x when e is len(x), and e itself when it counts
// the answer it is a field of: an integer field named as a count
// (knowledge.IsAnswerCount).
func lenOrCounted(info *types.Info, e ast.Expr) ast.Expr {
	if arg := lenArg(info, e); arg != nil {
		return arg
	}
	return answerCount(info, e)
}

// answerCount returns e when it is x.F, F an integer field that counts
// the answer x holds.
func answerCount(info *types.Info, e ast.Expr) ast.Expr {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok || !knowledge.IsAnswerCount(sel.Sel.Name) {
		return nil
	}
	if s := info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	basic, ok := types.Unalias(info.TypeOf(sel)).Underlying().(*types.Basic)
	if !ok || basic.Info()&types.IsInteger == 0 {
		return nil
	}
	return sel
}
