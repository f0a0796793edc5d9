package knowledge

import "strings"

// Test layout: what marks a package as serving tests rather than users,
// for the server checks' fixture servers (a server that breaks the
// contract on purpose, to test a client or a proxy). Both tables are keyed
// by the layout of a module and the standard library, not by identifiers
// a user chooses for their code.

// testDirectories are directory names that hold test material: testdata,
// which the go tool itself leaves out of builds and ./... patterns, and the
// conventional homes of end-to-end tests and test doubles.
var testDirectories = map[string]bool{
	"testdata": true,
	"e2e":      true,
	"fixture":  true, "fixtures": true,
	"stub": true, "stubs": true,
	"mock": true, "mocks": true,
}

// IsTestDirectory reports whether a directory of that name (one element
// of a package's path inside its module) holds test material.
func IsTestDirectory(elem string) bool { return testDirectories[elem] }

// IsTestSupportPackage reports whether path is a standard-library package
// made for tests (testing and its subpackages, net/http/httptest): a
// package whose non-test files import one serves tests.
func IsTestSupportPackage(path string) bool {
	return path == "testing" || strings.HasPrefix(path, "testing/") || path == "net/http/httptest"
}
