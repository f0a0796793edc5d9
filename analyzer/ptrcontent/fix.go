package ptrcontent

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// dropStar is the fix that asserts the value type: *mcp.T becomes mcp.T.
func dropStar(typeExpr ast.Expr, typ *types.Named) []analysis.SuggestedFix {
	star, ok := ast.Unparen(typeExpr).(*ast.StarExpr)
	if !ok {
		return nil
	}
	return []analysis.SuggestedFix{{
		Message:   "assert " + typeName(typ),
		TextEdits: []analysis.TextEdit{{Pos: star.Star, End: star.Star + token.Pos(len("*"))}},
	}}
}

// assertionFixable reports whether asserting the value type keeps the
// code compiling: the asserted block is only read through its fields
// (block.(*mcp.TextContent).Text, or tc, ok := … with tc.Text the only
// uses of tc). A *T stored, passed on, compared with nil or reassigned
// would not compile as a T.
func (fn *function) assertionFixable(ta *ast.TypeAssertExpr) bool {
	switch parent := fn.parentOf(ta).(type) {
	case *ast.SelectorExpr:
		return fn.selectsField(parent)
	case *ast.AssignStmt:
		if parent.Tok != token.DEFINE || len(parent.Rhs) != 1 || len(parent.Lhs) == 0 {
			return false
		}
		id, ok := parent.Lhs[0].(*ast.Ident)
		if !ok {
			return false
		}
		if id.Name == "_" {
			return true
		}
		obj := fn.info.Defs[id]
		return obj != nil && fn.onlyFieldReads(obj)
	}
	return false
}

// caseFixable reports whether changing the case's type keeps the code
// compiling: the case lists several types (its variable is the guard's
// interface type either way), or its variable is only read through fields.
func (fn *function) caseFixable(clause *ast.CaseClause) bool {
	if len(clause.List) > 1 {
		return true
	}
	obj := fn.info.Implicits[clause]
	return obj == nil || fn.onlyFieldReads(obj)
}

// onlyFieldReads reports whether every use of obj in the function selects
// a field of it.
func (fn *function) onlyFieldReads(obj types.Object) bool {
	ok := true
	ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
		if id, isIdent := n.(*ast.Ident); isIdent && fn.info.Uses[id] == obj {
			sel, isSel := fn.parentOf(id).(*ast.SelectorExpr)
			ok = ok && isSel && sel.X == id && fn.selectsField(sel)
		}
		return ok
	})
	return ok
}

func (fn *function) selectsField(sel *ast.SelectorExpr) bool {
	s, ok := fn.info.Selections[sel]
	return ok && s.Kind() == types.FieldVal
}

// parentOf returns the node that holds n in the function (through
// parentheses), nil for the body itself.
func (fn *function) parentOf(n ast.Node) ast.Node {
	if fn.parents == nil {
		fn.parents = make(map[ast.Node]ast.Node)
		var stack []ast.Node
		ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return false
			}
			if len(stack) > 0 {
				fn.parents[n] = stack[len(stack)-1]
			}
			stack = append(stack, n)
			return true
		})
	}
	p := fn.parents[n]
	for {
		paren, ok := p.(*ast.ParenExpr)
		if !ok {
			return p
		}
		p = fn.parents[paren]
	}
}

// fromMCPGoClient reports whether the result at path result was assigned,
// in this function, what an mcp-go client's CallTool returned. Such a
// result was decoded by the client — also the in-process client, which
// marshals the server's answer and decodes it again — even where the
// model presumes every result to be the code's own (a server's tests).
func (fn *function) fromMCPGoClient(result ast.Expr) bool {
	path := fn.m.PathOf(result)
	if path == nil {
		return false
	}
	found := false
	ast.Inspect(fn.decl.Body, func(n ast.Node) bool {
		assign, ok := n.(*ast.AssignStmt)
		if found || !ok || len(assign.Rhs) != 1 {
			return !found
		}
		call, ok := ast.Unparen(assign.Rhs[0]).(*ast.CallExpr)
		if !ok || !isMCPGoCallTool(fn.info, call) {
			return true
		}
		for _, lhs := range assign.Lhs {
			found = found || fn.m.PathOf(lhs) == path
		}
		return !found
	})
	return found
}

// isMCPGoCallTool reports whether call is CallTool of an mcp-go client
// (*client.Client or the client.MCPClient interface).
func isMCPGoCallTool(info *types.Info, call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(info, call).(*types.Func)
	return ok && fn.Name() == "CallTool" && fn.Pkg() != nil &&
		vocab.SDKModuleOf(fn.Pkg().Path()) == vocab.MCPGoModule
}

// mentionsPointerOrHelper is a cheap syntactic filter: a function that
// names no pointer to a block type and no As*Content helper needs no flow.
func mentionsPointerOrHelper(m *mcpmodel.Model, decl *ast.FuncDecl) bool {
	found := false
	m.InspectTypes(decl.Body, pointerOrHelperNodes, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.StarExpr:
			if sel, ok := n.X.(*ast.SelectorExpr); ok && vocab.NamesValueContent(sel.Sel.Name) {
				found = true
			}
		case *ast.SelectorExpr:
			found = found || vocab.NamesAsContentHelper(n.Sel.Name)
		}
		return !found
	})
	return found
}

// pointerOrHelperNodes are the nodes mentionsPointerOrHelper reads.
var pointerOrHelperNodes = []ast.Node{(*ast.StarExpr)(nil), (*ast.SelectorExpr)(nil)}
