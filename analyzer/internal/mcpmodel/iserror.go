package mcpmodel

import "go/ast"

// IsErrorRead reports whether e reads the IsError flag of a tool result, and
// returns the expression holding the result.
func (m *Model) IsErrorRead(e ast.Expr) (result ast.Expr, ok bool) {
	sel, isSel := ast.Unparen(e).(*ast.SelectorExpr)
	if !isSel {
		return nil, false
	}
	if field, isField := m.ResultField(sel); isField && field == FieldIsError {
		return sel.X, true
	}
	return nil, false
}

// payloadField reports whether sel selects a result's structured payload
// (StructuredContent or RawStructuredContent).
func (m *Model) payloadField(sel *ast.SelectorExpr) (string, bool) {
	field, ok := m.ResultField(sel)
	if ok && (field == FieldStructured || field == FieldRaw) {
		return field, true
	}
	return "", false
}
