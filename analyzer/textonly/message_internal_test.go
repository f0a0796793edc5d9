package textonly

import (
	"go/token"
	"go/types"
	"testing"
)

// resultType declares a CallToolResult in a package of path, with the
// fields given.
func resultType(path string, fields ...string) types.Type {
	pkg := types.NewPackage(path, "mcp")
	var vars []*types.Var
	for _, name := range fields {
		vars = append(vars, types.NewField(token.NoPos, pkg, name, types.NewInterfaceType(nil, nil), false))
	}
	obj := types.NewTypeName(token.NoPos, pkg, "CallToolResult", nil)
	named := types.NewNamed(obj, types.NewStruct(vars, nil), nil)
	pkg.Scope().Insert(obj)
	return types.NewPointer(named)
}

// The fixture module compiles against mcp-go v1.2.1 only, so the release
// without structured content (v0.28.0 to v0.35.0) is built here: mcp-go
// is advised its first release that has it; another package an upgrade;
// a result with the field no upgrade.
func TestUpgradeAdvice(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		result types.Type
		want   string
	}{
		{resultType("github.com/mark3labs/mcp-go/mcp", "Content", "IsError"), adviceUpgradeMCPGo},
		{resultType("example.com/vendor/github.com/mark3labs/mcp-go/mcp", "Content"), adviceUpgradeMCPGo},
		{resultType("example.com/fork/mcp", "Content", "IsError"), adviceUpgrade},
		{resultType("github.com/mark3labs/mcp-go/mcp", "Content", "StructuredContent"), ""},
	} {
		got, ok := upgradeAdvice(c.result)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("upgradeAdvice(%v) = %q, %v; want %q", c.result, got, ok, c.want)
		}
	}
}
