package e2e

import "testing"

// -tags works in the standalone binary: the client code behind
// //go:build e2e in tagged/ is analysed with -tags=e2e, and only then.
func TestTags(t *testing.T) {
	slow(t)
	p := newProject(t, "weather", "tagged")
	r := p.sh("mcpresult -tags=e2e ./...").expect(t, standaloneFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather", "tagged"))

	r = p.sh("mcpresult ./...").expect(t, standaloneFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))
}

// go vet takes build tags itself; the fix of a finding behind a build tag
// applies with -tags too.
func TestTagsVetAndFix(t *testing.T) {
	slow(t)
	p := newProject(t, "tagged")
	r := p.sh(`go vet -tags=e2e -vettool="$(command -v mcpresult || echo mcpresult)" ./...`).expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "tagged"))

	p.sh("mcpresult -tags=e2e -fix ./...").expect(t, 0)
	p.sh("mcpresult -tags=e2e ./...").expect(t, 0)
	p.sh("go vet -tags=e2e ./...").expect(t, 0)
}
