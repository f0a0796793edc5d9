package mcpmodel

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"
)

// EnvelopeUse is a use of the result part of an envelope decoded from a
// tool result's payload: env.Result, or m["result"] of a payload map.
type EnvelopeUse struct {
	Use ast.Expr
	// Envelope names the envelope value: its variable, or the result
	// variable when the payload map is asserted in place.
	Envelope types.Object
	// Payload is where the envelope came from (its Read is the decode or
	// assertion that made it).
	Payload Payload
	Map     bool // a map read at "result" rather than a struct field
}

// EnvelopeUses returns the uses of envelope result parts in the function,
// and for each envelope the points that look at its error part: env.Error
// (or m["error"]) in any form, or the envelope passed whole to a function
// or method (that function's business), other than the decode itself.
func (f *Flow) EnvelopeUses() (uses []EnvelopeUse, checks map[types.Object][]ast.Node) {
	f.learnAnswers()
	body := f.body
	checks = make(map[types.Object][]ast.Node)
	tested := testedIndexes(body)
	writes := assignedExprs(body)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			env, p, ok := f.envelope(n.X)
			if !ok || p.Kind != PayloadValue {
				return true
			}
			resultPart, errorPart, isEnvelope := EnvelopeFields(f.m.info.TypeOf(n.X))
			sel := f.m.info.Selections[n]
			if !isEnvelope || sel == nil || sel.Kind() != types.FieldVal {
				return true
			}
			switch sel.Obj() {
			case errorPart:
				checks[env] = append(checks[env], n)
			case resultPart:
				if !writes[n] {
					uses = append(uses, EnvelopeUse{Use: n, Envelope: env, Payload: p})
				}
			}
		case *ast.IndexExpr:
			env, p, ok := f.envelope(n.X)
			if !ok || !isStringMap(f.m.info.TypeOf(n.X)) {
				return true
			}
			switch f.stringKey(n.Index) {
			case KeyError:
				checks[env] = append(checks[env], n)
			case KeyResult:
				if !tested[n] && !writes[n] {
					uses = append(uses, EnvelopeUse{Use: n, Envelope: env, Payload: p, Map: true})
				}
			}
		case *ast.CallExpr:
			if _, isDecode := f.m.JSONDecode(n); isDecode || f.isBuiltinOrConversion(n) {
				return true
			}
			for _, arg := range callOperands(n) {
				if env, _, ok := f.envelope(arg); ok {
					checks[env] = append(checks[env], n)
				}
			}
		}
		return true
	})
	return uses, checks
}

// envelope returns the identity of the payload value e, if it is one.
func (f *Flow) envelope(e ast.Expr) (types.Object, Payload, bool) {
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok {
		e = ast.Unparen(u.X)
	}
	if s, ok := e.(*ast.StarExpr); ok {
		e = ast.Unparen(s.X)
	}
	p := f.payload(e)
	if p.Kind != PayloadValue || p.Result == nil {
		return nil, Payload{}, false
	}
	if id, ok := e.(*ast.Ident); ok {
		return f.m.info.ObjectOf(id), p, true
	}
	if _, ok := e.(*ast.TypeAssertExpr); ok {
		return p.Result, p, true // res.StructuredContent.(map[string]any)[…]
	}
	return nil, Payload{}, false
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

func (f *Flow) stringKey(e ast.Expr) string {
	tv, ok := f.m.info.Types[e]
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
func (f *Flow) isBuiltinOrConversion(call *ast.CallExpr) bool {
	if tv, ok := f.m.info.Types[call.Fun]; ok && tv.IsType() {
		return true
	}
	_, isBuiltin := typeutil.Callee(f.m.info, call).(*types.Builtin)
	return isBuiltin
}
