package e2e

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// go vet exits 1 when the vet tool reported findings.
const vetFindingsExit = 1

func TestVet(t *testing.T) {
	p := newProject(t)
	r := p.sh("go vet -vettool=$(command -v mcpresult) ./...").expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))

	clean := newProject(t, "clean", "suppressed", "mcpfork", "forkclient")
	clean.sh("go vet -vettool=$(command -v mcpresult) ./...").expect(t, 0)
}

// Per-check flags and the suite's own flags pass through go vet.
func TestVetFlags(t *testing.T) {
	slow(t)
	p := newProject(t)
	p.sh("go vet -vettool=$(command -v mcpresult) -textjson=false ./...").expectFindings(t, p, nil)

	r := p.sh("go vet -vettool=$(command -v mcpresult) -resulttypes=example.com/e2e/mcpfork.CallToolResult ./...").expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather", "forkclient"))

	r = p.sh("go vet -vettool=$(command -v mcpresult) -json ./...").expect(t, 0)
	if got, want := textjsonFindings(t, p, r), wantFindings(t, "weather"); !slices.Equal(got, want) {
		t.Errorf("textjson findings in go vet -json output\n got %q\nwant %q", got, want)
	}
}

// go tool: the user's go.mod gets a tool line for mcpresult; its go line
// stays as it was, because mcpresult's go line is no higher than the SDKs'.
func TestGoTool(t *testing.T) {
	slow(t)
	p := newProject(t)
	goLine := regexp.MustCompile(`(?m)^go .*$`)
	before := goLine.FindString(p.readFile("go.mod"))

	p.sh("go get -tool github.com/mcpresult/mcpresult/cmd/mcpresult@latest").expect(t, 0)
	goMod := p.readFile("go.mod")
	t.Logf("go.mod after go get -tool:\n%s", goMod)
	if !strings.Contains(goMod, "\ntool github.com/mcpresult/mcpresult/cmd/mcpresult\n") {
		t.Errorf("go.mod has no tool line:\n%s", goMod)
	}
	if after := goLine.FindString(goMod); after != before {
		t.Errorf("go get -tool changed the go line from %q to %q", before, after)
	}

	r := p.sh("go tool mcpresult ./...").expect(t, standaloneFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))

	r = p.sh("go vet -vettool=$(go tool -n mcpresult) ./...").expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))
}
