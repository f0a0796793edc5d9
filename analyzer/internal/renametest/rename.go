// Package renametest renames every user identifier of a Go module
// consistently, by its types (go/types objects, not text), type-checks the
// renamed module against the very dependencies of the original load, and
// maps what an analyzer reports on the renamed code back to the original
// code. It is the harness of the rename-invariance test
// (analyzer/renameinvariance_test.go): a finding that changes when only
// names change was decided by a name.
//
// Renamed: every object the module defines — functions, methods, types,
// type parameters, package-level and local variables and constants,
// parameters, results, receivers, labels, and the names packages are
// imported under (an alias is written where the import had none). Each
// object gets a neutral name of its own, zq<N> or Zq<N> (exported stays
// exported), that holds no English word; all its uses follow. A method
// name is renamed as one across the types and interfaces of the module
// that declare it (all but the methods kept, below, get one new name).
//
// Kept: struct fields, all of them (the spec names some — IsError, Code,
// Message — and JSON wire names are contract; leaving every field alone is
// the simple rule); every name of a dependency (the standard library, the
// SDKs, any other module, and the packages Module.Dependencies lists); `_`;
// main and init; the Test, Benchmark, Example and Fuzz functions of
// _test.go files; names a //go: directive mentions; and the methods the
// program needs by name (pins.go): those implementing an interface of a
// dependency (Error, String, MarshalJSON, Unwrap, an SDK's interface),
// those of a module interface a dependency's type satisfies (an interface
// the SDK's client is assigned to), and the methods linked to them.
// Package clauses keep their names (a package name is not an object).
package renametest

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// Module says which packages of a load are the module to rename.
type Module struct {
	// Path is the module path (example.com/fixtures).
	Path string
	// Dependencies are packages of the module treated as dependencies,
	// neither renamed nor edited: a fork of an SDK configured with
	// -resulttypes, whose names are the SDK's own.
	Dependencies []string
}

// Renaming is a module with its identifiers renamed: the edits per file,
// and what is needed to map the renamed code back to the original.
type Renaming struct {
	dir       string                  // the module's directory
	fset      *token.FileSet          // the original load's
	pkgs      []*packages.Package     // the module's packages (and test variants), by ID
	renamed   map[string]bool         // IDs of the packages that are renamed
	files     map[string]*renamedFile // by path relative to dir, slash-separated
	originals map[string]string       // new name → original name
	pinned    []string                // method names kept (pins.go)
}

// renamedFile is one Go file of the module, before and after.
type renamedFile struct {
	rel      string
	tok      *token.File // of the original load
	syntax   *ast.File   // of the original load
	original []byte
	renamed  []byte
	edits    []edit // sorted by offset
}

// edit replaces the identifier old at offset (of the original text) with
// new; an insertion (an import alias) has an empty old. declFile and
// declOffset are where what it names is declared (-1 for an imported
// package).
type edit struct {
	offset     int
	old, new   string
	declFile   string
	declOffset int
}

// Rename renames the module of pkgs, a load of its packages with their
// test variants and, through Imports, all their dependencies from source.
func Rename(pkgs []*packages.Package, mod Module) (*Renaming, error) {
	r := &Renaming{renamed: make(map[string]bool), files: make(map[string]*renamedFile), originals: make(map[string]string)}
	var deps []*packages.Package
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		switch {
		case p.Module == nil || p.Module.Path != mod.Path:
			deps = append(deps, p)
		case strings.HasSuffix(p.PkgPath, ".test"):
			// the generated main of a test binary
		default:
			r.pkgs = append(r.pkgs, p)
			if !slices.Contains(mod.Dependencies, strings.TrimSuffix(p.PkgPath, "_test")) {
				r.renamed[p.ID] = true
			} else {
				deps = append(deps, p)
			}
		}
	})
	if len(r.pkgs) == 0 {
		return nil, fmt.Errorf("no package of module %s in the load", mod.Path)
	}
	slices.SortFunc(r.pkgs, func(a, b *packages.Package) int { return strings.Compare(a.ID, b.ID) })
	r.dir, r.fset = r.pkgs[0].Module.Dir, r.pkgs[0].Fset
	for _, p := range r.pkgs {
		if len(p.Errors) > 0 {
			return nil, fmt.Errorf("package %s does not load: %v", p.ID, p.Errors[0])
		}
		if err := r.addFiles(p); err != nil {
			return nil, err
		}
	}
	n := newNamer(r, deps)
	if err := n.checkFreeNames(); err != nil {
		return nil, err
	}
	for _, p := range r.pkgs {
		if r.renamed[p.ID] {
			n.renamePackage(p)
		}
	}
	if n.err != nil {
		return nil, n.err
	}
	r.pinned = n.links.pinnedMethods()
	slices.Sort(r.pinned)
	r.pinned = slices.Compact(r.pinned)
	for _, f := range r.files {
		f.apply()
	}
	return r, nil
}

// addFiles records the Go files of package p.
func (r *Renaming) addFiles(p *packages.Package) error {
	for _, f := range p.Syntax {
		tok := r.fset.File(f.Pos())
		rel, err := r.relative(tok.Name())
		if err != nil {
			return err
		}
		if r.files[rel] != nil {
			continue // a file of a package and of its test variant
		}
		src, err := os.ReadFile(tok.Name())
		if err != nil {
			return err
		}
		r.files[rel] = &renamedFile{rel: rel, tok: tok, syntax: f, original: src}
	}
	return nil
}

// relative returns filename relative to the module's directory.
func (r *Renaming) relative(filename string) (string, error) { return relativeTo(r.dir, filename) }

// relativeTo returns filename relative to dir, slash-separated.
func relativeTo(dir, filename string) (string, error) {
	rel, err := filepath.Rel(dir, filename)
	if err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", fmt.Errorf("file %s is outside directory %s", filename, dir)
	}
	return filepath.ToSlash(rel), nil
}

// apply computes the renamed text of f from its edits.
func (f *renamedFile) apply() {
	slices.SortFunc(f.edits, func(a, b edit) int { return a.offset - b.offset })
	var out []byte
	last := 0
	for _, e := range f.edits {
		out = append(out, f.original[last:e.offset]...)
		out = append(out, e.new...)
		last = e.offset + len(e.old)
	}
	f.renamed = append(out, f.original[last:]...)
}

// Dir returns the directory of the original module.
func (r *Renaming) Dir() string { return r.dir }

// Packages returns the module's packages of the original load, with their
// test variants: the roots to analyse.
func (r *Renaming) Packages() []*packages.Package { return r.pkgs }

// Source returns the renamed text of a Go file of the module (a path
// relative to its directory), and whether the module has that file.
func (r *Renaming) Source(rel string) ([]byte, bool) {
	f := r.files[rel]
	if f == nil {
		return nil, false
	}
	return f.renamed, true
}

// Renamed returns the number of identifiers (declarations and uses)
// renamed, and of distinct new names.
func (r *Renaming) Renamed() (idents, names int) {
	for _, f := range r.files {
		idents += len(f.edits)
	}
	return idents, len(r.originals)
}

// PinnedMethods returns the methods of the module ("Recv.Name") that keep
// their names because the program needs them (pins.go).
func (r *Renaming) PinnedMethods() []string { return r.pinned }

// OriginalName returns the original name of a new name, or "".
func (r *Renaming) OriginalName(newName string) string { return r.originals[newName] }

// String is for debugging: the number of files and edits.
func (r *Renaming) String() string {
	idents, names := r.Renamed()
	return fmt.Sprintf("%d files, %d identifiers renamed to %d names", len(r.files), idents, names)
}

// isTestFile reports whether filename is a _test.go file.
func isTestFile(filename string) bool { return strings.HasSuffix(filename, "_test.go") }

// isMethod reports whether fn has a receiver (an interface's method too).
func isMethod(fn *types.Func) bool { return fn.Type().(*types.Signature).Recv() != nil }
