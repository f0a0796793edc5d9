package e2e

import (
	"strings"
	"testing"
)

// A -resulttypes entry that names no type gets one warning that names it,
// standalone and under go vet (which runs the tool once per package); the
// entries that do name a type work as before.
func TestResultTypesThatMatchNothing(t *testing.T) {
	slow(t)
	p := newProject(t)
	const (
		standalone = "mcpresult -resulttypes=example.com/nope.Thing,mcp.CallToolResult,example.com/e2e/mcpfork.CallToolResult ./..."
		vet        = `go vet -vettool="$(command -v mcpresult || echo mcpresult)" -resulttypes=example.com/nope.Thing,mcp.CallToolResult,example.com/e2e/mcpfork.CallToolResult ./...`
	)
	for _, tc := range []struct {
		command string
		code    int
	}{
		{standalone, standaloneFindingsExit},
		{vet, vetFindingsExit},
	} {
		r := p.sh(tc.command).expect(t, tc.code)
		r.expectFindings(t, p, wantFindings(t, "weather", "forkclient"))
		for _, name := range []string{"example.com/nope.Thing", "mcp.CallToolResult"} {
			warning := "warning: -resulttypes: " + name + " matches nothing"
			if n := strings.Count(r.out, warning); n != 1 {
				t.Errorf("%s: %d warnings %q, want one:\n%s", tc.command, n, warning, r.out)
			}
		}
		if strings.Contains(r.out, "mcpfork.CallToolResult matches nothing") {
			t.Errorf("%s: a warning for a type that exists:\n%s", tc.command, r.out)
		}
		// Only the short path is told to be written in full.
		for _, line := range strings.Split(r.out, "\n") {
			if strings.Contains(line, "example.com/nope.Thing matches nothing") && strings.Contains(line, "full import path") {
				t.Errorf("%s: the warning for a full import path asks for one: %s", tc.command, line)
			}
			if strings.Contains(line, "mcp.CallToolResult matches nothing") && !strings.Contains(line, "full import path") {
				t.Errorf("%s: the warning for a short path does not ask for the full one: %s", tc.command, line)
			}
		}
	}
}
