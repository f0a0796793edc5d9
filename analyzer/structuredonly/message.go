package structuredonly

import (
	"fmt"
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/mcpmodel"
)

// The message names what makes each finding distinct — the structured
// value's type and the tool whose handler answers, where the code binds it
// in sight — so that golangci-lint's max-same-issues does not fold a
// server's findings into three, and says what to do in the result's SDK.

const (
	adviceMCPGo = "also send its JSON as text, with mcp.NewToolResultStructuredOnly(value)"
	adviceRaw   = "also send it as text, with mcp.NewTextContent(string(raw)) in Content"
	adviceGoSDK = "also send its JSON as text, in a TextContent block of Content"
	adviceTyped = "also send its JSON as text, in a TextContent block of Content, or return the value as Out, which the SDK sends with its JSON as text"
	adviceEmpty = "leave Content nil, and the SDK adds the JSON of Out as text"
)

// message says what fn answers without a text block, and what to do.
func (c *checker) message(fn ast.Node, f finding) string {
	where := ""
	if tool, ok := c.m.ToolOf(fn); ok {
		where = fmt.Sprintf(" in the handler of tool %q", tool.Name)
	}
	if f.kind == emptyContentOut {
		return fmt.Sprintf("%s (the handler's Out) with no text block%s, since Content is an empty list; %s",
			c.describe(f.out, mcpmodel.FieldStructured), where, adviceEmpty)
	}
	var value types.Type
	field := mcpmodel.FieldStructured
	for _, st := range f.site.Structures {
		if st.Value != nil && (st.Literal != nil || st.Assign != nil) {
			value, field = c.m.Info().TypeOf(st.Value), st.Field
			break
		}
	}
	advice := adviceMCPGo
	switch {
	case field == mcpmodel.FieldRaw:
		advice = adviceRaw
	case f.shape.typed:
		advice = adviceTyped
	case mcpmodel.IsGoSDKResult(c.m.Info().TypeOf(f.result)):
		advice = adviceGoSDK
	}
	return fmt.Sprintf("%s with no text block%s; %s", c.describe(value, field), where, advice)
}

// describe names the structured content by its value's type as the package
// writes it (a pointer's element): structured content of Forecast; raw
// structured content for RawStructuredContent, whose type says nothing;
// structured content alone for an interface or a value out of sight.
func (c *checker) describe(t types.Type, field string) string {
	if field == mcpmodel.FieldRaw {
		return "raw structured content"
	}
	if t == nil || types.IsInterface(t) {
		return "structured content"
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	return "structured content of " + types.TypeString(t, types.RelativeTo(c.pass.Pkg))
}
