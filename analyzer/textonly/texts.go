package textonly

import (
	"go/ast"

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

// textOnly returns the text blocks of a success result that carries text
// and nothing else (the model's result site: no structured content, no
// other block, not an error); nil for any other result.
func (c *checker) textOnly(s mcpmodel.ResultSite) []textSite {
	if !s.Known || !s.Content || !s.OnlyText || s.Structured || s.IsError {
		return nil
	}
	sites := make([]textSite, 0, len(s.Texts))
	for _, t := range s.Texts {
		site := textSite{text: t.Text, constructor: t.Constructor, literal: t.Literal}
		if t.Builder != nil {
			site.wrapper = t.Builder.Name()
		}
		sites = append(sites, site)
	}
	return sites
}
