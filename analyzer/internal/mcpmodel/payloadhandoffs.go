package mcpmodel

import (
	"go/ast"
	"go/types"
)

// A wrapper that receives a result and returns its payload, never the
// result, hands its caller the payload as data: the caller cannot check
// IsError, since it never sees the result, and on a refusal it gets nil
// (or empty bytes) with a nil error.
//
//	res, err := c.cs.CallTool(ctx, p)
//	if err != nil { return nil, err }
//	return res.StructuredContent, nil
//
// Handing the payload on is a payload read, at the wrapper, where the
// IsError check belongs: its callers' uses of what it returns are not
// reads of a result (the flow sees no result there). The twin of the
// unread text wrappers (unreadwrappers.go) for the structured channel.

// PayloadHandOffs returns the returns of decl that hand on the payload of
// a result the function holds itself (not a parameter or the receiver:
// its caller has the result and can check), res.StructuredContent or
// res.RawStructuredContent, as is or converted, when decl hands no result
// on. Whether an IsError check guards them is the Guards' question, as for
// any payload read.
func (m *Model) PayloadHandOffs(decl *ast.FuncDecl) []PayloadRead {
	fn, _ := m.info.Defs[decl.Name].(*types.Func)
	if fn == nil || decl.Body == nil {
		return nil
	}
	results := fn.Type().(*types.Signature).Results()
	for i := 0; i < results.Len(); i++ {
		if m.holdsResult(results.At(i).Type()) {
			return nil // its caller can check the result
		}
	}
	var out []PayloadRead
	m.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // a closure returns for itself
		case *ast.ReturnStmt:
			for _, r := range n.Results {
				if read, ok := m.handedPayload(decl, r); ok {
					out = append(out, read)
				}
			}
		}
		return true
	})
	return out
}

// handedPayload recognises a returned payload field of a result decl
// holds itself, through conversions (json.RawMessage(…), any(…)).
func (m *Model) handedPayload(decl *ast.FuncDecl, e ast.Expr) (PayloadRead, bool) {
	e = ast.Unparen(e)
	for {
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !m.info.Types[call.Fun].IsType() {
			break
		}
		e = ast.Unparen(call.Args[0])
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return PayloadRead{}, false
	}
	field, isPayload := m.payloadField(sel)
	root := m.RootVar(sel.X)
	if !isPayload || root == nil || isParameter(decl, root) {
		return PayloadRead{}, false
	}
	return PayloadRead{Node: sel, Kind: ReadHandOff, Result: m.PathOf(sel.X), Field: field}, true
}
