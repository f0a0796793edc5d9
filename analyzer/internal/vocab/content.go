package vocab

import (
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// mcp-go decodes every content block it receives as a value, never as a
// pointer: CallToolResult.UnmarshalJSON calls UnmarshalContent (v0.34+),
// ParseCallToolResult and ParseContent build the block with NewTextContent
// and its siblings (v0.17+), and each returns T, not *T. The types have
// value receivers, so *T satisfies mcp.Content too and an assertion to it
// compiles, but never matches a received block. The in-process client
// (client.NewInProcessClient) marshals the server's response and decodes it
// again, so it hands out values as well.
//
// mcpGoValueContent lists the content block types of mcp-go v1.2.1's
// UnmarshalContent and ParseContent (TextContent, ImageContent and
// EmbeddedResource since v0.17, AudioContent since v0.32, ResourceLink since
// v0.33, ToolUseContent and ToolResultContent since v0.54).
var mcpGoValueContent = map[string]bool{
	"TextContent":       true,
	"ImageContent":      true,
	"AudioContent":      true,
	"ResourceLink":      true,
	"EmbeddedResource":  true,
	"ToolUseContent":    true,
	"ToolResultContent": true,
}

// mcpGoAsContent maps mcp-go's content helpers to the block type they
// assert: asType[T] asserts the value type T, so a pointer given to one of
// them never matches. (AsTextResourceContents and AsBlobResourceContents
// read an embedded resource's contents, not a block.)
var mcpGoAsContent = map[string]string{
	"AsTextContent":       "TextContent",
	"AsImageContent":      "ImageContent",
	"AsAudioContent":      "AudioContent",
	"AsEmbeddedResource":  "EmbeddedResource",
	"AsToolUseContent":    "ToolUseContent",
	"AsToolResultContent": "ToolResultContent",
}

// ValueContentPointer reports whether t is a pointer to a content block
// type that mcp-go decodes as a value (*mcp.TextContent, …), and returns
// the block type T.
func ValueContentPointer(t types.Type) (*types.Named, bool) {
	p, ok := types.Unalias(t).(*types.Pointer)
	if !ok {
		return nil, false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	if !ok || !isMCPGoType(n) || !mcpGoValueContent[n.Obj().Name()] {
		return nil, false
	}
	return n, true
}

// IsValueContent reports whether t is (not a pointer to) a content block
// type that mcp-go decodes as a value.
func IsValueContent(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && isMCPGoType(n) && mcpGoValueContent[n.Obj().Name()]
}

// AsContentHelper reports whether fn is one of mcp-go's As*Content helpers
// and returns the name of the block type it asserts.
func AsContentHelper(fn *types.Func) (string, bool) {
	if fn == nil || fn.Pkg() == nil || knowledge.TrimVendor(fn.Pkg().Path()) != MCPGoPath {
		return "", false
	}
	block, ok := mcpGoAsContent[fn.Name()]
	return block, ok
}

func isMCPGoType(n *types.Named) bool {
	pkg := n.Obj().Pkg()
	return pkg != nil && knowledge.TrimVendor(pkg.Path()) == MCPGoPath
}

// NamesValueContent reports whether name is the name of a content block
// type mcp-go decodes as a value: a syntactic pre-filter.
func NamesValueContent(name string) bool { return mcpGoValueContent[name] }

// NamesAsContentHelper reports whether name is the name of one of mcp-go's
// As*Content helpers: a syntactic pre-filter.
func NamesAsContentHelper(name string) bool {
	_, ok := mcpGoAsContent[name]
	return ok
}
