package textonly

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The fix adds the serialised value as structured content beside the text:
// mcp.NewToolResultText(string(b)) becomes
// mcp.NewToolResultStructured(v, string(b)) (mcp-go), and a CallToolResult
// literal gets StructuredContent: v (either SDK). It is offered only where
// that is safe: v is a plain variable or field path in scope at the result,
// it serialises to a JSON object (a struct or a map: structured content must
// be an object), and the SDK version in use has the constructor or field.

func (c *checker) suggestFix(finds []finding) (analysis.SuggestedFix, bool) {
	var edits []analysis.TextEdit
	done := make(map[ast.Node]bool)
	for _, f := range finds {
		site := siteNode(f.site)
		if site == nil || done[site] || !c.fixable(f, site.Pos()) {
			continue
		}
		done[site] = true
		edits = append(edits, c.fixEdits(f)...)
	}
	if len(edits) == 0 {
		return analysis.SuggestedFix{}, false
	}
	return analysis.SuggestedFix{Message: "return the value as structured content too", TextEdits: edits}, true
}

func siteNode(s textSite) ast.Node {
	switch {
	case s.constructor != nil:
		return s.constructor
	case s.literal != nil:
		return s.literal
	}
	return nil
}

// fixable reports whether f's value can be named at pos and serialises to
// an object, and whether the SDK has what the fix writes.
func (c *checker) fixable(f finding, pos token.Pos) bool {
	if f.json.value == nil || !c.isObject(f.json.value) || !c.inScopeAt(f.json.value, pos) {
		return false
	}
	if call := f.site.constructor; call != nil {
		sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		if !ok {
			return false // a dot import: no qualifier to keep
		}
		fn, _ := c.m.Info().Uses[sel.Sel].(*types.Func)
		return fn != nil && fn.Pkg().Scope().Lookup("NewToolResultStructured") != nil
	}
	lit := f.site.literal
	if !mcpmodel.HasResultField(c.m.Info().TypeOf(lit), mcpmodel.FieldStructured) {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if key, isIdent := kv.Key.(*ast.Ident); isIdent && (key.Name == mcpmodel.FieldStructured || key.Name == mcpmodel.FieldRaw) {
				return false
			}
		}
	}
	return len(lit.Elts) > 0
}

// isObject reports whether value serialises to a JSON object: a struct or a
// map, or a pointer to one.
func (c *checker) isObject(value ast.Expr) bool {
	t := c.m.Info().TypeOf(value)
	if t == nil {
		return false
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t.Underlying().(type) {
	case *types.Struct, *types.Map:
		return true
	}
	return false
}

// inScopeAt reports whether value is a plain path (a variable, its fields,
// a dereference or an address of one) whose variables mean the same at
// pos.
func (c *checker) inScopeAt(value ast.Expr, pos token.Pos) bool {
	scope := c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return false
	}
	for e := ast.Unparen(value); ; {
		switch x := e.(type) {
		case *ast.Ident:
			obj := c.m.Info().Uses[x]
			_, found := scope.LookupParent(x.Name, pos)
			return obj != nil && found == obj
		case *ast.SelectorExpr:
			if sel := c.m.Info().Selections[x]; sel == nil || sel.Kind() != types.FieldVal {
				return false
			}
			e = ast.Unparen(x.X)
		case *ast.StarExpr:
			e = ast.Unparen(x.X)
		case *ast.UnaryExpr:
			if x.Op != token.AND {
				return false
			}
			e = ast.Unparen(x.X)
		default:
			return false
		}
	}
}

func (c *checker) fixEdits(f finding) []analysis.TextEdit {
	value := types.ExprString(f.json.value)
	if call := f.site.constructor; call != nil {
		sel := ast.Unparen(call.Fun).(*ast.SelectorExpr)
		return []analysis.TextEdit{
			{Pos: sel.Sel.Pos(), End: sel.Sel.End(), NewText: []byte("NewToolResultStructured")},
			{Pos: call.Args[0].Pos(), End: call.Args[0].Pos(), NewText: []byte(value + ", ")},
		}
	}
	lit := f.site.literal
	last := lit.Elts[len(lit.Elts)-1]
	field := mcpmodel.FieldStructured + ": " + value
	fset := c.pass.Fset
	if fset.Position(last.End()).Line == fset.Position(lit.Rbrace).Line {
		return []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte(", " + field)}}
	}
	return []analysis.TextEdit{{Pos: last.End(), End: last.End(), NewText: []byte(",\n" + c.indentOf(last) + field)}}
}

// indentOf returns the white space that begins n's line.
func (c *checker) indentOf(n ast.Node) string {
	tok := c.pass.Fset.File(n.Pos())
	if tok == nil || c.pass.ReadFile == nil {
		return "\t"
	}
	src, err := c.pass.ReadFile(tok.Name())
	if err != nil {
		return "\t"
	}
	start, end := tok.Offset(tok.LineStart(tok.Line(n.Pos()))), tok.Offset(n.Pos())
	if start > end || end > len(src) {
		return "\t"
	}
	line := string(src[start:end])
	return line[:len(line)-len(strings.TrimLeft(line, " \t"))]
}
