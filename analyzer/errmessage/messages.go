package errmessage

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// Message reads: where a function reads the message of an error object
// (obj.Message, obj["message"], or a local holding one). Only errmessage
// asks; the model keeps what error objects are (mcpmodel.ErrorObjectFields).

// mentionsWording is a cheap filter: a function that names no string
// constant, no range variable over a list of them, no compiled pattern's
// search and no predicate helper cannot decide on a wording.
func mentionsWording(m *mcpmodel.Model, body ast.Node, consts *constants, preds predicates) bool {
	info := m.Info()
	found := false
	m.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BasicLit:
			found = n.Kind == token.STRING
		case *ast.Ident:
			switch obj := info.Uses[n].(type) {
			case *types.Const:
				found = isStringType(obj.Type())
			case *types.Var:
				found = consts.loopVars[obj] != nil
			case *types.Func:
				search, isSearch := knowledge.SearchOf(obj)
				found = preds[obj.Origin()] != nil || isSearch && search.Needle < 0
			}
		}
		return !found
	})
	return found
}

// errorMessage is a read of an error object's message.
type errorMessage struct {
	// Object is the error-object expression whose message is read.
	Object ast.Expr
	// Read is the expression that reads the message: obj.Message or
	// obj["message"] (nil when the message reached a local first).
	Read ast.Expr
	// Code names what to branch on instead: the code field's name, or the
	// map key in quotes.
	Code string
	// CodeField is the code field of a struct error object.
	CodeField *types.Var
}

// messageReads finds the reads of error-object messages in one function.
type messageReads struct {
	m         *mcpmodel.Model
	flow      *mcpmodel.Flow
	body      *ast.BlockStmt
	codeKeyed map[types.Object]string // maps read at a code-like key, and that key
	errorMaps map[types.Object]bool   // maps obtained from the "error" key of another map
	locals    map[types.Object]errorMessage
	// fromPayload holds the locals whose value comes from a result's
	// payload or text in this function (see fromMCP), once asked for.
	fromPayload map[types.Object]bool
}

// newMessageReads indexes body's map reads and locals holding messages;
// flow is the function's, for the provenance of the objects.
func newMessageReads(m *mcpmodel.Model, flow *mcpmodel.Flow, body *ast.BlockStmt) *messageReads {
	r := &messageReads{
		m:         m,
		flow:      flow,
		body:      body,
		codeKeyed: make(map[types.Object]string),
		errorMaps: make(map[types.Object]bool),
		locals:    make(map[types.Object]errorMessage),
	}
	m.Inspect(body, func(n ast.Node) bool {
		if ix, ok := n.(*ast.IndexExpr); ok {
			if key, ok := r.stringKey(ix); ok && mcpmodel.IsCodeKey(key) {
				if root := m.RootVar(ix.X); root != nil {
					r.codeKeyed[root] = key
				}
			}
		}
		return true
	})
	for round := 0; round < maxRounds; round++ {
		if !r.propagate(body) {
			break
		}
	}
	return r
}

func (r *messageReads) propagate(body *ast.BlockStmt) bool {
	changed := false
	r.m.Inspect(body, func(n ast.Node) bool {
		assign, ok := n.(*ast.AssignStmt)
		if !ok || len(assign.Rhs) != 1 || len(assign.Lhs) > 2 {
			return true
		}
		id := identOf(assign.Lhs[0])
		if id == nil {
			return true
		}
		obj, ok := r.m.Info().ObjectOf(id).(*types.Var)
		if !ok {
			return true
		}
		if _, known := r.locals[obj]; !known {
			if msg, ok := r.Message(assign.Rhs[0]); ok {
				msg.Read = nil
				r.locals[obj] = msg
				changed = true
			}
		}
		if !r.errorMaps[obj] && r.isErrorKeyRead(assign.Rhs[0]) {
			r.errorMaps[obj] = true
			changed = true
		}
		return true
	})
	return changed
}

// Message reports whether e is an error object's message: obj.Message,
// obj["message"], a local holding one, or one of these lower-cased,
// trimmed or asserted to string.
func (r *messageReads) Message(e ast.Expr) (errorMessage, bool) {
	e = r.m.UnwrapText(e)
	switch x := e.(type) {
	case *ast.Ident:
		if obj := r.m.Info().ObjectOf(x); obj != nil {
			msg, ok := r.locals[obj]
			return msg, ok
		}
	case *ast.SelectorExpr:
		sel := r.m.Info().Selections[x]
		if sel == nil || sel.Kind() != types.FieldVal {
			return errorMessage{}, false
		}
		obj, ok := r.m.ErrorObjectAt(r.m.Info().TypeOf(x.X), r.atErrorKey(x.X))
		if ok && obj.Message == sel.Obj() {
			return errorMessage{Object: x.X, Read: x, Code: obj.Code.Name(), CodeField: obj.Code}, true
		}
	case *ast.IndexExpr:
		key, ok := r.stringKey(x)
		if !ok || !mcpmodel.IsMessageKey(key) {
			return errorMessage{}, false
		}
		if code, ok := r.isErrorMap(x.X); ok {
			return errorMessage{Object: x.X, Read: x, Code: `its "` + code + `" key`}, true
		}
	}
	return errorMessage{}, false
}

func (r *messageReads) isErrorMap(e ast.Expr) (code string, ok bool) {
	if root := r.m.RootVar(e); root != nil {
		if code, ok := r.codeKeyed[root]; ok {
			return code, true
		}
		if r.errorMaps[root] && identOf(e) != nil {
			return "code", true
		}
	}
	if r.isErrorKeyRead(e) {
		return "code", true
	}
	return "", false
}

// isErrorKeyRead reports whether e is x["error"], possibly asserted to a map.
func (r *messageReads) isErrorKeyRead(e ast.Expr) bool {
	e = ast.Unparen(e)
	if ta, ok := e.(*ast.TypeAssertExpr); ok && ta.Type != nil {
		e = ast.Unparen(ta.X)
	}
	ix, ok := e.(*ast.IndexExpr)
	if !ok {
		return false
	}
	key, ok := r.stringKey(ix)
	return ok && key == mcpmodel.KeyError
}

// stringKey returns the constant key of a read of a map[string]….
func (r *messageReads) stringKey(ix *ast.IndexExpr) (string, bool) {
	mt, ok := types.Unalias(r.m.Info().TypeOf(ix.X)).Underlying().(*types.Map)
	if !ok || !isStringType(mt.Key()) {
		return "", false
	}
	tv := r.m.Info().Types[ix.Index]
	if tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	key := constant.StringVal(tv.Value)
	return key, key != ""
}

// atErrorKey reports whether e reaches a struct at an envelope's error key:
// env.Error, resp.Errors[i].
func (r *messageReads) atErrorKey(e ast.Expr) bool {
	e = ast.Unparen(e)
	if ix, ok := e.(*ast.IndexExpr); ok {
		e = ast.Unparen(ix.X)
	}
	if star, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(star.X)
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	selection := r.m.Info().Selections[sel]
	if selection == nil || selection.Kind() != types.FieldVal {
		return false
	}
	st, ok := types.Unalias(r.m.Info().TypeOf(sel.X)).Underlying().(*types.Struct)
	if p, isPtr := types.Unalias(r.m.Info().TypeOf(sel.X)).Underlying().(*types.Pointer); isPtr {
		st, ok = p.Elem().Underlying().(*types.Struct)
	}
	if !ok {
		return false
	}
	for i := range st.NumFields() {
		if st.Field(i) == selection.Obj() {
			key, decoded := mcpmodel.WireKey(st.Field(i), st.Tag(i))
			return decoded && mcpmodel.IsErrorKey(key)
		}
	}
	return false
}

// fromMCP reports whether the error object whose message msg reads comes
// from MCP (the spec's section 2: an error object is in scope when its
// value or its type comes from MCP): its type, or the type of a value it
// is a part of, is an SDK's or one the module decodes tool results into
// (mcpmodel.FromMCP, across packages), or it is a part of a value this
// function took from a result's payload or text. An API error of another
// service (an LLM provider's, an HTTP reply's) is neither.
func (r *messageReads) fromMCP(msg errorMessage) bool {
	for e := msg.Object; e != nil; {
		if r.m.FromMCP(r.m.Info().TypeOf(e)) {
			return true
		}
		if id, ok := ast.Unparen(e).(*ast.Ident); ok {
			return r.payloadLocal(r.m.Info().ObjectOf(id))
		}
		e = mcpmodel.Operand(r.m.Info(), e)
	}
	return false
}

// payloadCarriesCode reports whether the function reads a code from a
// result's payload: a local holding a part of one is read at a code,
// category or retryability key, or its type is an error object or an
// envelope holding one. Only then has the text of an isError result a
// typed alternative within the code's reach; without it the text is all
// a refusal says (the protocol gives isError no code), and deciding on it
// is not deciding on the message instead of the code.
func (r *messageReads) payloadCarriesCode() bool {
	if r.fromPayload == nil {
		r.fromPayload = r.payloadLocals()
	}
	for obj := range r.fromPayload {
		if holdsErrorObject(obj.Type()) {
			return true
		}
	}
	found := false
	r.m.Inspect(r.body, func(n ast.Node) bool {
		ix, ok := n.(*ast.IndexExpr)
		if !ok || found {
			return !found
		}
		if key, ok := r.stringKey(ix); ok && (mcpmodel.IsCodeKey(key) || mcpmodel.IsCategoryKey(key) || mcpmodel.IsRetryableKey(key)) {
			found = r.payloadLocal(r.m.RootVar(ix.X))
		}
		return !found
	})
	return found
}

// holdsErrorObject reports whether t is (a pointer to) an error object or
// a struct with an error object at one of its fields.
func holdsErrorObject(t types.Type) bool {
	if _, ok := mcpmodel.ErrorObjectFields(t); ok {
		return true
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for field := range st.Fields() {
		if _, ok := mcpmodel.ErrorObjectFields(field.Type()); ok {
			return true
		}
	}
	return false
}

// payloadLocal reports whether the local obj holds a value derived from a
// result's payload or text in this function: the flow's payload facet
// (an asserted StructuredContent, a decode target), or a local assigned a
// part of one (errObj := m["error"].(map[string]any)).
func (r *messageReads) payloadLocal(obj types.Object) bool {
	if obj == nil {
		return false
	}
	if r.fromPayload == nil {
		r.fromPayload = r.payloadLocals()
	}
	return r.fromPayload[obj]
}

func (r *messageReads) payloadLocals() map[types.Object]bool {
	derived := make(map[types.Object]bool)
	r.m.Inspect(r.body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if obj, isVar := r.m.Info().ObjectOf(id).(*types.Var); isVar && !derived[obj] && r.flow.Payload(id).Kind != mcpmodel.PayloadNone {
				derived[obj] = true
			}
		}
		return true
	})
	for round := 0; round < maxRounds; round++ {
		learnt := false
		r.m.Inspect(r.body, func(n ast.Node) bool {
			var target, from ast.Expr
			switch n := n.(type) {
			case *ast.RangeStmt:
				target, from = n.Value, n.X
			default:
				lhs, rhs, ok := mcpmodel.Assignment(n)
				if !ok || len(rhs) != 1 || len(lhs) == 0 {
					return true
				}
				target, from = lhs[0], rhs[0]
			}
			if root := r.m.RootVar(from); root == nil || !derived[root] {
				return true
			}
			if id := identOf(target); id != nil {
				if obj := r.m.Info().ObjectOf(id); obj != nil && !derived[obj] {
					derived[obj] = true
					learnt = true
				}
			}
			return true
		})
		if !learnt {
			break
		}
	}
	return derived
}

// identOf returns e as an identifier, through parentheses, or nil.
func identOf(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}
