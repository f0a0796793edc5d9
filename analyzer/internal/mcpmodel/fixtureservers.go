package mcpmodel

import (
	"go/ast"
	"go/build/constraint"
	"strconv"
	"strings"

	"github.com/mcpresult/mcpresult/analyzer/internal/knowledge"
)

// Fixture servers: servers that break the MCP contract on purpose, to test
// a client or a proxy, are not what the server checks (outputschema,
// textonly) are about: what ships is. Code is a fixture server's when
//
//   - it is test code (IsTestCode: a _test.go file, a function taking a
//     *testing.T, a method of a test context); or
//   - its package sits in a directory that holds test material: one
//     element of the package's path inside its module is testdata (which
//     the go tool leaves out of builds), e2e, fixture(s), stub(s) or
//     mock(s) — the module's layout, known from Pass.Module (without it,
//     nothing is presumed); or
//   - its package serves tests: a non-test file that every build of the
//     package holds (one without a //go:build line) imports a standard
//     library package made for tests (testing, testing/…,
//     net/http/httptest). Production code does not link those, so such a
//     package is only ever called by tests — the one form of "its only
//     callers are tests" an analysis can decide, since a package never sees
//     its importers; or
//   - its file imports such a package: a file behind a build constraint
//     (//go:build cloud) that imports testing serves the tests of that
//     build, and is fixture code, while the rest of its package ships
//     (mcp-grafana's tools package has one, cloud_testing_utils.go).

// IsFixtureCode reports whether n, a node of the package, is a fixture
// server's code (see above).
func (m *Model) IsFixtureCode(n ast.Node) bool {
	if m.fixturePackage() || m.isTestFile(n.Pos()) {
		return true
	}
	decl := m.enclosingDecl(n)
	if decl == nil {
		return false
	}
	for _, file := range m.pass.Files {
		if file.Pos() <= decl.Pos() && decl.End() <= file.End() {
			return importsTestSupport(file) || m.IsTestCode(file, decl)
		}
	}
	return false
}

// fixturePackage reports whether the package is a fixture server's, by
// its place in the module or its imports, decided once.
func (m *Model) fixturePackage() bool {
	m.fixtureOnce.Do(func() { m.isFixture = m.inTestDirectory() || m.servesTests() })
	return m.isFixture
}

// inTestDirectory reports whether an element of the package's path inside
// its module names a directory of test material.
func (m *Model) inTestDirectory() bool {
	if m.pass.Module == nil || m.pass.Module.Path == "" {
		return false // the driver does not say which module: no guess
	}
	rel, ok := strings.CutPrefix(m.pass.Pkg.Path(), m.pass.Module.Path+"/")
	if !ok {
		return false
	}
	for _, elem := range strings.Split(rel, "/") {
		if knowledge.IsTestDirectory(elem) {
			return true
		}
	}
	return false
}

// servesTests reports whether a non-test file that every build of the
// package holds imports a standard library package made for tests.
func (m *Model) servesTests() bool {
	for _, file := range m.pass.Files {
		if !m.isTestFile(file.Package) && !hasBuildConstraint(file) && importsTestSupport(file) {
			return true
		}
	}
	return false
}

// importsTestSupport reports whether file imports a standard library
// package made for tests.
func importsTestSupport(file *ast.File) bool {
	for _, imp := range file.Imports {
		if path, err := strconv.Unquote(imp.Path.Value); err == nil && knowledge.IsTestSupportPackage(path) {
			return true
		}
	}
	return false
}

// hasBuildConstraint reports whether file has a //go:build line: some
// builds of its package leave it out.
func hasBuildConstraint(file *ast.File) bool {
	for _, group := range file.Comments {
		if group.Pos() > file.Package {
			break
		}
		for _, c := range group.List {
			if constraint.IsGoBuild(c.Text) {
				return true
			}
		}
	}
	return false
}

// enclosingDecl returns the function declaration that holds n, or nil.
func (m *Model) enclosingDecl(n ast.Node) *ast.FuncDecl {
	i := m.declIndex(n)
	if i < 0 {
		return nil
	}
	return m.decls[i].Node().(*ast.FuncDecl)
}
