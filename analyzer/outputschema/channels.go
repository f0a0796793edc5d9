package outputschema

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// channels says what a result this code builds carries.
// TODO(lead): replaced by the model's ResultChannels once helper S's facet
// is merged; kept to the forms the binding's fixtures need until then.
type channels struct {
	known, text, structured, isError bool
}

// mcp-go's result constructors (mcp/utils.go) and what they set.
var constructors = map[string]channels{
	"NewToolResultText":           {known: true, text: true},
	"NewToolResultImage":          {known: true, text: true},
	"NewToolResultAudio":          {known: true, text: true},
	"NewToolResultResource":       {known: true, text: true},
	"NewToolResultJSON":           {known: true, text: true, structured: true},
	"NewToolResultStructured":     {known: true, text: true, structured: true},
	"NewToolResultStructuredOnly": {known: true, text: true, structured: true},
	"NewToolResultError":          {known: true, text: true, isError: true},
	"NewToolResultErrorf":         {known: true, text: true, isError: true},
	"NewToolResultErrorFromErr":   {known: true, text: true, isError: true},
}

// channelsOf says what the result e, returned at ret in fn, carries.
func (ix *index) channelsOf(fn ast.Node, ret *ast.ReturnStmt, e ast.Expr) channels {
	return ix.channelsAt(fn, ret.Pos(), single(e), 0)
}

func (ix *index) channelsAt(fn ast.Node, at token.Pos, src source, depth int) channels {
	if depth > maxDepth {
		return channels{}
	}
	e := strip(src.expr)
	switch e := e.(type) {
	case *ast.CompositeLit:
		if ix.m.IsResult(e) {
			return ix.literalChannels(e)
		}
	case *ast.CallExpr:
		if c, ok := ix.constructor(e); ok && src.index < 1 {
			return c
		}
		decl := ix.decls[ix.calleeOf(e)]
		if decl == nil {
			return channels{}
		}
		i := max(src.index, 0)
		var all []channels
		for _, s := range returnsAt(decl, i) {
			all = append(all, ix.channelsAt(decl, decl.Body.End(), s, depth+1))
		}
		return merge(all)
	case *ast.Ident:
		v := ix.varOf(e)
		if v == nil || src.index >= 0 {
			return channels{}
		}
		var all []channels
		for _, s := range ix.assigned[v] {
			if s.expr.Pos() < at {
				all = append(all, ix.channelsAt(fn, s.expr.Pos(), s, depth+1))
			}
		}
		if ix.zero[v] {
			all = append(all, channels{known: true})
		}
		c := merge(all)
		ix.fieldSets(fn, at, e, &c)
		return c
	}
	return channels{}
}

// literalChannels reads a result literal's fields.
func (ix *index) literalChannels(lit *ast.CompositeLit) channels {
	c := channels{known: true}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		key, ok := kv.Key.(*ast.Ident)
		if !ok || isNilIdent([]ast.Expr{kv.Value}, 0) {
			continue
		}
		switch key.Name {
		case vocab.FieldContent:
			c.text = true
		case vocab.FieldStructured, vocab.FieldRaw:
			c.structured = true
		case vocab.FieldIsError:
			c.isError = isTrue(ix, kv.Value)
		}
	}
	return c
}

// fieldSets adds what the statements before at set on the result
// variable id: res.StructuredContent = v, res.Content = …, and, where the
// statement encloses at in its block (an IsError set in a branch that
// returned does not flag the results after it), res.IsError = true and
// go-sdk's res.SetError(err). A payload set anywhere before counts, so the
// check stays silent on a result that may carry one.
func (ix *index) fieldSets(fn ast.Node, at token.Pos, id *ast.Ident, c *channels) {
	obj := ix.pass.TypesInfo.ObjectOf(id)
	isVar := func(e ast.Expr) bool { return types.Object(ix.varOf(e)) == obj }
	walkStmts(fn, func(stmt ast.Stmt, block ast.Node) {
		if stmt.Pos() >= at {
			return
		}
		encloses := block.Pos() <= at && at <= block.End()
		switch stmt := stmt.(type) {
		case *ast.AssignStmt:
			if len(stmt.Lhs) != len(stmt.Rhs) {
				return
			}
			for i, l := range stmt.Lhs {
				sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
				if !ok || !isVar(sel.X) || isNilIdent(stmt.Rhs, i) {
					continue
				}
				switch field, _ := ix.m.ResultField(sel); field {
				case vocab.FieldContent:
					c.text = true
				case vocab.FieldStructured, vocab.FieldRaw:
					c.structured = true
				case vocab.FieldIsError:
					c.isError = c.isError || encloses && isTrue(ix, stmt.Rhs[i])
				}
			}
		case *ast.ExprStmt:
			call, ok := stmt.X.(*ast.CallExpr)
			if !ok {
				return
			}
			if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok && sel.Sel.Name == "SetError" && isVar(sel.X) && ix.m.IsResult(sel.X) {
				c.isError = c.isError || encloses
			}
		}
	})
}

// walkStmts calls f for every statement of fn's body (not of the closures
// it holds) with the block, case or select clause that directly holds it.
func walkStmts(fn ast.Node, f func(stmt ast.Stmt, block ast.Node)) {
	var body *ast.BlockStmt
	switch fn := fn.(type) {
	case *ast.FuncDecl:
		body = fn.Body
	case *ast.FuncLit:
		body = fn.Body
	}
	var visit func(block ast.Node, stmts []ast.Stmt)
	visit = func(block ast.Node, stmts []ast.Stmt) {
		for _, stmt := range stmts {
			f(stmt, block)
			ast.Inspect(stmt, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false
				case *ast.BlockStmt:
					visit(n, n.List)
					return false
				case *ast.CaseClause:
					visit(n, n.Body)
					return false
				case *ast.CommClause:
					visit(n, n.Body)
					return false
				}
				return true
			})
		}
	}
	if body != nil {
		visit(body, body.List)
	}
}

// merge combines what the results of several paths carry: known when
// every path is, structured or an error when any path is (the check then
// stays silent).
func merge(all []channels) channels {
	if len(all) == 0 {
		return channels{}
	}
	c := channels{known: true}
	for _, a := range all {
		c.known = c.known && a.known
		c.text = c.text || a.text
		c.structured = c.structured || a.structured
		c.isError = c.isError || a.isError
	}
	return c
}

func isTrue(ix *index, e ast.Expr) bool {
	tv, ok := ix.pass.TypesInfo.Types[e]
	return ok && tv.Value != nil && tv.Value.String() == "true"
}

// constructor returns what the mcp-go result constructor call calls sets.
func (ix *index) constructor(call *ast.CallExpr) (channels, bool) {
	fn := ix.calleeOf(call)
	if fn == nil || !ix.m.IsSDKFunc(fn.Origin(), fn.Name()) {
		return channels{}, false
	}
	c, ok := constructors[fn.Name()]
	return c, ok
}
