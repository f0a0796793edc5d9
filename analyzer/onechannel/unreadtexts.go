package onechannel

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// unreadTextMessage is said of a wrapper that takes the text of a result
// it received and hands it on without reading IsError (the joined text
// blocks): its callers never see the result, so the check belongs here.
const unreadTextMessage = "tool result text handed on without checking IsError; check IsError here, since the text is the tool's error message when it refuses"

// unreadTexts collects the package's unread text wrappers whose text its
// functions use as data.
type unreadTexts map[*types.Func]bool

// note records the wrappers whose text decl decodes.
func (u unreadTexts) note(m *mcpmodel.Model, decl *ast.FuncDecl) {
	for _, fn := range m.FlowOf(decl).UnreadTextOrigins() {
		u[fn] = true
	}
}

// report reports each unread text wrapper once, where it hands the text
// on, when its text is used as data in the package or reaches callers out
// of its sight: on a refusal they read the tool's message as the answer,
// and none of them can check.
func (u unreadTexts) report(pass *analysis.Pass, m *mcpmodel.Model) {
	for _, w := range m.UnreadTextWrappers() {
		if u[w.Func] || w.OutOfSight {
			m.Report(pass, analysis.Diagnostic{Pos: w.At.Pos(), End: w.At.End(), Message: unreadTextMessage})
		}
	}
}
