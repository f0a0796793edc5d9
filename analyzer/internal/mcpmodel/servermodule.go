package mcpmodel

import (
	"strings"
)

// A server's module often keeps its integration tests in a directory of
// their own, made only of _test.go files, that reaches the server through
// a client session, a client of its binary or its handlers. Those tests
// check what their own module answers, as a server package's tests do.
// The module is known by the serverPackage facts of the packages of the
// same module that the test package imports. A server package's external
// test package (package server_test) is such a package too: its tests
// check the server they import, as the package's own tests do.

// markServerPackage exports the serverPackage fact for a package of a
// server's module, and notes whether this package is a test-only package
// of one.
func (m *Model) markServerPackage() {
	inServerModule := m.importsServerPackageOfModule()
	if m.buildsResultsInProduction || inServerModule && !m.testsOnly() {
		m.pass.ExportPackageFact(new(serverPackage))
	}
	m.testsServerModule = inServerModule && m.testsOnly()
}

// importsServerPackageOfModule reports whether the package imports a
// package of its own module marked as a server's.
func (m *Model) importsServerPackageOfModule() bool {
	if m.pass.Module == nil || m.pass.Module.Path == "" {
		return false // the driver does not say which module: no guess
	}
	mod := m.pass.Module.Path
	for _, imp := range m.pass.Pkg.Imports() {
		sameModule := imp.Path() == mod || strings.HasPrefix(imp.Path(), mod+"/")
		if sameModule && m.pass.ImportPackageFact(imp, new(serverPackage)) {
			return true
		}
	}
	return false
}

// testsOnly reports whether every file of the package is a _test.go file.
func (m *Model) testsOnly() bool {
	for _, file := range m.pass.Files {
		if !m.isTestFile(file.Package) {
			return false
		}
	}
	return len(m.pass.Files) > 0
}
