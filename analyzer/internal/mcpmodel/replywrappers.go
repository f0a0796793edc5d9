package mcpmodel

import (
	"go/ast"
	"go/token"
	"go/types"
)

// Result wrapper types: a struct of the code's own that embeds a tool
// result (type Reply struct{ *mcp.CallToolResult; Tool string }) is a
// result as far as its promoted fields and its methods go (embedsResult).
// A value of one holds the result it was built with, so the flow follows
// the result through the wrapper:
//
//   - a composite literal Reply{CallToolResult: res} (or &Reply{…}) holds
//     res: its source is res's, received or the code's own;
//   - a wrapper value a call returns (c.Ask(ctx, name), Wrap(res, name))
//     is, like a result a call returns, received unless the callee builds
//     results (ownResult);
//   - a function that returns a wrapper literal holding a received result
//     is a client wrapper (receivedResultIndex), so that its callers' values
//     are received even when it takes a CallToolRequest, as a handler does;
//   - a method of the wrapper that returns the embedded result's text is a
//     text helper of its receiver (textFuncFact, Recv), by fact across
//     packages.
//
// A struct that holds a result in a named field (Answer{Result: res}) is not
// a wrapper here: a field of a result type reads as a received result
// wherever its holder came from, and a method returning its text is a text
// helper that fetched the result itself.

// isResultValue reports whether t is a tool result or a wrapper embedding
// one: what the flow names a result (KindResult).
func (m *Model) isResultValue(t types.Type) bool {
	return t != nil && (m.vocab.IsResultType(t) || m.embedsResult(t))
}

// embeddedResultElt returns the element of a composite literal of a
// wrapper type that gives the embedded result its value (keyed by the
// field's name, or positional), or nil.
func (m *Model) embeddedResultElt(lit *ast.CompositeLit) ast.Expr {
	st, ok := deref(m.info.TypeOf(lit)).Underlying().(*types.Struct)
	if !ok || !m.embedsResult(m.info.TypeOf(lit)) {
		return nil
	}
	for i, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			key, ok := kv.Key.(*ast.Ident)
			if fld, isVar := m.info.ObjectOf(key).(*types.Var); ok && isVar && fld.Embedded() && m.vocab.IsResultType(fld.Type()) {
				return kv.Value
			}
			continue
		}
		if i < st.NumFields() && st.Field(i).Embedded() && m.vocab.IsResultType(st.Field(i).Type()) {
			return elt
		}
	}
	return nil
}

// wrapperLiteral returns the composite literal of a wrapper type e is,
// itself or its address (&Reply{…}), or nil.
func (m *Model) wrapperLiteral(e ast.Expr) *ast.CompositeLit {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok || !m.embedsResult(m.info.TypeOf(lit)) {
		return nil
	}
	return lit
}

// wrappedSource is the source of a wrapper literal: that of the result it
// embeds, or the zero Source when e is none or embeds nothing known.
func (f *Flow) wrappedSource(e ast.Expr) Source {
	elt := f.m.wrappedResult(e)
	if elt == nil {
		return Source{}
	}
	if src := f.Source(elt); src.Kind == KindResult {
		return src
	}
	return Source{}
}

// wrappedResult returns the expression a wrapper literal e embeds as its
// result, a dereference (*res) undone, or nil.
func (m *Model) wrappedResult(e ast.Expr) ast.Expr {
	lit := m.wrapperLiteral(e)
	if lit == nil {
		return nil
	}
	elt := m.embeddedResultElt(lit)
	if star, ok := ast.Unparen(elt).(*ast.StarExpr); ok { // a value embedded: Response{CallToolResult: *res}
		return star.X
	}
	return elt
}
