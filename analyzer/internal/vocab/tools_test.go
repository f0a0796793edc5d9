package vocab_test

import (
	"go/token"
	"go/types"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer/internal/vocab"
)

// declaredFunc declares a function called name in a package at path, a method of
// the named type recv when recv is not "".
func declaredFunc(path, recv, name string) *types.Func {
	pkg := types.NewPackage(path, "p")
	var r *types.Var
	if recv != "" {
		named := types.NewNamed(types.NewTypeName(token.NoPos, pkg, recv, nil), types.NewStruct(nil, nil), nil)
		r = types.NewVar(token.NoPos, pkg, "s", types.NewPointer(named))
	}
	return types.NewFunc(token.NoPos, pkg, name, types.NewSignatureType(r, nil, nil, nil, nil, false))
}

func TestRegistrations(t *testing.T) {
	for _, tc := range []struct {
		name string
		fn   *types.Func
		want vocab.Registration
		ok   bool
	}{
		{"mcp-go AddTool", declaredFunc(vocab.MCPGoServerPath, "MCPServer", "AddTool"), vocab.Registration{Kind: vocab.RegisterRaw, Tool: 0, Handler: 1}, true},
		{"mcp-go AddTools", declaredFunc(vocab.MCPGoServerPath, "MCPServer", "AddTools"), vocab.Registration{Kind: vocab.RegisterPairs, Tool: -1, Handler: -1}, true},
		{"mcp-go SetTools", declaredFunc(vocab.MCPGoServerPath, "MCPServer", "SetTools"), vocab.Registration{Kind: vocab.RegisterPairs, Tool: -1, Handler: -1}, true},
		{"go-sdk Server.AddTool", declaredFunc(vocab.GoSDKPath, "Server", "AddTool"), vocab.Registration{Kind: vocab.RegisterRaw, Tool: 0, Handler: 1}, true},
		{"go-sdk mcp.AddTool", declaredFunc(vocab.GoSDKPath, "", "AddTool"), vocab.Registration{Kind: vocab.RegisterTyped, Tool: 1, Handler: 2}, true},
		{"vendored mcp-go", declaredFunc("example.com/app/vendor/"+vocab.MCPGoServerPath, "MCPServer", "AddTool"), vocab.Registration{Kind: vocab.RegisterRaw, Tool: 0, Handler: 1}, true},
		{"own AddTool", declaredFunc("example.com/app", "Server", "AddTool"), vocab.Registration{}, false},
		{"mcp-go AddPrompt", declaredFunc(vocab.MCPGoServerPath, "MCPServer", "AddPrompt"), vocab.Registration{}, false},
	} {
		got, ok := vocab.RegistrationOf(tc.fn)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: RegistrationOf = %+v, %v; want %+v, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
	if _, ok := vocab.RegistrationOf(nil); ok {
		t.Error("RegistrationOf(nil) is a registration")
	}
}

func TestSchemaOptionsAndWrappers(t *testing.T) {
	for _, name := range []string{"WithOutputSchema", "WithRawOutputSchema", "WithCachedOutputSchema", "WithCachedOutputSchemaKey"} {
		if !vocab.IsOutputSchemaOption(declaredFunc(vocab.MCPGoPath, "", name)) {
			t.Errorf("%s is no output schema option", name)
		}
	}
	for _, fn := range []*types.Func{declaredFunc(vocab.MCPGoPath, "", "WithInputSchema"), declaredFunc("example.com/own/mcp", "", "WithOutputSchema"), nil} {
		if vocab.IsOutputSchemaOption(fn) {
			t.Errorf("%v is an output schema option", fn)
		}
	}
	if !vocab.IsToolConstructor(declaredFunc(vocab.MCPGoPath, "", "NewTool")) || vocab.IsToolConstructor(declaredFunc(vocab.GoSDKPath, "", "NewTool")) {
		t.Error("IsToolConstructor: want mcp-go's NewTool only")
	}
	if got := vocab.HandlerWrapperOf(declaredFunc(vocab.MCPGoPath, "", "NewTypedToolHandler")); got != vocab.WrapperBindsArguments {
		t.Errorf("NewTypedToolHandler: %v", got)
	}
	if got := vocab.HandlerWrapperOf(declaredFunc(vocab.MCPGoPath, "", "NewStructuredToolHandler")); got != vocab.WrapperFillsStructured {
		t.Errorf("NewStructuredToolHandler: %v", got)
	}
	if got := vocab.HandlerWrapperOf(declaredFunc("example.com/own", "", "NewTypedToolHandler")); got != vocab.NotAWrapper {
		t.Errorf("own NewTypedToolHandler: %v", got)
	}
}

func TestToolTypes(t *testing.T) {
	if !vocab.IsToolType(namedIn(vocab.MCPGoPath, "Tool")) || !vocab.IsToolType(types.NewPointer(namedIn(vocab.GoSDKPath, "Tool"))) {
		t.Error("IsToolType: want both SDKs' Tool")
	}
	if vocab.IsToolType(namedIn("example.com/own", "Tool")) || vocab.IsToolType(namedIn(vocab.MCPGoPath, "CallToolResult")) {
		t.Error("IsToolType: other types")
	}
	if !vocab.IsServerToolType(namedIn(vocab.MCPGoServerPath, "ServerTool")) || vocab.IsServerToolType(namedIn(vocab.MCPGoServerPath, "ServerPrompt")) {
		t.Error("IsServerToolType: want server.ServerTool only")
	}
}
