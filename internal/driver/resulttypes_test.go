package driver

import (
	"go/token"
	"go/types"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer/config"
)

// A -resulttypes entry gets a warning when no package at its path is found
// (a typo, or a short path such as mcp.CallToolResult) or its package has
// no type of that name; one that names a type gets none. Packages already
// loaded are looked in first, the others loaded.
func TestResultTypeWarnings(t *testing.T) {
	fork := newPackage("example.com/fork", "CallToolResult")
	vendored := newPackage("example.com/vendored/mcp", "CallToolResult")
	loaded := []*packages.Package{{PkgPath: fork.Path(), Types: fork}}
	var asked []string
	load := func(paths []string) ([]*packages.Package, error) {
		asked = append(asked, paths...)
		var out []*packages.Package
		for _, path := range paths {
			if path == vendored.Path() {
				out = append(out, &packages.Package{PkgPath: path, Types: vendored})
			} else {
				out = append(out, &packages.Package{PkgPath: path, Errors: []packages.Error{{Msg: "no required module provides package " + path}}})
			}
		}
		return out, nil
	}
	names, err := config.ParseTypeNames([]string{
		"example.com/fork.CallToolResult",
		"example.com/fork.CallToolResul",
		"example.com/vendored/mcp.CallToolResult",
		"example.com/nope.Thing",
		"mcp.CallToolResult",
	})
	if err != nil {
		t.Fatal(err)
	}
	warnings := resultTypeWarnings(names, loaded, load)
	if want := []string{"example.com/vendored/mcp", "example.com/nope", "mcp"}; !slices.Equal(asked, want) {
		t.Errorf("loaded %q, want %q", asked, want)
	}
	want := []string{
		"example.com/fork.CallToolResul matches nothing: package example.com/fork declares no type CallToolResul",
		"example.com/nope.Thing matches nothing: no package example.com/nope is found in the build of this module; check the import path's spelling",
		"mcp.CallToolResult matches nothing: no package mcp is found; write the type with its full import path",
	}
	if len(warnings) != len(want) {
		t.Fatalf("warnings %q, want %d", warnings, len(want))
	}
	for i, w := range warnings {
		if !strings.HasPrefix(w, "mcpresult: warning: -resulttypes: "+want[i]) {
			t.Errorf("warning %d = %q, want %q…", i, w, want[i])
		}
	}
	// A full import path that is not found is not told to be written as one.
	if strings.Contains(warnings[1], "full import path") {
		t.Errorf("the warning for a full import path asks for a full import path: %q", warnings[1])
	}
	if got := resultTypeWarnings(nil, loaded, nil); got != nil {
		t.Errorf("no -resulttypes: warnings %q", got)
	}
}

func newPackage(path, typeName string) *types.Package {
	pkg := types.NewPackage(path, "mcp")
	obj := types.NewTypeName(token.NoPos, pkg, typeName, nil)
	types.NewNamed(obj, types.NewStruct(nil, nil), nil)
	pkg.Scope().Insert(obj)
	pkg.MarkComplete()
	return pkg
}
