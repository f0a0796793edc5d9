package vocab_test

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

func TestInProcessTables(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fn       *types.Func
		carriers []knowledge.Carrier
		want     int // -1: not a carrier
	}{
		{"go-sdk Server.Connect serves", methodOf(vocab.GoSDKPath, "Server", "Connect"), vocab.ServerServes, 1},
		{"go-sdk Server.Run serves", methodOf(vocab.GoSDKPath, "Server", "Run"), vocab.ServerServes, 1},
		{"go-sdk Client.Connect serves nothing", methodOf(vocab.GoSDKPath, "Client", "Connect"), vocab.ServerServes, -1},
		{"mcp-go in-process client", funcIn(vocab.MCPGoClientPath, "NewInProcessClient"), vocab.InProcessClients, 0},
		{"mcp-go in-process transport", funcIn(vocab.MCPGoTransportPath, "NewInProcessTransport"), vocab.InProcessClients, 0},
		{"same name elsewhere", funcIn("example.com/client", "NewInProcessClient"), vocab.InProcessClients, -1},
		{"mcp-go NewIO", funcIn(vocab.MCPGoTransportPath, "NewIO"), vocab.StreamCarriers, 0},
	} {
		arg, ok := knowledge.CarriedArg(tc.fn, tc.carriers)
		if got := map[bool]int{true: arg, false: -1}[ok]; got != tc.want {
			t.Errorf("%s: CarriedArg = %d, want %d", tc.name, got, tc.want)
		}
	}
}

func TestStreamField(t *testing.T) {
	transport := func(path string) types.Type {
		pkg := types.NewPackage(path, "mcp")
		return types.NewNamed(types.NewTypeName(token.NoPos, pkg, "IOTransport", nil), types.NewStruct(nil, nil), nil)
	}
	if !vocab.IsStreamField(transport(vocab.GoSDKPath), "Reader") {
		t.Errorf("go-sdk IOTransport's Reader is the stream it reads")
	}
	if vocab.IsStreamField(transport(vocab.GoSDKPath), "Writer") || vocab.IsStreamField(transport("example.com/mcp"), "Reader") {
		t.Errorf("only go-sdk IOTransport's Reader")
	}
}
