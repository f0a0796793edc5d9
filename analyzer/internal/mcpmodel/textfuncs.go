package mcpmodel

import (
	"go/ast"
	"go/types"
)

// summarizeTextFuncs finds this package's functions that return the text of
// a tool result (helpers like func text(r *mcp.CallToolResult) string),
// iterating because helpers call helpers; exportTextFuncs exports them once
// the refusal filters have completed them.
func (m *Model) summarizeTextFuncs() {
	var candidates []*ast.FuncDecl
	for _, file := range m.pass.Files {
		for _, d := range file.Decls {
			if decl, ok := d.(*ast.FuncDecl); ok && decl.Body != nil && m.returnsText(decl) {
				candidates = append(candidates, decl)
			}
		}
	}
	for round := 0; round < maxRounds; round++ {
		learnt := false
		for _, decl := range candidates {
			fn, _ := m.info.Defs[decl.Name].(*types.Func)
			if fn == nil || m.textFuncs[fn] != nil {
				continue
			}
			if tf := m.newFlow(decl).returnedText(decl); tf != nil {
				m.textFuncs[fn] = tf
				learnt = true
			}
		}
		if !learnt {
			break
		}
	}
}

// exportTextFuncs exports a textFuncFact fact for this package's exported
// text helpers, so that other packages see them too.
func (m *Model) exportTextFuncs() {
	for fn, tf := range m.textFuncs {
		if fn.Pkg() == m.pass.Pkg && fn.Exported() {
			m.pass.ExportObjectFact(fn, tf)
		}
	}
}

// returnsText reports whether decl has a string, []byte or text content
// result, the only shapes a text helper returns.
func (m *Model) returnsText(decl *ast.FuncDecl) bool {
	if decl.Type.Results == nil {
		return false
	}
	for _, field := range decl.Type.Results.List {
		if t := m.info.TypeOf(field.Type); IsTextType(t) || m.IsTextContentType(t) {
			return true
		}
	}
	return false
}

// IsTextType reports whether t can hold a text: a string or a []byte.
func IsTextType(t types.Type) bool {
	switch u := types.Unalias(t).Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := types.Unalias(u.Elem()).Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

// returnedText summarises decl as a text helper, or returns nil. Returns
// inside closures belong to the closure and are skipped.
func (f *Flow) returnedText(decl *ast.FuncDecl) *textFuncFact {
	var found *textFuncFact
	f.m.Inspect(decl.Body, func(n ast.Node) bool {
		if found != nil {
			return false
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			for i, r := range n.Results {
				if src := f.Source(r); src.Kind == KindText || src.Kind == KindTextContent {
					found = summary(i, src)
					return false
				}
			}
		}
		return true
	})
	return found
}

func summary(result int, src Source) *textFuncFact {
	tf := &textFuncFact{Result: result, Param: noParam, Block: src.Kind == KindTextContent}
	switch {
	case src.param == recvParam:
		tf.Recv = true
	case src.param >= 0:
		tf.Param = src.param
	default:
		tf.Own = src.Local
	}
	return tf
}

// importTextFuncs copies the text-helper facts of imported packages into
// m.textFuncs, during Run, so that checks can consult them afterwards
// without touching the model's pass.
func (m *Model) importTextFuncs() {
	for _, of := range m.pass.AllObjectFacts() {
		fn, ok := of.Object.(*types.Func)
		tf, isText := of.Fact.(*textFuncFact)
		if ok && isText {
			m.textFuncs[fn] = tf
		}
	}
}

// textFunc returns fn's text-helper summary, from this package or a fact.
func (m *Model) textFunc(fn *types.Func) *textFuncFact {
	return m.textFuncs[fn.Origin()]
}
