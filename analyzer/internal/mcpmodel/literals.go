package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Composite literals in the text facet: what a literal puts at the access
// paths under the variable it is assigned to, so that a result wrapped by
// the caller (r := &Reply{Result: res}) keeps where it came from at
// r.Result, and a table of results the code built itself
// (tests := []struct{ res *mcp.CallToolResult }{{res: mcp.NewToolResultText(…)}})
// stays its own at tc.res when ranged over.

// setFields records the paths under lhs that the literal rhs sets.
func (f *Flow) setFields(lhs, rhs ast.Expr) bool {
	lit := compositeLiteral(rhs)
	if lit == nil {
		return false
	}
	_, base := f.m.targetVar(lhs)
	if base == nil {
		return false
	}
	if _, seen := f.literals[base]; !seen {
		f.literals[base] = lit
	}
	into := make(map[*types.Var]Source)
	f.literalSources(base, lit, into)
	return f.recordAll(into)
}

// setRangeFields records the paths under the range value of a loop over a
// literal (or a variable assigned one): each element is a value there.
func (f *Flow) setRangeFields(value, x ast.Expr) bool {
	lit := compositeLiteral(x)
	if v, ok := f.m.PathOf(x).(*types.Var); ok && lit == nil {
		lit = f.literals[v]
	}
	_, base := f.m.targetVar(value)
	if lit == nil || base == nil {
		return false
	}
	into := make(map[*types.Var]Source)
	for _, elt := range lit.Elts {
		f.valueSources(base, elementValue(elt), into)
	}
	return f.recordAll(into)
}

func (f *Flow) recordAll(into map[*types.Var]Source) bool {
	changed := false
	for path, src := range into {
		changed = f.record(path, src) || changed
	}
	return changed
}

// literalSources collects what the paths under base hold in lit: a
// field's value at base.f, an element's at base[].
func (f *Flow) literalSources(base *types.Var, lit *ast.CompositeLit, into map[*types.Var]Source) {
	switch t := deref(f.m.info.TypeOf(lit)).Underlying().(type) {
	case *types.Struct:
		for i, elt := range lit.Elts {
			if field, value := literalField(f.m.info, t, i, elt); field != nil {
				f.valueSources(f.m.fieldPath(base, field), value, into)
			}
		}
	case *types.Slice:
		f.elementSources(f.m.elementPath(base, t.Elem()), lit, into)
	case *types.Array:
		f.elementSources(f.m.elementPath(base, t.Elem()), lit, into)
	case *types.Map:
		f.elementSources(f.m.elementPath(base, t.Elem()), lit, into)
	}
}

// elementSources collects what the elements of lit put at path.
func (f *Flow) elementSources(path *types.Var, lit *ast.CompositeLit, into map[*types.Var]Source) {
	for _, elt := range lit.Elts {
		f.valueSources(path, elementValue(elt), into)
	}
}

// valueSources collects what value puts at path, and under it when it is
// a literal itself. Elements merge at one path: it holds an own result
// only when every element's value there is own.
func (f *Flow) valueSources(path *types.Var, value ast.Expr, into map[*types.Var]Source) {
	if src := f.Source(value); src.Kind != KindNone {
		if old, seen := into[path]; !seen || old.Local && !src.Local {
			into[path] = src
		}
	}
	if lit := compositeLiteral(value); lit != nil {
		f.literalSources(path, lit, into)
	}
}

// compositeLiteral returns e as a composite literal (through &), or nil.
func compositeLiteral(e ast.Expr) *ast.CompositeLit {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, _ := e.(*ast.CompositeLit)
	return lit
}

// elementValue returns the value of an element of a slice or map literal.
func elementValue(elt ast.Expr) ast.Expr {
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		return kv.Value
	}
	return elt
}

// literalField returns the field the i-th element of a literal of struct
// type st sets, and its value.
func literalField(info *types.Info, st *types.Struct, i int, elt ast.Expr) (*types.Var, ast.Expr) {
	if kv, ok := elt.(*ast.KeyValueExpr); ok {
		key, _ := kv.Key.(*ast.Ident)
		if key == nil {
			return nil, nil
		}
		field, _ := info.ObjectOf(key).(*types.Var)
		return field, kv.Value
	}
	if i < st.NumFields() {
		return st.Field(i), elt
	}
	return nil, nil
}
