package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// A package that does not type-check, one that imports it, and a pattern
// that matches no directory, are each one line that names them; the
// findings of the healthy packages are still printed, and the exit code
// still says "findings".
func TestBrokenPackages(t *testing.T) {
	slow(t)
	p := newProject(t, "weather")
	p.writeFile(filepath.Join("broken", "broken.go"), "package broken\n\nfunc F() int { return undefinedName }\n")
	p.writeFile(filepath.Join("user", "user.go"), "package user\n\nimport \"example.com/e2e/broken\"\n\nvar N = broken.F()\n")
	r := p.sh("mcpresult ./... ./nope").expect(t, standaloneFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	wantLines := map[string]string{
		"example.com/e2e/broken": "broken/broken.go:3:23: undefined: undefinedName (package example.com/e2e/broken not analysed)",
		"example.com/e2e/user":   "mcpresult: package example.com/e2e/user not analysed: it imports example.com/e2e/broken, which has errors",
		"./nope":                 "nope: directory not found (./nope not analysed)",
	}
	for _, line := range strings.Split(strings.TrimSpace(r.out), "\n") {
		if findingLine.MatchString(line) && namedCheck.MatchString(line) {
			continue // a finding
		}
		matched := false
		for pkg, want := range wantLines {
			if strings.Contains(line, want) {
				delete(wantLines, pkg)
				matched = true
			}
		}
		if !matched {
			t.Errorf("unexpected line %q", line)
		}
	}
	for pkg, want := range wantLines {
		t.Errorf("no line for %s, want one containing %q, in:\n%s", pkg, want, r.out)
	}

	// -cache cannot go through go vet here: it analyses in process and
	// prints the same.
	if cached := p.sh("mcpresult -cache ./... ./nope").expect(t, standaloneFindingsExit); cached.out != r.out {
		t.Errorf("with -cache:\n%s\nwithout:\n%s", cached.out, r.out)
	}
}

// A wildcard whose packages are all behind a build tag names the build
// constraint, as the single-package form does.
func TestPatternBehindBuildTag(t *testing.T) {
	slow(t)
	p := newProject(t, "weather")
	p.writeFile(filepath.Join("e2etests", "flow", "flow.go"), "//go:build e2e\n\npackage flow\n")
	r := p.sh("mcpresult ./e2etests/...").expect(t, 1)
	want := "mcpresult: ./e2etests/... matched no packages: build constraints exclude all Go files in e2etests/flow (//go:build e2e); set the build tags they need with -tags, as for go build\n"
	if r.out != want {
		t.Errorf("mcpresult ./e2etests/... prints\n%s\nwant\n%s", r.out, want)
	}
	p.sh("mcpresult -tags=e2e ./e2etests/...").expect(t, 0)
}
