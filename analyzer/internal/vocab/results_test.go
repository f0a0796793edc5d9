package vocab_test

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/config"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// funcIn declares a function called name, without parameters, in a package
// at path.
func funcIn(path, name string) *types.Func {
	pkg := types.NewPackage(path, "mcp")
	return types.NewFunc(token.NoPos, pkg, name, types.NewSignatureType(nil, nil, nil, nil, nil, false))
}

func TestResultConstructors(t *testing.T) {
	v := vocab.New(&config.Config{})
	for _, tc := range []struct {
		name string
		fn   *types.Func
		want vocab.ResultConstructor
		ok   bool
	}{
		{"text", funcIn(vocab.MCPGoPath, "NewToolResultText"), vocab.ResultConstructor{Text: true, TextArg: 0, PayloadArg: -1}, true},
		{"structured", funcIn(vocab.MCPGoPath, "NewToolResultStructured"), vocab.ResultConstructor{Text: true, Structured: true, TextArg: 1, PayloadArg: 0}, true},
		{"structured only", funcIn(vocab.MCPGoPath, "NewToolResultStructuredOnly"), vocab.ResultConstructor{Text: true, Structured: true, TextArg: -1, PayloadArg: 0}, true},
		{"json", funcIn(vocab.MCPGoPath, "NewToolResultJSON"), vocab.ResultConstructor{Text: true, Structured: true, TextArg: -1, PayloadArg: 0}, true},
		{"error", funcIn(vocab.MCPGoPath, "NewToolResultError"), vocab.ResultConstructor{Text: true, IsError: true, TextArg: 0, PayloadArg: -1}, true},
		{"errorf", funcIn(vocab.MCPGoPath, "NewToolResultErrorf"), vocab.ResultConstructor{Text: true, IsError: true, TextArg: -1, PayloadArg: -1}, true},
		{"image", funcIn(vocab.MCPGoPath, "NewToolResultImage"), vocab.ResultConstructor{Text: true, TextArg: 0, PayloadArg: -1, OtherBlock: true}, true},
		{"vendored", funcIn("example.com/app/vendor/"+vocab.MCPGoPath, "NewToolResultText"), vocab.ResultConstructor{Text: true, TextArg: 0, PayloadArg: -1}, true},
		{"same name elsewhere", funcIn("example.com/utils", "NewToolResultText"), vocab.ResultConstructor{}, false},
		{"not a constructor", funcIn(vocab.MCPGoPath, "NewTextContent"), vocab.ResultConstructor{}, false},
		{"nil", nil, vocab.ResultConstructor{}, false},
	} {
		got, ok := v.ResultConstructorOf(tc.fn)
		if ok != tc.ok || got != tc.want {
			t.Errorf("%s: ResultConstructorOf = %+v, %v; want %+v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}
