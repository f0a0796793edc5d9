package outputschema

import (
	"fmt"
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The third form: a go-sdk typed handler (mcp.AddTool with a
// ToolHandlerFor[In, Out]) that answers a failure with an isError result
// and a nil Go error. Every go-sdk v1 release (v1.0.0 through v1.8.0,
// mcp/server.go, toolForErr) handles the handler's three results so:
//
//   - a non-nil Go error wins: the SDK sends an isError result of its own
//     with the error's text, and neither the handler's result nor Out;
//   - otherwise it marshals Out into the result's StructuredContent, and
//     validates it against the output schema, whatever the result's
//     IsError says. For a pointer Out left nil it marshals the zero value
//     of the element type instead (from v1.3.0 always; before, only when
//     the schema was inferred: beside a declared schema it marshals JSON
//     null and validates that). Only an Out of interface type left nil is
//     not marshalled.
//
// So an isError result beside a struct Out (or a pointer to one) always
// carries a payload of the tool's success shape, and its zero value when
// the handler meant to give none. The tool always declares a schema then:
// with no OutputSchema on the tool, go-sdk infers one from a non-interface
// Out. Beside an Out of interface type the payload is the value the
// return gives: reported when it is success-shaped as the second form
// decides (the type, or a map literal's keys, of the package's success
// payloads), never for nil or a value whose type is out of sight.
//
// An Out whose type is an error object, or an envelope holding one, may
// carry the failure itself (the seeds' structured error): not reported.

const (
	messageTypedFailure    = "error result returned beside Out in a typed handler: go-sdk still marshals Out (%s) into the failure's structured content, a success-shaped payload; return the failure as the handler's error instead"
	messageTypedAnyFailure = "error result returned beside an Out value in a typed handler: go-sdk marshals Out into the failure's structured content, a success-shaped payload; give nil as Out, or return the failure as the handler's error"
)

// typedFailure is a return of a typed handler that sends an error result
// with a success-shaped Out.
type typedFailure struct {
	ret *ast.ReturnStmt
	msg string
	// fix returns the failure as the handler's Go error, when that is
	// proved to send the same text and flag (fix.go).
	fix *analysis.SuggestedFix
}

// typedHandler is a go-sdk typed handler, fn its declaration or literal.
type typedHandler struct {
	fn ast.Node
	h  mcpmodel.Handler
}

// isGoSDKTyped reports whether h is a go-sdk typed handler
// (ToolHandlerFor's shape): an SDK shape whose Out is beside a go-sdk
// result.
func isGoSDKTyped(h mcpmodel.Handler) bool {
	return h.Kind == mcpmodel.HandlerSDK && h.Out == 1 && mcpmodel.IsGoSDKResult(h.Sig.Results().At(0).Type())
}

// typedFailures returns the returns of the package's go-sdk typed handlers
// (collected by fabricated's walk) that answer an isError result, a nil
// Go error and a success-shaped Out.
func (ix *index) typedFailures(shapes *successShapes) []typedFailure {
	var found []typedFailure
	for _, t := range ix.typedHandlers {
		found = append(found, ix.typedFailuresOf(t.fn, t.h, shapes)...)
	}
	return found
}

// typedFailuresOf checks one go-sdk typed handler.
func (ix *index) typedFailuresOf(fn ast.Node, h mcpmodel.Handler, shapes *successShapes) []typedFailure {
	out := h.Sig.Results().At(1).Type()
	if ix.carriesErrorObject(out) {
		return nil
	}
	var found []typedFailure
	ix.m.Inspect(h.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if msg, ok := ix.typedFailureAt(fn, n, out, shapes); ok {
				f := typedFailure{ret: n, msg: msg}
				if fix, ok := ix.typedFailureFix(fn, n, out); ok {
					f.fix = &fix
				}
				found = append(found, f)
			}
		}
		return true
	})
	return found
}

// typedFailureAt reports whether ret answers an error result with a nil
// Go error and an Out the SDK sends as a success-shaped payload.
func (ix *index) typedFailureAt(fn ast.Node, ret *ast.ReturnStmt, out types.Type, shapes *successShapes) (string, bool) {
	if len(ret.Results) != 3 || !isNilIdent(ret.Results, 2) || isNilIdent(ret.Results, 0) {
		return "", false
	}
	s := ix.m.ResultSiteAt(fn, ret, ret.Results[0])
	if !s.Known || !s.IsError {
		return "", false
	}
	if isStructOrPointer(out) {
		return fmt.Sprintf(messageTypedFailure, ix.describeOut(out)), true
	}
	if !types.IsInterface(out) || isNilIdent(ret.Results, 1) {
		return "", false
	}
	if ix.isFabricated(ret.Results[1], false, shapes) {
		return messageTypedAnyFailure, true
	}
	return "", false
}

// carriesErrorObject reports whether values of type t are an error object
// or an envelope holding one: an Out that can carry the failure itself.
func (ix *index) carriesErrorObject(t types.Type) bool {
	if mcpmodel.IsErrorObjectType(t) {
		return true
	}
	st, ok := derefStruct(t)
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if mcpmodel.IsErrorObjectType(st.Field(i).Type()) {
			return true
		}
	}
	return false
}

// isStructOrPointer reports whether t is a struct or a pointer to one.
func isStructOrPointer(t types.Type) bool {
	_, ok := derefStruct(t)
	return ok
}

func derefStruct(t types.Type) (*types.Struct, bool) {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	return st, ok
}

// describeOut names Out as the package writes it, and what the SDK sends
// for its nil value.
func (ix *index) describeOut(t types.Type) string {
	qualify := types.RelativeTo(ix.pass.Pkg)
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		return fmt.Sprintf("%s, a nil one as a zero %s", types.TypeString(t, qualify), types.TypeString(p.Elem(), qualify))
	}
	return fmt.Sprintf("%s, its zero value too", types.TypeString(t, qualify))
}
