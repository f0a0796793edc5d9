package vocab_test

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// methodOf declares a method called name on a type called recv of a
// package at path.
func methodOf(path, recv, name string) *types.Func {
	pkg := types.NewPackage(path, "p")
	named := types.NewNamed(types.NewTypeName(token.NoPos, pkg, recv, nil), types.NewStruct(nil, nil), nil)
	sig := types.NewSignatureType(types.NewVar(token.NoPos, pkg, "c", types.NewPointer(named)), nil, nil, nil, nil, false)
	return types.NewFunc(token.NoPos, pkg, name, sig)
}

func TestTransportCarriers(t *testing.T) {
	for _, tc := range []struct {
		name string
		fn   *types.Func
		want int // -1: not a carrier
	}{
		{"go-sdk Connect", methodOf(vocab.GoSDKPath, "Client", "Connect"), 1},
		{"go-sdk Connect of another type", methodOf(vocab.GoSDKPath, "Server", "Connect"), -1},
		{"go-sdk NewCommandTransport", funcIn(vocab.GoSDKPath, "NewCommandTransport"), 0},
		{"mcp-go stdio client", funcIn(vocab.MCPGoClientPath, "NewStdioMCPClient"), 0},
		{"mcp-go NewClient", funcIn(vocab.MCPGoClientPath, "NewClient"), 0},
		{"mcp-go stdio transport", funcIn(vocab.MCPGoTransportPath, "NewStdio"), 0},
		{"vendored", funcIn("example.com/app/vendor/"+vocab.MCPGoTransportPath, "NewStdio"), 0},
		{"same name elsewhere", funcIn("example.com/client", "NewStdioMCPClient"), -1},
	} {
		arg, ok := knowledge.CarriedArg(tc.fn, vocab.TransportCarriers)
		if got := map[bool]int{true: arg, false: -1}[ok]; got != tc.want {
			t.Errorf("%s: CarriedArg = %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestCommandField(t *testing.T) {
	transport := func(path string) types.Type {
		pkg := types.NewPackage(path, "mcp")
		return types.NewPointer(types.NewNamed(types.NewTypeName(token.NoPos, pkg, "CommandTransport", nil), types.NewStruct(nil, nil), nil))
	}
	if !vocab.IsCommandField(transport(vocab.GoSDKPath), "Command") {
		t.Errorf("go-sdk CommandTransport's Command is its command")
	}
	if vocab.IsCommandField(transport(vocab.GoSDKPath), "TerminateDuration") || vocab.IsCommandField(transport("example.com/mcp"), "Command") {
		t.Errorf("only go-sdk CommandTransport's Command")
	}
}
