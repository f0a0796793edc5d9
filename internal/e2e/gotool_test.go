package e2e

import (
	"regexp"
	"strings"
	"testing"
)

// TestGoToolFromCheckout adds mcpresult as a tool of the fixture module the
// way docs/integrations/go-tool.md does before mcpresult is published: a
// clone, a replace, go mod tidy. TestGoTool (vet_test.go) covers the
// published form, go get -tool …@latest, against a stand-in release.
func TestGoToolFromCheckout(t *testing.T) {
	slow(t)
	p := newProject(t)
	// Only the checkout provides mcpresult: no stand-in release on the
	// module proxy.
	p.env = append(p.env, "GOPROXY="+goEnv("GOPROXY"))
	p.cloneMcpresult()
	goLine := regexp.MustCompile(`(?m)^go .*$`)
	before := goLine.FindString(p.readFile("go.mod"))

	// Before the tool is added, the vet recipe of the docs fails instead of
	// running go vet's own checks.
	vetCommand := `go vet -vettool="$(go tool -n mcpresult || echo mcpresult)" ./...`
	if r := p.sh(vetCommand).expect(t, 2); !strings.Contains(r.out, "mcpresult -flags failed") {
		t.Errorf("%s: without the tool, no word of the missing mcpresult:\n%s", vetCommand, r.out)
	}

	p.sh("go mod edit -replace github.com/mcpresult/mcpresult=../mcpresult -tool github.com/mcpresult/mcpresult/cmd/mcpresult").expect(t, 0)
	p.sh("go mod tidy").expect(t, 0)
	goMod := p.readFile("go.mod")
	t.Logf("go.mod after the replace and go mod tidy:\n%s", goMod)
	for _, want := range []string{
		"\ntool github.com/mcpresult/mcpresult/cmd/mcpresult\n",
		"\nreplace github.com/mcpresult/mcpresult => ../mcpresult\n",
		"\tgithub.com/mcpresult/mcpresult v0.0.0-00010101000000-000000000000",
	} {
		if !strings.Contains(goMod, want) {
			t.Errorf("go.mod has no %q", strings.TrimSpace(want))
		}
	}
	if after := goLine.FindString(goMod); after != before {
		t.Errorf("adding the tool changed the go line from %q to %q", before, after)
	}

	r := p.sh("go tool mcpresult ./...").expect(t, standaloneFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	r = p.sh(vetCommand).expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))
}
