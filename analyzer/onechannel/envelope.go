package onechannel

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// An envelope is a payload that holds an error object beside its data:
// {"items": […], "error": {"code", "message"}}. A client that checks
// IsError, decodes the payload into one and uses its data without looking
// at its error part reads an in-band refusal as "no data" (the isError-only
// form). Envelope use is this check's facet of the payload flow.

// envelopeUse is a use of the data part of an envelope decoded from a
// tool result's payload: env.Items, or m["result"] of a payload map.
type envelopeUse struct {
	use ast.Expr
	// envelope names the envelope value: its variable, or the result
	// variable when the payload map is asserted in place.
	envelope types.Object
	// payload is where the envelope came from (its Read is the decode or
	// assertion that made it).
	payload mcpmodel.Payload
	isMap   bool // a map read at "result" rather than a struct field
}

// envelopeShape is the shape of an envelope struct.
type envelopeShape struct {
	// errorPart is the error field: the one decoded from the envelope's
	// "error" key (or "errors", a list of them: the GraphQL shape),
	// holding an error object or a list of them.
	errorPart *types.Var
	// status holds the bool fields (a success or failure flag, whatever
	// it is called): reading one looks at the in-band channel too.
	status map[*types.Var]bool
	// data holds the other fields a decode fills in.
	data map[*types.Var]bool
}

// envelopeShapeOf returns the shape of t (a struct, a pointer to one, or a
// named or aliased such type) when it is an envelope: an error part and at
// least one data field.
func envelopeShapeOf(t types.Type) (envelopeShape, bool) {
	st := structOf(t)
	if st == nil {
		return envelopeShape{}, false
	}
	shape := envelopeShape{status: make(map[*types.Var]bool), data: make(map[*types.Var]bool)}
	for i := 0; i < st.NumFields(); i++ {
		f := st.Field(i)
		key, decoded := mcpmodel.WireKey(f, st.Tag(i))
		switch {
		case !decoded:
		case shape.errorPart == nil && isErrorPart(f, key):
			shape.errorPart = f
		case isBool(f.Type()):
			shape.status[f] = true
		default:
			shape.data[f] = true
		}
	}
	return shape, shape.errorPart != nil && len(shape.data) > 0
}

func structOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	t = types.Unalias(t)
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

// isErrorPart reports whether f, decoded from key, is an envelope's error
// part: the spec's "error" key (or "errors") holding an error object, or a
// list of them. Held there, a {type, message} is an error object too.
func isErrorPart(f *types.Var, key string) bool {
	if !mcpmodel.IsErrorKey(key) {
		return false
	}
	t := f.Type()
	if s, ok := types.Unalias(t).Underlying().(*types.Slice); ok {
		t = s.Elem()
	}
	_, ok := mcpmodel.ErrorObjectFieldsAt(t, true)
	return ok
}

func isBool(t types.Type) bool {
	b, ok := types.Unalias(t).Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// envelopeNodes are the nodes envelopeUses reads.
var envelopeNodes = []ast.Node{(*ast.SelectorExpr)(nil), (*ast.IndexExpr)(nil), (*ast.CallExpr)(nil)}

// envelopeUses returns the uses of envelope data parts in the function
// body, and for each envelope the points that look at its error part:
// env.Error or a status field (or m["error"]) in any form, or the envelope
// passed whole to a function or method (that function's business), other
// than the decode itself.
func envelopeUses(m *mcpmodel.Model, flow *mcpmodel.Flow, body *ast.BlockStmt) (uses []envelopeUse, checks map[types.Object][]ast.Node) {
	info := m.Info()
	checks = make(map[types.Object][]ast.Node)
	// The body's presence tests, writes and comparisons are indexed at the
	// first envelope part found: most bodies have none.
	var tested map[*ast.IndexExpr]bool
	var writes, verdicts map[ast.Expr]bool
	index := func() {
		if writes == nil {
			tested = testedIndexes(body)
			writes = assignedExprs(body)
			verdicts = comparedWithConstants(info, body)
		}
	}
	m.InspectTypes(body, envelopeNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			env, p, ok := envelopeOf(info, flow, n.X)
			if !ok || p.Kind != mcpmodel.PayloadValue {
				return true
			}
			shape, isEnvelope := envelopeShapeOf(info.TypeOf(n.X))
			sel := info.Selections[n]
			if !isEnvelope || sel == nil || sel.Kind() != types.FieldVal {
				return true
			}
			index()
			field, _ := sel.Obj().(*types.Var)
			switch {
			case field == shape.errorPart || shape.status[field] || verdicts[n]:
				checks[env] = append(checks[env], n)
			case shape.data[field] && !writes[n]:
				uses = append(uses, envelopeUse{use: n, envelope: env, payload: p})
			}
		case *ast.IndexExpr:
			env, p, ok := envelopeOf(info, flow, n.X)
			if !ok || !isStringMap(info.TypeOf(n.X)) {
				return true
			}
			index()
			switch stringKey(info, n.Index) {
			case mcpmodel.KeyError:
				checks[env] = append(checks[env], n)
			case mcpmodel.KeyResult:
				if !tested[n] && !writes[n] {
					uses = append(uses, envelopeUse{use: n, envelope: env, payload: p, isMap: true})
				}
			}
		case *ast.CallExpr:
			if _, isDecode := m.JSONDecode(n); isDecode || isBuiltinOrConversion(info, n) {
				return true
			}
			for _, arg := range callOperands(n) {
				if env, p, ok := envelopeOf(info, flow, arg); ok && p.Read != n { // not the decoder that fills it
					checks[env] = append(checks[env], n)
				}
			}
		}
		return true
	})
	return uses, checks
}

// envelopeOf returns the identity of the payload value e, if it is one.
func envelopeOf(info *types.Info, flow *mcpmodel.Flow, e ast.Expr) (types.Object, mcpmodel.Payload, bool) {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	if s, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(s.X)
	}
	p := flow.Payload(e)
	if p.Kind != mcpmodel.PayloadValue || p.Result == nil {
		return nil, mcpmodel.Payload{}, false
	}
	if id, ok := e.(*ast.Ident); ok {
		return info.ObjectOf(id), p, true
	}
	if _, ok := e.(*ast.TypeAssertExpr); ok {
		return p.Result, p, true // res.StructuredContent.(map[string]any)[…]
	}
	return nil, mcpmodel.Payload{}, false
}

// callOperands returns the arguments of call and, for a method call, its
// receiver.
func callOperands(call *ast.CallExpr) []ast.Expr {
	ops := append([]ast.Expr(nil), call.Args...)
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		ops = append(ops, sel.X)
	}
	return ops
}

func isStringMap(t types.Type) bool {
	m, ok := types.Unalias(t).Underlying().(*types.Map)
	if !ok {
		return false
	}
	b, ok := m.Key().Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

func stringKey(info *types.Info, e ast.Expr) string {
	tv, ok := info.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}

// testedIndexes returns the map reads v, ok := m[k] whose ok is kept: a
// presence test, after which a missing "result" takes the other branch.
func testedIndexes(body ast.Node) map[*ast.IndexExpr]bool {
	tested := make(map[*ast.IndexExpr]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 2 && len(as.Rhs) == 1 {
			if ix, isIndex := ast.Unparen(as.Rhs[0]).(*ast.IndexExpr); isIndex {
				if id, isIdent := ast.Unparen(as.Lhs[1]).(*ast.Ident); !isIdent || id.Name != "_" {
					tested[ix] = true
				}
			}
		}
		return true
	})
	return tested
}

// assignedExprs returns the expressions written to (left of = or :=).
func assignedExprs(body ast.Node) map[ast.Expr]bool {
	writes := make(map[ast.Expr]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				writes[ast.Unparen(l)] = true
			}
		}
		return true
	})
	return writes
}

// isBuiltinOrConversion reports whether call is len(m), delete(m, k) and
// the like, or a type conversion: none of them looks at the error part.
func isBuiltinOrConversion(info *types.Info, call *ast.CallExpr) bool {
	if tv, ok := info.Types[call.Fun]; ok && tv.IsType() {
		return true
	}
	_, isBuiltin := typeutil.Callee(info, call).(*types.Builtin)
	return isBuiltin
}

// comparedWithConstants returns the selector expressions of body compared
// with a constant (env.Status == "error", a switch on env.State with
// constant cases): a field read that way states the envelope's outcome,
// whatever it is called, and reading it is a look at the in-band channel.
func comparedWithConstants(info *types.Info, body ast.Node) map[ast.Expr]bool {
	compared := make(map[ast.Expr]bool)
	isConst := func(e ast.Expr) bool { return info.Types[e].Value != nil }
	mark := func(e ast.Expr) {
		if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
			compared[sel] = true
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				if isConst(n.Y) {
					mark(n.X)
				}
				if isConst(n.X) {
					mark(n.Y)
				}
			}
		case *ast.SwitchStmt:
			if n.Tag != nil {
				mark(n.Tag)
			}
		}
		return true
	})
	return compared
}
