package emptyresult

import (
	"go/ast"
	"go/types"
)

// A search or list reply often counts what it matched beside the list it
// holds: bleve's searchResults.Total beside its Hits, a GraphQL
// connection's TotalCount beside its nodes. Comparing that count with zero
// (x.Total == 0, x.Total < 1, x.Total <= 0) tests the reply x for
// emptiness as len(x.Items) == 0 does. What makes x.F a count is its type,
// not its name: an integer field of a struct that also holds a list (a
// slice or a map field) — the list the count counts. The tested value is
// the count, a part of x, and the question is then asked of x: is x (a
// part of) the answer, as for any tested value; a struct holding no list
// (an index's summary{Total}) counts nothing the answer holds.

// lenOrCounted returns x when e is len(x), and e itself when it is a count
// of the list its struct holds.
func lenOrCounted(info *types.Info, e ast.Expr) ast.Expr {
	if arg := lenArg(info, e); arg != nil {
		return arg
	}
	if countOf(info, e) != nil {
		return ast.Unparen(e)
	}
	return nil
}

// countOf returns x when e is x.F, F an integer field of a struct that
// also holds a slice or a map.
func countOf(info *types.Info, e ast.Expr) ast.Expr {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if s := info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	basic, ok := types.Unalias(info.TypeOf(sel)).Underlying().(*types.Basic)
	if !ok || basic.Info()&types.IsInteger == 0 || !holdsList(info.TypeOf(sel.X)) {
		return nil
	}
	return sel.X
}

// holdsList reports whether t is (a pointer to) a struct with a slice or
// map field.
func holdsList(t types.Type) bool {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := types.Unalias(t).Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		switch st.Field(i).Type().Underlying().(type) {
		case *types.Slice, *types.Map:
			return true
		}
	}
	return false
}

// countSubject returns the value a tested value stands for in "is it the
// answer?": the struct whose list x counts, or x itself.
func countSubject(info *types.Info, x ast.Expr) ast.Expr {
	if subject := countOf(info, x); subject != nil {
		return subject
	}
	return x
}
