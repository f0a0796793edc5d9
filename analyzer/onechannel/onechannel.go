package onechannel

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/lint"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Doc is the analyzer's documentation; its first line is the summary.
const Doc = `report reading a tool result's payload without checking both refusal channels

A tool refuses either with IsError set (a plain-text message, no structured
payload) or in band (IsError false, a payload {"error": {…}}). Reading the
payload where no IsError check dominates crashes or yields zero values on
the first kind; using an envelope's result part where its error part was
never checked reads the second kind as "no data". Check IsError, then the
envelope's error, then use the result. Suppress with //nolint:onechannel or
//lint:ignore onechannel reason.`

// New returns the onechannel analyzer, reading the shared model from model.
func New(model *analysis.Analyzer) *analysis.Analyzer {
	return lint.NewCheck("onechannel", Doc, model, run)
}

// payloadMessages are the payload-only messages, by the channel read. A
// decode of the content text is a payload read too (SPEC section 2):
// textjson reports that it reads the wrong channel, onechannel that no
// IsError check came first, so each check says one thing and each stands
// on its own when the other is turned off.
var payloadMessages = map[string]string{
	mcpmodel.FieldContent:    "tool result text decoded without checking IsError; check IsError first, since the text is the tool's error message when it refuses",
	mcpmodel.FieldStructured: "StructuredContent read without checking IsError; check IsError first, since it is nil when the tool refuses",
	mcpmodel.FieldRaw:        "RawStructuredContent read without checking IsError; check IsError first, since it is empty when the tool refuses",
}

// handOffMessages are said of a wrapper that returns the payload of a
// result it received without checking IsError (mcpmodel.ReadHandOff): its
// callers never see the result, so the check belongs here.
var handOffMessages = map[string]string{
	mcpmodel.FieldStructured: "StructuredContent handed on without checking IsError; check IsError here, since it is nil when the tool refuses",
	mcpmodel.FieldRaw:        "RawStructuredContent handed on without checking IsError; check IsError here, since it is empty when the tool refuses",
}

const mapEnvelopeMessage = `"result" of payload map used without checking "error"; check "error" first, since an in-band refusal reads as no data`

func envelopeMessage(errorField string) string {
	return fmt.Sprintf("result of envelope used without checking its error field; check %s first, since an in-band refusal reads as no data", errorField)
}

func run(pass *analysis.Pass, m *mcpmodel.Model) {
	unread := make(unreadTexts)
	m.Funcs(func(file *ast.File, decl *ast.FuncDecl) {
		if m.MentionsPayload(decl.Body) {
			checkFunc(pass, m, file, decl)
			unread.note(m, decl)
		}
	})
	unread.report(pass, m)
}

// function holds what one function's checks need; the control-flow graphs
// are built only when a read is found.
type function struct {
	pass   *analysis.Pass
	m      *mcpmodel.Model
	file   *ast.File
	decl   *ast.FuncDecl
	guards *mcpmodel.Guards
	// unguarded holds the results found unchecked at a payload read: each
	// result value is reported once, and not again for its envelope.
	unguarded map[types.Object]bool
	// handedOn are the results whose IsError the function copies into a
	// value of its own along with the payload (conversions.go).
	handedOn map[types.Object]bool
}

func checkFunc(pass *analysis.Pass, m *mcpmodel.Model, file *ast.File, decl *ast.FuncDecl) {
	flow := m.FlowOf(decl)
	reads := append(flow.PayloadReads(), m.PayloadHandOffs(decl)...)
	sort.Slice(reads, func(i, j int) bool { return reads[i].Node.Pos() < reads[j].Node.Pos() })
	uses, envChecks := envelopeUses(m, flow, decl.Body)
	if len(reads) == 0 && len(uses) == 0 {
		return
	}
	fn := &function{
		pass:      pass,
		m:         m,
		file:      file,
		decl:      decl,
		guards:    m.NewGuards(file, decl),
		unguarded: make(map[types.Object]bool),
		handedOn:  isErrorHandedOn(m, decl.Body),
	}
	for _, r := range reads {
		fn.payloadOnly(r)
	}
	fn.isErrorOnly(uses, envChecks)
}

// payloadOnly reports a payload read that no IsError check guards, once
// per result.
func (fn *function) payloadOnly(r mcpmodel.PayloadRead) {
	if fn.unguarded[r.Result] || fn.handedOn[r.Result] || !fn.guards.Unchecked(r.Node, r.Result) {
		return
	}
	fn.unguarded[r.Result] = true
	msg := payloadMessages[r.Field]
	if r.Kind == mcpmodel.ReadHandOff {
		msg = handOffMessages[r.Field]
	}
	fn.m.Report(fn.pass, analysis.Diagnostic{Pos: r.Node.Pos(), End: r.Node.End(), Message: msg, SuggestedFixes: fn.suggestFix(r)})
}

// isErrorOnly reports the first use of each envelope's result part where
// the code checked IsError before decoding but no check of the envelope's
// error part dominates the use.
func (fn *function) isErrorOnly(uses []envelopeUse, envChecks map[types.Object][]ast.Node) {
	reported := make(map[types.Object]bool)
	for _, u := range uses {
		p := u.payload
		if reported[u.envelope] || p.Read == nil || fn.unguarded[p.Result] || !fn.guards.Checkable(p.Result) {
			continue
		}
		if !fn.guards.Guarded(p.Read, p.Result) {
			continue // IsError never checked: the payload-only form's business
		}
		if fn.errorPartChecked(u, envChecks[u.envelope]) {
			continue
		}
		reported[u.envelope] = true
		msg := mapEnvelopeMessage
		if !u.isMap {
			msg = envelopeMessage(errorFieldName(fn.pass.TypesInfo, u.use))
		}
		fn.m.Report(fn.pass, analysis.Diagnostic{Pos: u.use.Pos(), End: u.use.End(), Message: msg})
	}
}

// errorPartChecked reports whether a look at the envelope's error part
// dominates the use, or sits in the same statement (return env.Result,
// env.Error hands both to the caller).
func (fn *function) errorPartChecked(u envelopeUse, checks []ast.Node) bool {
	dom := fn.guards.Dominance()
	for _, c := range checks {
		if dom.SameNode(c, u.use) {
			return true
		}
	}
	kills := fn.m.AssignmentsTo(fn.decl.Body, map[types.Object]bool{u.envelope: true})[u.envelope]
	return dom.Guarded(u.use, checks, kills)
}

// errorFieldName names the error part of the envelope whose result part
// sel reads, for the message.
func errorFieldName(info *types.Info, use ast.Expr) string {
	if sel, ok := use.(*ast.SelectorExpr); ok {
		if shape, ok := envelopeShapeOf(info.TypeOf(sel.X)); ok {
			return shape.errorPart.Name()
		}
	}
	return "Error"
}
