package outputschema

import (
	"go/ast"
	"go/constant"
	"go/types"
	"reflect"
	"strings"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The second form: an error result that carries structured content. On a
// failure the server explains in Content; a payload beside IsError makes
// the failure look like data to a consumer that only validates the schema.
// A payload that is an error object ({"error": {"code", "message"}}, a
// struct with a code and a message) is the documented structured error of
// some servers (see docs/outputschema.md) and stays silent, as does a
// payload whose type says nothing (any).

// fabricated returns the nodes of fn's body that make an error result
// carry structured content: a literal with both, or an assignment (or
// go-sdk's SetError) that sets one on a variable already holding the other.
func (ix *index) fabricated(fn *ast.FuncDecl) []ast.Node {
	var found []ast.Node
	ix.m.Inspect(fn.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CompositeLit:
			if ix.m.IsResult(n) {
				if payload, isErr := ix.literalPayload(n); isErr && payload != nil && ix.isFabricated(payload) {
					found = append(found, n)
				}
			}
		case *ast.AssignStmt:
			if ix.completesFabrication(fn, n) {
				found = append(found, n)
			}
		case *ast.CallExpr:
			if ix.flagsStructured(fn, n) {
				found = append(found, n)
			}
		}
		return true
	})
	return found
}

// flagsStructured reports whether call is go-sdk's res.SetError(err) on a
// result variable built with a structured payload: SetError sets IsError
// and leaves StructuredContent as it was.
func (ix *index) flagsStructured(fn *ast.FuncDecl, call *ast.CallExpr) bool {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "SetError" || !ix.m.IsResult(sel.X) {
		return false
	}
	id, ok := strip(sel.X).(*ast.Ident)
	if !ok || ix.varOf(id) == nil {
		return false
	}
	payload := ix.payloadOfVar(fn, id)
	return payload != nil && ix.isFabricated(payload)
}

// literalPayload returns a result literal's structured payload and whether
// its IsError is true.
func (ix *index) literalPayload(lit *ast.CompositeLit) (payload ast.Expr, isErr bool) {
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		switch key, _ := kv.Key.(*ast.Ident); {
		case key == nil:
		case key.Name == vocab.FieldStructured || key.Name == vocab.FieldRaw:
			if !isNilIdent([]ast.Expr{kv.Value}, 0) {
				payload = kv.Value
			}
		case key.Name == vocab.FieldIsError:
			isErr = isTrue(ix, kv.Value)
		}
	}
	return payload, isErr
}

// completesFabrication reports whether as sets IsError to true on a result
// variable that holds a structured payload (res :=
// mcp.NewToolResultStructured(v, text); res.IsError = true), or sets the
// payload of one already flagged as an error.
func (ix *index) completesFabrication(fn *ast.FuncDecl, as *ast.AssignStmt) bool {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return false
	}
	sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
	if !ok {
		return false
	}
	field, ok := ix.m.ResultField(sel)
	if !ok {
		return false
	}
	id, ok := strip(sel.X).(*ast.Ident)
	if !ok || ix.varOf(id) == nil {
		return false
	}
	before := ix.m.ResultChannels(fn, nil, id)
	switch field {
	case vocab.FieldIsError:
		payload := ix.payloadOfVar(fn, id)
		return isTrue(ix, as.Rhs[0]) && before.Structured && payload != nil && ix.isFabricated(payload)
	case vocab.FieldStructured, vocab.FieldRaw:
		return before.IsError && !isNilIdent(as.Rhs, 0) && ix.isFabricated(as.Rhs[0])
	}
	return false
}

// payloadOfVar returns the structured payload the result variable id was
// built with: the first argument of mcp-go's NewToolResultStructured,
// NewToolResultStructuredOnly or NewToolResultJSON, or a literal's
// StructuredContent.
func (ix *index) payloadOfVar(fn ast.Node, id *ast.Ident) ast.Expr {
	for _, s := range ix.assigned[ix.varOf(id)] {
		switch e := strip(s.expr).(type) {
		case *ast.CallExpr:
			if callee := ix.calleeOf(e); callee != nil && ix.m.IsSDKFunc(callee.Origin(), callee.Name()) && len(e.Args) > 0 &&
				ix.m.ResultChannels(fn, nil, e).Structured {
				return e.Args[0] // NewToolResultStructured(v, text), NewToolResultJSON(v), …
			}
		case *ast.CompositeLit:
			if payload, _ := ix.literalPayload(e); payload != nil {
				return payload
			}
		}
	}
	return nil
}

// isFabricated reports whether a payload beside IsError is data rather
// than an error object: its type is known and is not an error object, an
// envelope holding one, or a map literal keyed "error", "code" or
// "message".
func (ix *index) isFabricated(payload ast.Expr) bool {
	t := ix.pass.TypesInfo.TypeOf(payload)
	if t == nil || isEmptyInterface(t) || mcpmodel.IsErrorObjectType(t) || describesFailure(t) {
		return false
	}
	if lit, ok := strip(payload).(*ast.CompositeLit); ok {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && ix.isErrorKey(kv.Key) {
				return false
			}
		}
	}
	if _, isMap := t.Underlying().(*types.Map); isMap {
		_, isLit := strip(payload).(*ast.CompositeLit)
		return isLit // a map built elsewhere may be an error object
	}
	return true
}

// isErrorKey reports whether a map literal's key names an error object or
// a part of a failure's description ("error", "code", "message",
// "status", "reason").
func (ix *index) isErrorKey(key ast.Expr) bool {
	return describesFailureName(ix.constString(key))
}

// describesFailureName reports whether a field or key name is a failure's:
// an error part, a code or a message, or a status and its reason
// (github-mcp-server's {"status": "awaiting_user_submission", "reason": …}).
func describesFailureName(name string) bool {
	return failureNames[name] || mcpmodel.IsCodeKey(name) || mcpmodel.IsMessageKey(name)
}

// describesFailure reports whether t is a struct about a failure: an
// envelope with an error field ({Error: {Code, Message}}, {Error: "…"}),
// or a struct with a message-like, code-like or status field
// ({ErrorCategory, IsRetryable, Message}, {Status, Reason}).
func describesFailure(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	s, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for i := range s.NumFields() {
		f := s.Field(i)
		name := f.Name()
		if json := jsonName(s.Tag(i)); json != "" {
			name = json
		}
		if describesFailureName(f.Name()) || describesFailureName(name) || mcpmodel.IsErrorObjectType(f.Type()) {
			return true
		}
	}
	return false
}

// failureNames name a payload's error part, or a status and its reason.
var failureNames = map[string]bool{
	"Error": true, "Errors": true, "Err": true, "Status": true, "Reason": true,
	"error": true, "errors": true, "status": true, "reason": true,
}

// jsonName returns the name a struct tag gives a field in JSON, or "".
func jsonName(tag string) string {
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	return name
}

// isTrue reports whether e is the constant true.
func isTrue(ix *index, e ast.Expr) bool {
	tv, ok := ix.pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}
