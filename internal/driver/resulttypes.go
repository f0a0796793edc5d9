package driver

import (
	"fmt"
	"go/types"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/mcpresult/mcpresult/analyzer/config"
)

// resultTypeWarnings returns a warning for each -resulttypes entry that
// names no type: its package is not found, or does not declare it. Such an
// entry matches nothing, silently, which is what a typo or a short path
// (mcp.CallToolResult) does. Packages already loaded are looked in first;
// the others are loaded by load, which is given the missing paths.
func resultTypeWarnings(names []config.TypeName, loaded []*packages.Package, load func(paths []string) ([]*packages.Package, error)) []string {
	if len(names) == 0 {
		return nil
	}
	byPath := make(map[string]*types.Package)
	packages.Visit(loaded, nil, func(pkg *packages.Package) {
		if pkg.Types != nil && pkg.Types.Complete() {
			byPath[pkg.PkgPath] = pkg.Types
		}
	})
	var missing []string
	for _, t := range names {
		if byPath[t.Path] == nil {
			missing = append(missing, t.Path)
		}
	}
	if len(missing) > 0 {
		// An error here means none of them was found: the warnings say so.
		pkgs, _ := load(missing)
		for _, pkg := range pkgs {
			if len(pkg.Errors) == 0 && pkg.Types != nil {
				byPath[pkg.PkgPath] = pkg.Types
			}
		}
	}
	var warnings []string
	for _, t := range names {
		if w := resultTypeWarning(t, byPath[t.Path]); w != "" {
			warnings = append(warnings, w)
		}
	}
	return warnings
}

// resultTypeWarning is the warning for t, whose package is pkg (nil when
// not found), or "" when pkg declares t.
func resultTypeWarning(t config.TypeName, pkg *types.Package) string {
	const prefix = name + ": warning: -resulttypes: "
	if pkg == nil && isShortPath(t.Path) {
		return fmt.Sprintf("%s%s matches nothing: no package %s is found; write the type with its full import path, as in github.com/acme/mcpfork.CallToolResult",
			prefix, t, t.Path)
	}
	if pkg == nil {
		return fmt.Sprintf("%s%s matches nothing: no package %s is found in the build of this module; check the import path's spelling, and that go.mod requires its module",
			prefix, t, t.Path)
	}
	if _, ok := pkg.Scope().Lookup(t.Name).(*types.TypeName); !ok {
		return fmt.Sprintf("%s%s matches nothing: package %s declares no type %s; check the name's spelling and case",
			prefix, t, t.Path, t.Name)
	}
	return ""
}

// isShortPath reports whether an import path is a package name rather than
// a full path: one element, without the dot of a domain (mcp, as in
// mcp.CallToolResult). A standard library package such as fmt is one
// element too, but is always found.
func isShortPath(path string) bool {
	return !strings.ContainsAny(path, "./")
}

// ResultTypeWarnings returns a warning for each of names that no package,
// as the go command finds them from dir with the build tags, declares.
// Drivers that do not load the packages themselves use it: the vet tool,
// and any other that has no list of loaded packages at hand.
func ResultTypeWarnings(dir, tags string, names []config.TypeName) []string {
	return resultTypeWarnings(names, nil, func(paths []string) ([]*packages.Package, error) {
		return loadTypes(dir, tags, paths)
	})
}

// loadTypes loads the types of the packages at paths, from export data,
// in the module at dir: enough to see what they declare.
func loadTypes(dir, tags string, paths []string) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:       packages.NeedName | packages.NeedTypes,
		Dir:        dir,
		BuildFlags: buildFlags(tags),
	}
	return packages.Load(cfg, paths...)
}
