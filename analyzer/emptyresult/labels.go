package emptyresult

import (
	"go/ast"
	"go/types"
)

// A struct literal of the answer may carry, beside data from elsewhere, a
// scalar field of the query's subject as a label: gopls' reference{
// location: mustLocation(f, imp), pkgPath: narrowest.PkgPath } answers
// locations found in other files, and the package it looked up first only
// names them. "No such package" is then a failed precondition of the
// query, not an empty answer, so the label does not make the subject the
// answer. A literal whose fields all come from one value (Project{Name:
// p.Name, ID: p.ID}) reshapes that value, and stays the answer.

// labelOf reports whether elt, an element of lit, is a scalar field of a
// variable (v.F, v.G.H of a basic type) while another element of lit
// comes from elsewhere: it labels data of another source.
func (d *handlerData) labelOf(lit *ast.CompositeLit, elt ast.Expr) bool {
	if _, isStruct := types.Unalias(d.info.TypeOf(lit)).Underlying().(*types.Struct); !isStruct {
		return false
	}
	root := d.scalarFieldRoot(elt)
	if root == nil {
		return false
	}
	for _, other := range lit.Elts {
		if kv, ok := other.(*ast.KeyValueExpr); ok {
			other = kv.Value
		}
		if other == elt || d.info.Types[other].Value != nil {
			continue // constants carry no data
		}
		if !d.mentions(other, root) {
			return true
		}
	}
	return false
}

// scalarFieldRoot returns v when e is a selection of a field of basic type
// from the variable v (v.F, v.G.H), else nil.
func (d *handlerData) scalarFieldRoot(e ast.Expr) types.Object {
	sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	if _, isBasic := types.Unalias(d.info.TypeOf(sel)).Underlying().(*types.Basic); !isBasic {
		return nil
	}
	if s := d.info.Selections[sel]; s == nil || s.Kind() != types.FieldVal {
		return nil
	}
	return d.m.RootVar(sel)
}

// mentions reports whether e uses the variable v.
func (d *handlerData) mentions(e ast.Expr, v types.Object) bool {
	return d.uses(e, func(obj types.Object) bool { return obj == v })
}
