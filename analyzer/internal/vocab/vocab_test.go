package vocab_test

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// namedIn declares an empty struct type called name in a package at path.
func namedIn(path, name string) *types.Named {
	pkg := types.NewPackage(path, "mcp")
	obj := types.NewTypeName(token.NoPos, pkg, name, nil)
	return types.NewNamed(obj, types.NewStruct(nil, nil), nil)
}

func TestResultTypes(t *testing.T) {
	v := vocab.New(&config.Config{ResultTypes: []config.TypeName{{Path: "example.com/fork/mcp", Name: "Result"}}})
	mcpgo := namedIn(vocab.MCPGoPath, "CallToolResult")
	alias := types.NewAlias(types.NewTypeName(token.NoPos, nil, "R", nil), types.NewPointer(mcpgo))
	for _, tc := range []struct {
		name string
		typ  types.Type
		want bool
	}{
		{"mcp-go result", mcpgo, true},
		{"pointer", types.NewPointer(namedIn(vocab.GoSDKPath, "CallToolResult")), true},
		{"alias of a pointer", alias, true},
		{"vendored copy", namedIn("example.com/app/vendor/"+vocab.MCPGoPath, "CallToolResult"), true},
		{"configured fork", namedIn("example.com/fork/mcp", "Result"), true},
		{"same name elsewhere", namedIn("example.com/other", "CallToolResult"), false},
		{"other SDK type", namedIn(vocab.MCPGoPath, "TextContent"), false},
	} {
		if got := v.IsResultType(tc.typ); got != tc.want {
			t.Errorf("%s: IsResultType = %v, want %v", tc.name, got, tc.want)
		}
	}
	if !v.IsTextContentType(namedIn(vocab.MCPGoPath, "TextContent")) || v.IsTextContentType(mcpgo) {
		t.Error("IsTextContentType: want TextContent only")
	}
	if !vocab.IsGoSDKResult(namedIn(vocab.GoSDKPath, "CallToolResult")) || vocab.IsGoSDKResult(mcpgo) {
		t.Error("IsGoSDKResult: want go-sdk's result only")
	}
}
