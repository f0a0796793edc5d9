package emptyresult

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// What a function reads from its context — ctx.Value(key), or a function
// (not a method: a store's All(ctx) fetches) given only the context that
// returns one value and no error (GrafanaConfigFromContext(ctx),
// ClientFromContext(ctx)) — is
// configuration or a dependency the request carries, not data it fetched:
// "grafana url not configured" when config.URL is empty is no empty
// answer, even when the answer (a link) is built from the URL.

// FromContext reports whether e is a value read from the context, or
// reshaped from one.
func (d *handlerData) FromContext(e ast.Expr) bool {
	root := d.m.RootVar(e)
	return root != nil && d.fromContext[root]
}

// isContextValue reports whether r reads the context, or reshapes a value
// read from it (config.URL, gc.PublicURL).
func (d *handlerData) isContextValue(r ast.Expr) bool {
	if d.FromContext(r) {
		return true
	}
	call := innerCall(d.info, r)
	if call == nil {
		return false
	}
	fn, _ := typeutil.Callee(d.info, call).(*types.Func)
	if fn == nil {
		return false
	}
	sig := fn.Type().(*types.Signature)
	if recv := sig.Recv(); recv != nil && mcpmodel.IsContextType(recv.Type()) {
		return fn.Name() == "Value"
	}
	return sig.Recv() == nil && sig.Results().Len() == 1 && sig.Params().Len() == 1 && len(call.Args) == 1 &&
		mcpmodel.IsContextType(d.info.TypeOf(call.Args[0])) && !mcpmodel.IsErrorType(sig.Results().At(0).Type())
}

// innerCall returns the call at the base of e through the steps that read
// a value from another (ConfigFromContext(ctx).URL, ctx.Value(k).(string)),
// or nil.
func innerCall(info *types.Info, e ast.Expr) *ast.CallExpr {
	for e != nil {
		if call, ok := ast.Unparen(e).(*ast.CallExpr); ok {
			if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() {
				return call
			}
		}
		e = mcpmodel.Operand(info, e)
	}
	return nil
}
