package outputschema

import (
	"go/ast"
	"go/constant"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// index is what the check needs of a package beside the model's
// registrations: its function declarations by object.
type index struct {
	pass  *analysis.Pass
	m     *mcpmodel.Model
	decls map[*types.Func]*ast.FuncDecl
	// typedHandlers are the package's go-sdk typed handlers, found by the
	// walk of fabricated.
	typedHandlers []typedHandler
	// plainBuilders are the functions asked whether they are plain failure
	// builders (plainfailures.go), and the answers.
	plainBuilders map[*types.Func]builderParam
	// callees count the package's calls of each function, and registered
	// those that are an argument of an SDK call, gathered when a fix
	// first asks (fix.go, calledByPackage).
	callees, registered map[*types.Func]int
}

func newIndex(pass *analysis.Pass, m *mcpmodel.Model) *index {
	ix := &index{pass: pass, m: m, decls: make(map[*types.Func]*ast.FuncDecl), plainBuilders: make(map[*types.Func]builderParam)}
	m.Funcs(func(_ *ast.File, decl *ast.FuncDecl) {
		if fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func); ok {
			ix.decls[fn] = decl
		}
	})
	return ix
}

// varOf returns the local or package-level variable e names (through &
// and *), or nil.
func (ix *index) varOf(e ast.Expr) *types.Var {
	id, ok := mcpmodel.StripAll(e).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := ix.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if v == nil || v.IsField() {
		return nil
	}
	return v
}

// calleeOf returns the function or method a call calls, or nil.
func (ix *index) calleeOf(call *ast.CallExpr) *types.Func {
	fn, _ := typeutil.Callee(ix.pass.TypesInfo, call).(*types.Func)
	return fn
}

// constString returns the value of a constant string expression, or "".
func (ix *index) constString(e ast.Expr) string {
	tv, ok := ix.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return ""
	}
	return constant.StringVal(tv.Value)
}

func isNilIdent(rhs []ast.Expr, i int) bool {
	if i >= len(rhs) {
		return false
	}
	id, ok := ast.Unparen(rhs[i]).(*ast.Ident)
	return ok && id.Name == "nil"
}
