package vocab_test

import (
	"go/types"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// TestValueContentMatchesSDK derives the block types from the pinned
// mcp-go: every struct type implementing mcp.Content is in the table, and
// every As*Content helper names a type of the package.
func TestValueContentMatchesSDK(t *testing.T) {
	pkgs, err := packages.Load(&packages.Config{Mode: packages.NeedTypes | packages.NeedName}, vocab.MCPGoPath)
	if err != nil || len(pkgs) != 1 || pkgs[0].Types == nil {
		t.Fatalf("loading %s: %v", vocab.MCPGoPath, err)
	}
	scope := pkgs[0].Types.Scope()
	iface := scope.Lookup("Content").Type().Underlying().(*types.Interface)
	blocks := 0
	for _, name := range scope.Names() {
		obj, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || obj.IsAlias() || !types.Implements(obj.Type(), iface) {
			continue
		}
		if _, isStruct := obj.Type().Underlying().(*types.Struct); !isStruct {
			continue
		}
		blocks++
		if _, ok := vocab.ValueContentPointer(types.NewPointer(obj.Type())); !ok {
			t.Errorf("*mcp.%s: not known as a block type mcp-go decodes as a value", name)
		}
		if !vocab.IsValueContent(obj.Type()) {
			t.Errorf("mcp.%s: IsValueContent = false", name)
		}
		if _, ok := vocab.ValueContentPointer(obj.Type()); ok {
			t.Errorf("mcp.%s: a value taken for a pointer", name)
		}
	}
	if blocks == 0 {
		t.Fatal("no block type found in mcp-go")
	}
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		if block, ok := vocab.AsContentHelper(fn); ok {
			if _, isType := scope.Lookup(block).(*types.TypeName); !isType {
				t.Errorf("%s asserts %s, which mcp-go does not declare", name, block)
			}
		}
	}
	if _, ok := vocab.AsContentHelper(scope.Lookup("AsTextContent").(*types.Func)); !ok {
		t.Error("AsTextContent: not known as a helper")
	}
}

func TestValueContentOtherPackages(t *testing.T) {
	if _, ok := vocab.ValueContentPointer(types.NewPointer(namedIn(vocab.GoSDKPath, "TextContent"))); ok {
		t.Error("go-sdk's *TextContent taken for mcp-go's")
	}
	if _, ok := vocab.ValueContentPointer(types.NewPointer(namedIn("example.com/app/vendor/"+vocab.MCPGoPath, "TextContent"))); !ok {
		t.Error("a vendored mcp-go's *TextContent not recognised")
	}
	if _, ok := vocab.ValueContentPointer(types.NewPointer(namedIn(vocab.MCPGoPath, "CallToolResult"))); ok {
		t.Error("*CallToolResult taken for a block type")
	}
}
