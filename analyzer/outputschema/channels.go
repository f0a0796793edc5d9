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

// fieldSets adds what assignments to the fields of the result variable id
// before at (res.StructuredContent = v, res.IsError = true) set.
func (ix *index) fieldSets(fn ast.Node, at token.Pos, id *ast.Ident, c *channels) {
	obj := ix.pass.TypesInfo.ObjectOf(id)
	ix.m.Inspect(fn, func(n ast.Node) bool {
		as, ok := n.(*ast.AssignStmt)
		if !ok || as.Pos() >= at || len(as.Lhs) != len(as.Rhs) {
			return true
		}
		for i, l := range as.Lhs {
			sel, ok := ast.Unparen(l).(*ast.SelectorExpr)
			if !ok || types.Object(ix.varOf(sel.X)) != obj {
				continue
			}
			field, ok := ix.m.ResultField(sel)
			if !ok || isNilIdent(as.Rhs, i) {
				continue
			}
			switch field {
			case vocab.FieldContent:
				c.text = true
			case vocab.FieldStructured, vocab.FieldRaw:
				c.structured = true
			case vocab.FieldIsError:
				c.isError = c.isError || isTrue(ix, as.Rhs[i])
			}
		}
		return true
	})
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
