package checktest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"
)

// FixtureModule is the path of the fixture module (analyzer/testdata/go.mod).
const FixtureModule = "example.com/fixtures"

// The fixture module is loaded once per test binary: loading type-checks
// the SDKs and the standard library from source, which costs seconds,
// while running a check over a few fixture packages costs a fraction of
// one. Every case of the binary analyses the same loaded packages (the
// checker never changes them), so a case pays only for its analysis.
var loaded struct {
	once  sync.Once
	pkgs  []*packages.Package
	byDir map[string][]*packages.Package // fixture directory → its package and test variants
	err   error
}

// fixtureDir is the fixture module's directory: analyzer/testdata, found
// from this file's own place so that every test binary finds it.
func fixtureDir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata")
}

// loadFixtures loads every package of the fixture module, with tests and
// all dependencies from source, as analysistest does for one pattern.
func loadFixtures() ([]*packages.Package, map[string][]*packages.Package, error) {
	loaded.once.Do(func() {
		cfg := &packages.Config{
			Mode: packages.LoadAllSyntax | packages.NeedModule,
			Dir:  fixtureDir(),
			// The fixtures require the main module's SDK versions, which
			// its own tests have put in the module cache: nothing is
			// downloaded here.
			Env:   append(os.Environ(), "GO111MODULE=on", "GOPROXY=off", "GOWORK=off", "GOFLAGS="),
			Tests: true,
		}
		pkgs, err := packages.Load(cfg, "./...")
		if err != nil {
			loaded.err = fmt.Errorf("loading the fixture module: %v", err)
			return
		}
		loaded.pkgs = pkgs
		loaded.byDir = make(map[string][]*packages.Package)
		for _, p := range pkgs {
			if strings.HasSuffix(p.PkgPath, ".test") {
				continue // the generated main of a test binary
			}
			dir := strings.TrimSuffix(p.PkgPath, "_test")
			loaded.byDir[dir] = append(loaded.byDir[dir], p)
		}
	})
	return loaded.pkgs, loaded.byDir, loaded.err
}

// Fixtures returns every package of the fixture module as loaded once
// for this test binary (with its test variants and, through Imports, all
// its dependencies from source), for a test that analyses the whole module
// (the rename-invariance test). The packages are shared: read them only.
func Fixtures() ([]*packages.Package, error) {
	pkgs, _, err := loadFixtures()
	return pkgs, err
}

// rootsOf returns the loaded packages that the patterns name: each
// directory's package, its in-package test variant and its external test
// package, as `go list -test` gives them. A pattern is a directory of the
// fixture module relative to its root ("./textjson/gosdk").
func rootsOf(patterns []string) ([]*packages.Package, error) {
	_, byDir, err := loadFixtures()
	if err != nil {
		return nil, err
	}
	var roots []*packages.Package
	for _, pattern := range patterns {
		rel := strings.TrimPrefix(filepath.ToSlash(pattern), "./")
		pkgs := byDir[FixtureModule+"/"+rel]
		if len(pkgs) == 0 {
			return nil, fmt.Errorf("no fixture package %s", pattern)
		}
		for _, p := range pkgs {
			if p.Name == "" {
				return nil, fmt.Errorf("failed to load %q: %v", p.PkgPath, p.Errors)
			}
		}
		roots = append(roots, pkgs...)
	}
	return roots, nil
}
