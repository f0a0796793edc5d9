package mcpmodel

import (
	"go/ast"
	"go/types"
)

// A helper that only this package can call and that every call gives the
// text of a received result — ids, err := parseResponse(text.Text) after
// a client's CallTool — decodes a server's text: its string (or []byte)
// parameter is a text source, as if the caller had decoded it. The caller
// checked IsError or not; the helper cannot tell, so its decode is reported
// as a decode of text, without naming a missing check. A helper also given
// any other string keeps its parameter unknown.

// findTextParams returns the string parameters of this package's own
// helpers that every call passes the text of a received result, iterating
// because helpers pass their parameters on to other helpers.
func (m *Model) findTextParams() map[*types.Var]bool {
	helpers := m.packageOnlyHelpers(takesText)
	if len(helpers) == 0 {
		return nil
	}
	callers := m.callersOf(helpers)
	text := make(map[*types.Var]bool)
	for round := 0; round < maxRounds; round++ {
		m.textParams = text // the callers' flows see what is known so far
		next := m.textArgs(callers, helpers)
		if sameVars(next, text) {
			break
		}
		text = next
	}
	return text
}

func takesText(sig *types.Signature) bool {
	for i := 0; i < sig.Params().Len(); i++ {
		if IsTextType(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// textArgs returns the helpers' string parameters that every call in
// callers passes the text of a received result.
func (m *Model) textArgs(callers []*ast.FuncDecl, helpers map[*types.Func]*types.Signature) map[*types.Var]bool {
	return m.paramsAlwaysGiven(callers, helpers, paramRule{
		follows:    IsTextType,
		given:      func(src Source) bool { return src.Kind == KindText && src.Known() && !src.Local },
		skipSpread: true,
	})
}
