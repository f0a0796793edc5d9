package renametest

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"

	"golang.org/x/tools/go/packages"
)

// WriteModule writes the renamed module into dst: every file of the
// module's directory (go.mod, stubs, golden files…), each Go file of a
// renamed package with its new names. dst can then be built, vetted or
// read by hand.
func (r *Renaming) WriteModule(dst string) error {
	return filepath.WalkDir(r.dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := relativeTo(r.dir, path)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, filepath.FromSlash(rel))
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		src, ok := r.Source(rel)
		if !ok {
			if src, err = os.ReadFile(path); err != nil {
				return err
			}
		}
		return os.WriteFile(target, src, 0o644)
	})
}

// Load type-checks the renamed module written in dir (WriteModule) and
// returns its packages, in the order of Packages: each renamed package
// parsed from dir and type-checked against the same dependencies as the
// original (the very packages of the original load), with the test
// variants and imports go/packages gave the original. A package the
// Module keeps as a dependency is the original one. Any type error is an
// error: the renaming broke the program.
func (r *Renaming) Load(dir string) ([]*packages.Package, error) {
	l := &loader{r: r, dir: dir, done: make(map[string]*packages.Package)}
	var out []*packages.Package
	var errs []error
	for _, p := range r.pkgs {
		np, err := l.load(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, np)
	}
	return out, errors.Join(errs...)
}

type loader struct {
	r    *Renaming
	dir  string
	done map[string]*packages.Package // by ID
}

// load returns the renamed counterpart of the original package p.
func (l *loader) load(p *packages.Package) (*packages.Package, error) {
	if !l.r.renamed[p.ID] {
		return p, nil
	}
	if np := l.done[p.ID]; np != nil {
		return np, nil
	}
	np := &packages.Package{
		ID:         p.ID,
		Name:       p.Name,
		PkgPath:    p.PkgPath,
		Fset:       p.Fset,
		Module:     p.Module,
		TypesSizes: p.TypesSizes,
		Imports:    make(map[string]*packages.Package, len(p.Imports)),
	}
	for path, imp := range p.Imports {
		ni, err := l.load(imp)
		if err != nil {
			return nil, err
		}
		np.Imports[path] = ni
	}
	np.GoFiles = l.moved(p.GoFiles)
	np.CompiledGoFiles = l.moved(p.CompiledGoFiles)
	np.OtherFiles = l.moved(p.OtherFiles)
	np.IgnoredFiles = l.moved(p.IgnoredFiles)
	for _, name := range np.CompiledGoFiles {
		f, err := parser.ParseFile(np.Fset, name, nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("renamed %s: %v", p.ID, err)
		}
		np.Syntax = append(np.Syntax, f)
	}
	np.TypesInfo = &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue),
		Defs:         make(map[*ast.Ident]types.Object),
		Uses:         make(map[*ast.Ident]types.Object),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection),
		FileVersions: make(map[*ast.File]string),
	}
	var typeErrs []error
	cfg := &types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			if path == "unsafe" {
				return types.Unsafe, nil
			}
			if imp := np.Imports[path]; imp != nil && imp.Types != nil {
				return imp.Types, nil
			}
			return nil, fmt.Errorf("no package %q among the imports", path)
		}),
		Sizes: p.TypesSizes,
		Error: func(err error) { typeErrs = append(typeErrs, err) },
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		cfg.GoVersion = "go" + p.Module.GoVersion
	}
	np.Types = types.NewPackage(p.PkgPath, p.Name)
	_ = types.NewChecker(cfg, np.Fset, np.Types, np.TypesInfo).Files(np.Syntax)
	if len(typeErrs) > 0 {
		return nil, fmt.Errorf("renamed %s does not type-check: %w", p.ID, errors.Join(typeErrs...))
	}
	l.done[p.ID] = np
	return np, nil
}

// moved returns the files' paths in the renamed module's directory.
func (l *loader) moved(files []string) []string {
	var out []string
	for _, f := range files {
		rel, err := l.r.relative(f)
		if err != nil {
			out = append(out, f) // a generated file outside the module
			continue
		}
		out = append(out, filepath.Join(l.dir, filepath.FromSlash(rel)))
	}
	return out
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
