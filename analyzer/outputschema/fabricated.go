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

// The second form: an error result that carries a success-shaped payload.
// On a failure the server explains in Content; a payload beside IsError
// that looks like the tool's answer makes the failure look like data to a
// consumer that only validates the schema. A payload is success-shaped
// when
//
//   - it was the result's payload while the result was a success, and
//     IsError was set afterwards (res := mcp.NewToolResultStructured(v, t);
//     res.IsError = true, go-sdk's res.SetError(err)): it was left on; or
//   - it has the shape of the package's success answers: its type is the
//     type of a payload some success result of the package carries, of a
//     typed handler's Out, or of a WithOutputSchema[T] option; a map
//     literal, when each of its keys is a key of such a payload (a field's
//     JSON name, a success map literal's key).
//
// An error object ({"error": {"code", "message"}}, a struct with a code
// and a message, an envelope holding one: the seeds' structured error) is
// never reported, nor is a payload whose shape is out of sight (a value of
// interface type, a map built elsewhere, a builder's own payload).

// flagging is a place that makes an error result carry a payload.
type flagging struct {
	at       ast.Node
	payloads []ast.Expr
	// leftOn: the payloads were there while the result was a success.
	leftOn bool
}

// successShapes are the shapes of the package's success payloads.
type successShapes struct {
	types []types.Type
	keys  map[string]bool
}

// fabricationNodes are the nodes fabricated reads.
var fabricationNodes = []ast.Node{(*ast.FuncDecl)(nil), (*ast.FuncLit)(nil), (*ast.CompositeLit)(nil), (*ast.CallExpr)(nil), (*ast.AssignStmt)(nil)}

// fabricated returns the nodes of the package that make an error result
// carry a success-shaped payload: a literal with both, an assignment that
// sets one on a result holding the other, or go-sdk's SetError on a result
// holding a payload. It returns the package's success shapes too.
func (ix *index) fabricated() ([]ast.Node, *successShapes) {
	shapes := &successShapes{keys: make(map[string]bool)}
	var flaggings []flagging
	ix.m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
		ix.m.InspectTypes(decl, fabricationNodes, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl, *ast.FuncLit:
				ix.handlerShapes(n, shapes)
			case *ast.CompositeLit:
				flaggings = ix.builtResult(n, shapes, flaggings)
			case *ast.CallExpr:
				flaggings = ix.builtResult(n, shapes, flaggings)
				if f, ok := ix.setError(decl, n); ok {
					flaggings = append(flaggings, f)
				}
				ix.schemaShape(n, shapes)
			case *ast.AssignStmt:
				if f, ok := ix.assignment(decl, n, shapes); ok {
					flaggings = append(flaggings, f)
				}
			}
			return true
		})
	})
	var found []ast.Node
	for _, f := range flaggings {
		for _, p := range f.payloads {
			if ix.isFabricated(p, f.leftOn, shapes) {
				found = append(found, f.at)
				break
			}
		}
	}
	return found, shapes
}

// builtResult records what a result built in place carries: an error
// result's payloads are a flagging, a success result's payloads are
// success shapes.
func (ix *index) builtResult(e ast.Expr, shapes *successShapes, flaggings []flagging) []flagging {
	s := ix.m.BuiltResult(e)
	switch {
	case !s.Known || !s.Structured:
	case s.IsError:
		if _, isLit := e.(*ast.CompositeLit); isLit {
			flaggings = append(flaggings, flagging{at: e, payloads: s.Payloads()})
		}
	default:
		for _, p := range s.Payloads() {
			shapes.add(ix, p)
		}
	}
	return flaggings
}

// setError reads go-sdk's res.SetError(err) on a result that holds a
// payload while it is a success.
func (ix *index) setError(fn ast.Node, call *ast.CallExpr) (flagging, bool) {
	res, ok := ix.m.IsSetError(call)
	if !ok || ix.varOf(res) == nil {
		return flagging{}, false
	}
	before := ix.m.ResultSiteAt(fn, call, res)
	if !before.Known || before.IsError || !before.Structured {
		return flagging{}, false
	}
	return flagging{at: call, payloads: before.Payloads(), leftOn: true}, true
}

// assignment reads res.IsError = true on a result holding a payload while
// it is a success, and res.StructuredContent = v on one holding an error
// (or on a success: v is a success shape).
func (ix *index) assignment(fn ast.Node, as *ast.AssignStmt, shapes *successShapes) (flagging, bool) {
	if len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return flagging{}, false
	}
	sel, ok := ast.Unparen(as.Lhs[0]).(*ast.SelectorExpr)
	if !ok {
		return flagging{}, false
	}
	field, ok := ix.m.ResultField(sel)
	if !ok || ix.varOf(sel.X) == nil {
		return flagging{}, false
	}
	before := ix.m.ResultSiteAt(fn, as, sel.X)
	if !before.Known {
		return flagging{}, false
	}
	switch field {
	case vocab.FieldIsError:
		if isTrue(ix, as.Rhs[0]) && !before.IsError && before.Structured {
			return flagging{at: as, payloads: before.Payloads(), leftOn: true}, true
		}
	case vocab.FieldStructured, vocab.FieldRaw:
		if isNilIdent(as.Rhs, 0) {
			break
		}
		if before.IsError {
			return flagging{at: as, payloads: as.Rhs}, true
		}
		shapes.add(ix, as.Rhs[0])
	}
	return flagging{}, false
}

// handlerShapes records the Out type of a typed handler (go-sdk's
// ToolHandlerFor, mcp-go's structured handler): the SDK sends it as the
// structured content of a success. It keeps go-sdk's typed handlers for
// the third form (typedfailures.go), so that each function is asked once.
func (ix *index) handlerShapes(fn ast.Node, shapes *successShapes) {
	h, ok := ix.m.ToolHandler(fn)
	if !ok || h.Out < 0 {
		return
	}
	if isGoSDKTyped(h) {
		ix.typedHandlers = append(ix.typedHandlers, typedHandler{fn: fn, h: h})
	}
	if t := h.Sig.Results().At(h.Out).Type(); !types.IsInterface(t) {
		shapes.addType(t)
	}
}

// schemaShape records the T of mcp-go's WithOutputSchema[T]() and its
// cached variants: the tool's declared answer.
func (ix *index) schemaShape(call *ast.CallExpr, shapes *successShapes) {
	if !vocab.IsOutputSchemaOption(ix.calleeOf(call)) {
		return
	}
	if inst, ok := ix.pass.TypesInfo.Instances[mcpmodel.FuncIdent(call.Fun)]; ok && inst.TypeArgs.Len() > 0 {
		shapes.addType(inst.TypeArgs.At(0))
	}
}

// add records the shape of a success payload.
func (s *successShapes) add(ix *index, payload ast.Expr) {
	if lit, ok := mcpmodel.StripAll(payload).(*ast.CompositeLit); ok && ix.pass.TypesInfo.TypeOf(lit) != nil {
		if _, isMap := ix.pass.TypesInfo.TypeOf(lit).Underlying().(*types.Map); isMap {
			for _, key := range ix.literalKeys(lit) {
				s.keys[key] = true
			}
			return
		}
	}
	if t := ix.pass.TypesInfo.TypeOf(payload); t != nil && !types.IsInterface(t) {
		s.addType(t)
	}
}

// addType records a success payload's type, and its fields' JSON names as
// keys a map literal of the same shape would have.
func (s *successShapes) addType(t types.Type) {
	t = vocab.Deref(t)
	s.types = append(s.types, t)
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for i := range st.NumFields() {
		s.keys[st.Field(i).Name()] = true
		if name := jsonName(st.Tag(i)); name != "" {
			s.keys[name] = true
		}
	}
}

func (s *successShapes) hasType(t types.Type) bool {
	t = vocab.Deref(t)
	for _, u := range s.types {
		if types.Identical(t, u) {
			return true
		}
	}
	return false
}

// isFabricated reports whether payload, on an error result, is
// success-shaped (see above).
func (ix *index) isFabricated(payload ast.Expr, leftOn bool, shapes *successShapes) bool {
	t := ix.pass.TypesInfo.TypeOf(payload)
	if t == nil || types.IsInterface(t) || ix.isErrorPayload(payload, t) {
		return false
	}
	lit, isLit := mcpmodel.StripAll(payload).(*ast.CompositeLit)
	if _, isMap := t.Underlying().(*types.Map); isMap && !isLit {
		return false // a map built elsewhere may be an error object
	}
	if leftOn {
		return true
	}
	if isLit {
		if _, isMap := t.Underlying().(*types.Map); isMap {
			keys := ix.literalKeys(lit)
			for _, key := range keys {
				if !shapes.keys[key] {
					return false
				}
			}
			return len(keys) > 0
		}
	}
	return shapes.hasType(t)
}

// isErrorPayload reports whether a payload of type t is an error object or
// an envelope holding one: the seeds' structured error. A map literal is
// one when it has an "error" key, or a code key and a message key.
func (ix *index) isErrorPayload(payload ast.Expr, t types.Type) bool {
	if mcpmodel.IsErrorObjectType(t) {
		return true
	}
	if st, ok := vocab.Deref(t).Underlying().(*types.Struct); ok {
		for i := range st.NumFields() {
			if mcpmodel.IsErrorObjectType(st.Field(i).Type()) {
				return true
			}
		}
		return false
	}
	lit, ok := mcpmodel.StripAll(payload).(*ast.CompositeLit)
	if !ok {
		return false
	}
	var code, message bool
	for _, key := range ix.literalKeys(lit) {
		code = code || mcpmodel.IsCodeKey(key)
		message = message || mcpmodel.IsMessageKey(key)
		if key == mcpmodel.KeyError {
			return true
		}
	}
	return code && message
}

// literalKeys returns the constant string keys of a map literal.
func (ix *index) literalKeys(lit *ast.CompositeLit) []string {
	var keys []string
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key := ix.constString(kv.Key); key != "" {
				keys = append(keys, key)
			}
		}
	}
	return keys
}

// isTrue reports whether e is the constant true.
func isTrue(ix *index, e ast.Expr) bool {
	tv, ok := ix.pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.Kind() == constant.Bool && constant.BoolVal(tv.Value)
}

// jsonName returns the name a struct tag gives a field in JSON, or "".
func jsonName(tag string) string {
	name, _, _ := strings.Cut(reflect.StructTag(tag).Get("json"), ",")
	return name
}
