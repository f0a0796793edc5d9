package errmessage

import (
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// A branch that only rewords the failure it tests decides nothing: when
// its body is one return whose error wraps (fmt.Errorf with %w) the very
// error whose text the condition searched, the function fails with that
// error on every arm, errors.Is and errors.As still see it, and the text
// chose only the words a person reads — the message formatted into a new
// error, which the contract leaves alone:
//
//	if strings.Contains(err.Error(), "rate limit") {
//		return fmt.Errorf("server %s is rate limited, wait: %w", name, err)
//	}
//	return fmt.Errorf("tool %s failed: %w", name, err)

// rewordsFailure reports whether stmt is such a branch; texts maps the
// locals holding an error's text (msg := err.Error()) to the error.
func rewordsFailure(info *types.Info, stmt *ast.IfStmt, texts map[types.Object]types.Object) bool {
	if len(stmt.Body.List) != 1 {
		return false
	}
	ret, ok := stmt.Body.List[0].(*ast.ReturnStmt)
	if !ok {
		return false
	}
	tested := testedErrors(info, stmt.Cond, texts)
	for _, r := range ret.Results {
		for _, arg := range wrappedByErrorf(info, r) {
			if id, ok := ast.Unparen(arg).(*ast.Ident); ok && tested[info.ObjectOf(id)] {
				return true
			}
		}
	}
	return false
}

// testedErrors returns the errors whose text cond reads: an error variable
// it names (err.Error()), or one whose text a local it names holds.
func testedErrors(info *types.Info, cond ast.Expr, texts map[types.Object]types.Object) map[types.Object]bool {
	tested := make(map[types.Object]bool)
	ast.Inspect(cond, func(n ast.Node) bool {
		id, ok := n.(*ast.Ident)
		if !ok {
			return true
		}
		obj := info.Uses[id]
		switch {
		case texts[obj] != nil:
			tested[texts[obj]] = true
		case obj != nil && mcpmodel.IsErrorType(obj.Type()):
			tested[obj] = true
		}
		return true
	})
	return tested
}

// errorTexts maps each local of body assigned the text of an error
// variable (msg := err.Error()) to that variable.
func errorTexts(m *mcpmodel.Model, body *ast.BlockStmt) map[types.Object]types.Object {
	info := m.Info()
	texts := make(map[types.Object]types.Object)
	m.Inspect(body, func(n ast.Node) bool {
		lhs, rhs, ok := mcpmodel.Assignment(n)
		if !ok || len(lhs) != 1 || len(rhs) != 1 {
			return true
		}
		call, ok := ast.Unparen(rhs[0]).(*ast.CallExpr)
		if !ok || len(call.Args) != 0 {
			return true
		}
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok || sel.Sel.Name != "Error" {
			return true
		}
		x, ok := ast.Unparen(sel.X).(*ast.Ident)
		if target := identOf(lhs[0]); ok && target != nil && mcpmodel.IsErrorType(info.TypeOf(x)) {
			if obj := info.ObjectOf(target); obj != nil {
				texts[obj] = info.ObjectOf(x)
			}
		}
		return true
	})
	return texts
}

// wrappedByErrorf returns the arguments a %w verb of fmt.Errorf may wrap
// when e is such a call (those after the format), or nil.
func wrappedByErrorf(info *types.Info, e ast.Expr) []ast.Expr {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok || len(call.Args) < 2 {
		return nil
	}
	fn, _ := typeutil.Callee(info, call).(*types.Func)
	format := info.Types[call.Args[0]].Value
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Errorf" ||
		format == nil || format.Kind() != constant.String || !strings.Contains(constant.StringVal(format), "%w") {
		return nil
	}
	return call.Args[1:]
}
