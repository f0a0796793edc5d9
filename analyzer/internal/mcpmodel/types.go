package mcpmodel

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// The MCP SDK packages whose vocabulary the model knows. Types are matched by
// package path, type name and field name, never by a version's method set,
// so every version of each SDK is covered.
const (
	GoSDKPath  = "github.com/modelcontextprotocol/go-sdk/mcp"
	MCPGoPath  = "github.com/mark3labs/mcp-go/mcp"
	resultName = "CallToolResult"
)

// Field names of a tool result.
const (
	FieldContent    = "Content"
	FieldStructured = "StructuredContent"
	FieldRaw        = "RawStructuredContent"
	FieldIsError    = "IsError"
)

// vocabulary answers "is this an MCP type?" for one configuration.
type vocabulary struct {
	results  map[config.TypeName]bool // tool-result named types
	sdkPaths map[string]bool          // packages with TextContent and helpers
	// nolintByDriver: the driver applies //nolint (config.NolintByDriver).
	nolintByDriver bool
}

func newVocabulary(cfg *config.Config) *vocabulary {
	v := &vocabulary{
		results: map[config.TypeName]bool{
			{Path: GoSDKPath, Name: resultName}: true,
			{Path: MCPGoPath, Name: resultName}: true,
		},
		sdkPaths: map[string]bool{GoSDKPath: true, MCPGoPath: true},
	}
	if cfg != nil {
		v.nolintByDriver = cfg.NolintByDriver
		for _, t := range cfg.ResultTypes {
			v.results[t] = true
			v.sdkPaths[t.Path] = true
		}
	}
	return v
}

// isSDKPath reports whether path is an MCP SDK package (or one named by
// configuration). Vendored copies ("…/vendor/github.com/…") count too.
func (v *vocabulary) isSDKPath(path string) bool {
	return v.sdkPaths[knowledge.TrimVendor(path)]
}

// named returns the named type t is, points to, or aliases.
func named(t types.Type) *types.Named {
	if t == nil {
		return nil
	}
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		t = types.Unalias(p.Elem())
	}
	n, _ := t.(*types.Named)
	return n
}

// isSDKType reports whether t is (a pointer to) the SDK type called name.
func (v *vocabulary) isSDKType(t types.Type, name string) bool {
	n := named(t)
	if n == nil || n.Obj().Pkg() == nil || n.Obj().Name() != name {
		return false
	}
	return v.isSDKPath(n.Obj().Pkg().Path())
}

// isResultType reports whether t is, points to, or aliases a tool result.
func (v *vocabulary) isResultType(t types.Type) bool {
	n := named(t)
	if n == nil || n.Obj().Pkg() == nil {
		return false
	}
	return v.results[config.TypeName{Path: knowledge.TrimVendor(n.Obj().Pkg().Path()), Name: n.Obj().Name()}]
}

// isSDKFunc reports whether obj is the SDK package-level function name.
func (v *vocabulary) isSDKFunc(obj types.Object, name string) bool {
	fn, ok := obj.(*types.Func)
	return ok && fn.Name() == name && fn.Pkg() != nil && v.isSDKPath(fn.Pkg().Path()) &&
		fn.Type().(*types.Signature).Recv() == nil
}

// IsResultType reports whether t is, points to, or aliases a tool result
// (CallToolResult of either SDK, or a configured extra type).
func (m *Model) IsResultType(t types.Type) bool { return m.vocab.isResultType(t) }

// IsResult reports whether e is a tool-result value.
func (m *Model) IsResult(e ast.Expr) bool { return m.vocab.isResultType(m.info.TypeOf(e)) }

// ResultField reports which tool-result field sel selects ("Content",
// "StructuredContent", "RawStructuredContent", "IsError"), also through
// embedding (a user struct embedding *mcp.CallToolResult), and the
// expression holding the result (sel.X).
func (m *Model) ResultField(sel *ast.SelectorExpr) (string, bool) {
	s := m.info.Selections[sel]
	if s == nil || s.Kind() != types.FieldVal {
		return "", false
	}
	switch s.Obj().Name() {
	case FieldContent, FieldStructured, FieldRaw, FieldIsError:
	default:
		return "", false
	}
	if !m.vocab.isResultType(fieldOwner(s)) {
		return "", false
	}
	return s.Obj().Name(), true
}

// fieldOwner returns the struct type that directly declares the selected
// field, walking the embedding path of the selection.
func fieldOwner(s *types.Selection) types.Type {
	t := s.Recv()
	idx := s.Index()
	for _, i := range idx[:len(idx)-1] {
		st, ok := deref(t).Underlying().(*types.Struct)
		if !ok {
			return nil
		}
		t = st.Field(i).Type()
	}
	return t
}

func deref(t types.Type) types.Type {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return types.Unalias(p.Elem())
	}
	return t
}

// IsTextContentType reports whether t is (a pointer to) an SDK TextContent.
func (m *Model) IsTextContentType(t types.Type) bool { return m.vocab.isSDKType(t, "TextContent") }

// IsContentType reports whether t is an SDK Content (the content-block
// interface) or any concrete block type of an SDK.
func (m *Model) IsContentType(t types.Type) bool { return m.vocab.isSDKType(t, "Content") }

// HasResultField reports whether the tool-result type t has field name (an
// SDK version may lack RawStructuredContent or StructuredContent).
func HasResultField(t types.Type, name string) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, name)
	_, ok := obj.(*types.Var)
	return ok
}

// IsGoSDKResult reports whether t is the go-sdk's CallToolResult (whose
// StructuredContent must be marshalled to be decoded), as opposed to an
// mcp-go-shaped result with RawStructuredContent.
func IsGoSDKResult(t types.Type) bool {
	n := named(t)
	return n != nil && n.Obj().Pkg() != nil && knowledge.TrimVendor(n.Obj().Pkg().Path()) == GoSDKPath
}
