package mcpmodel

import (
	"go/ast"
	"go/types"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// The vocabulary's names, as the checks know them.
const (
	GoSDKPath       = vocab.GoSDKPath
	MCPGoPath       = vocab.MCPGoPath
	FieldContent    = vocab.FieldContent
	FieldStructured = vocab.FieldStructured
	FieldRaw        = vocab.FieldRaw
	FieldIsError    = vocab.FieldIsError
)

// IsResultType reports whether t is, points to, or aliases a tool result
// (CallToolResult of either SDK, or a configured extra type).
func (m *Model) IsResultType(t types.Type) bool { return m.vocab.IsResultType(t) }

// IsResult reports whether e is a tool-result value.
func (m *Model) IsResult(e ast.Expr) bool { return m.vocab.IsResultType(m.info.TypeOf(e)) }

// ResultField reports which tool-result field sel selects ("Content",
// "StructuredContent", "RawStructuredContent", "IsError"), also through
// embedding (a user struct embedding *mcp.CallToolResult).
func (m *Model) ResultField(sel *ast.SelectorExpr) (string, bool) {
	return m.vocab.ResultField(m.info, sel)
}

// IsTextContentType reports whether t is (a pointer to) an SDK TextContent.
func (m *Model) IsTextContentType(t types.Type) bool { return m.vocab.IsTextContentType(t) }

// IsContentType reports whether t is an SDK Content (the content-block
// interface) or any concrete block type of an SDK.
func (m *Model) IsContentType(t types.Type) bool { return m.vocab.IsContentType(t) }

// HasResultField reports whether the tool-result type t has field name.
func HasResultField(t types.Type, name string) bool { return vocab.HasResultField(t, name) }

// IsGoSDKResult reports whether t is the go-sdk's CallToolResult.
func IsGoSDKResult(t types.Type) bool { return vocab.IsGoSDKResult(t) }

func named(t types.Type) *types.Named { return vocab.Named(t) }

func deref(t types.Type) types.Type { return vocab.Deref(t) }

// IsJSONObject reports whether a value of type t serialises to a JSON
// object: a struct or a map, or a pointer to one.
func IsJSONObject(t types.Type) bool {
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
