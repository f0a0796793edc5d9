package onechannel

import (
	"go/ast"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// unreadTextMessage is said of a decode of a text that a helper fetched
// and handed on without reading IsError (the joined text of a client
// wrapper): the function holding the decode never sees the result, so the
// check belongs where the result is received.
const unreadTextMessage = "tool result text decoded from a call that never checks IsError; check IsError where the result is received, since the text is the tool's error message when it refuses"

// unreadTexts reports each decode in decl of a text a helper handed on
// unread: on a refusal the decode reads the tool's message as the answer,
// or fails on it (and a caller that then shows the raw text shows the
// refusal as the answer).
func unreadTexts(pass *analysis.Pass, m *mcpmodel.Model, decl *ast.FuncDecl) {
	for _, dec := range m.FlowOf(decl).UnreadTextDecodes() {
		m.Report(pass, analysis.Diagnostic{Pos: dec.Call.Pos(), End: dec.Call.End(), Message: unreadTextMessage})
	}
}
