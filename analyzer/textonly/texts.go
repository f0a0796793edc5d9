package textonly

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/types/typeutil"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// textSite is one text block of a result the code builds, and the
// expression a fix would change to add structured content beside it.
type textSite struct {
	text ast.Expr
	// constructor is mcp-go's mcp.NewToolResultText(text) call, or nil.
	constructor *ast.CallExpr
	// literal is the CallToolResult literal holding the block, or nil.
	literal *ast.CompositeLit
	// wrapper names the package's own text wrapper the text went through,
	// or "".
	wrapper string
}

// textsOf returns the text blocks of e, a result built as text only: mcp-go's
// NewToolResultText, a CallToolResult literal (either SDK) whose content is
// text blocks only, a call of a text wrapper (a function of the project's
// own that puts its parameter in such a result), or a local given one of
// those once. It returns nil for any other result: a result with an image
// beside its text is no text-only answer.
func (c *checker) textsOf(decl ast.Node, e ast.Expr) []textSite {
	return c.textsDepth(decl, e, 0)
}

func (c *checker) textsDepth(decl ast.Node, e ast.Expr, depth int) []textSite {
	if depth > maxDepth {
		return nil
	}
	e = ast.Unparen(e)
	if u, ok := e.(*ast.UnaryExpr); ok && u.Op == token.AND {
		e = ast.Unparen(u.X)
	}
	switch e := e.(type) {
	case *ast.CallExpr:
		return c.constructorTexts(e)
	case *ast.CompositeLit:
		return c.literalTexts(e)
	case *ast.Ident:
		rhs, ok := c.onlyValue(decl, e)
		if !ok {
			return nil
		}
		return c.textsDepth(decl, rhs, depth+1)
	}
	return nil
}

func (c *checker) constructorTexts(call *ast.CallExpr) []textSite {
	fn, _ := typeutil.Callee(c.m.Info(), call).(*types.Func)
	if fn == nil {
		return nil
	}
	if c.m.IsSDKFunc(fn, "NewToolResultText") && len(call.Args) == 1 {
		return []textSite{{text: call.Args[0], constructor: call}}
	}
	if w, ok := c.wrappers[fn.Origin()]; ok && w.Param < len(call.Args) {
		return []textSite{{text: call.Args[w.Param], wrapper: fn.Name()}}
	}
	return nil
}

// literalTexts reads a CallToolResult literal whose Content is a literal
// list of text blocks: mcp.TextContent{Text: …} (mcp-go, a value),
// &mcp.TextContent{Text: …} (go-sdk), or mcp-go's mcp.NewTextContent(…).
func (c *checker) literalTexts(lit *ast.CompositeLit) []textSite {
	if !c.m.IsResult(lit) {
		return nil
	}
	var sites []textSite
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		if key, isIdent := kv.Key.(*ast.Ident); !isIdent || key.Name != mcpmodel.FieldContent {
			continue
		}
		blocks, isLit := ast.Unparen(kv.Value).(*ast.CompositeLit)
		if !isLit {
			return nil
		}
		for _, block := range blocks.Elts {
			text, isText := c.blockText(block)
			if !isText {
				return nil
			}
			sites = append(sites, textSite{text: text, literal: lit})
		}
	}
	return sites
}

// blockText returns the text of a text block written in place.
func (c *checker) blockText(block ast.Expr) (ast.Expr, bool) {
	block = ast.Unparen(block)
	if u, ok := block.(*ast.UnaryExpr); ok && u.Op == token.AND {
		block = ast.Unparen(u.X)
	}
	switch b := block.(type) {
	case *ast.CompositeLit:
		if !c.m.IsTextContentType(c.m.Info().TypeOf(b)) {
			return nil, false
		}
		for _, elt := range b.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if key, isIdent := kv.Key.(*ast.Ident); isIdent && key.Name == "Text" {
					return kv.Value, true
				}
			}
		}
	case *ast.CallExpr:
		fn, _ := typeutil.Callee(c.m.Info(), b).(*types.Func)
		if fn != nil && c.m.IsSDKFunc(fn, "NewTextContent") && len(b.Args) == 1 {
			return b.Args[0], true
		}
	}
	return nil, false
}

// onlyValue returns the one value the local id is given in decl, when it
// is given exactly one.
func (c *checker) onlyValue(decl ast.Node, id *ast.Ident) (ast.Expr, bool) {
	v, ok := c.m.Info().Uses[id].(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil, false
	}
	var values []ast.Expr
	c.m.Inspect(decl, func(n ast.Node) bool {
		if rhs, isAssign := c.valueGiven(n, v); isAssign {
			values = append(values, rhs)
		}
		return true
	})
	if len(values) != 1 || values[0] == nil {
		return nil, false
	}
	return values[0], true
}
