package emptyresult

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// untransformed returns the text x is a transform of, through the text
// transforms of the knowledge table (strings.TrimSpace(docs) is docs,
// trimmed): "nothing but blanks" tests the same value as "nothing".
func untransformed(info *types.Info, x ast.Expr) ast.Expr {
	for {
		call, ok := ast.Unparen(x).(*ast.CallExpr)
		if !ok || len(call.Args) == 0 {
			return x
		}
		fn, _ := typeutil.Callee(info, call).(*types.Func)
		if fn == nil || !knowledge.IsTextTransform(fn) {
			return x
		}
		x = ast.Unparen(call.Args[0])
	}
}

// collectorEmptyTest recognises "b.Len() op y" testing a strings.Builder
// or bytes.Buffer b for emptiness (b.Len() == 0, < 1, <= 0), and returns b.
func collectorEmptyTest(info *types.Info, x ast.Expr, op token.Token, y ast.Expr) ast.Expr {
	call, ok := ast.Unparen(x).(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return nil
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Len" {
		return nil
	}
	if s := info.Selections[sel]; s == nil || s.Kind() != types.MethodVal || !mcpmodel.IsTextCollector(s.Recv()) {
		return nil
	}
	yv := info.Types[y]
	if yv.Value == nil {
		return nil
	}
	switch n := yv.Value.ExactString(); {
	case op == token.EQL && n == "0", op == token.LSS && n == "1", op == token.LEQ && n == "0":
		return ast.Unparen(sel.X)
	}
	return nil
}
