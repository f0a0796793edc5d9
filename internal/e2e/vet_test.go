package e2e

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// go vet exits 1 when the vet tool reported findings.
const vetFindingsExit = 1

// vetCommand is the documented go vet command. The "|| echo mcpresult"
// makes it fail when mcpresult is not on PATH: with an empty -vettool= go
// vet would run its own checks instead, and pass.
const vetCommand = `go vet -vettool="$(command -v mcpresult || echo mcpresult)" ./...`

func TestVet(t *testing.T) {
	p := newProject(t)
	r := p.sh(vetCommand).expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	for _, f := range r.findingLines() {
		if f.check() == "" {
			t.Errorf("the finding %s:%d names no check: %q", f.file, f.line, f.message)
		}
	}

	clean := newProject(t, "clean", "suppressed", "mcpfork", "forkclient")
	clean.sh(vetCommand).expect(t, 0)
}

// Without mcpresult on PATH the documented command fails, naming the tool
// it did not find; the bare $(command -v mcpresult) form passes silently.
func TestVetFailsClosed(t *testing.T) {
	p := newProject(t, "weather")
	p.env = []string{"PATH=" + pathWithout(t, "mcpresult")}
	r := p.sh(vetCommand)
	if r.code == 0 || !strings.Contains(r.out, "mcpresult") || !strings.Contains(r.out, "no such file or directory") {
		t.Errorf("%s without mcpresult: exit %d, want a failure naming mcpresult:\n%s", vetCommand, r.code, r.out)
	}
	open := p.sh("go vet -vettool=$(command -v mcpresult) ./...")
	if open.code != 0 {
		t.Logf("the bare form failed too (exit %d); go vet's behaviour changed", open.code)
	}
}

// pathWithout returns $PATH without the directories that hold a program
// called name.
func pathWithout(t *testing.T, name string) string {
	t.Helper()
	var dirs []string
	for _, dir := range strings.Split(os.Getenv("PATH"), string(os.PathListSeparator)) {
		if _, err := os.Stat(dir + string(os.PathSeparator) + name); err == nil {
			continue
		}
		dirs = append(dirs, dir)
	}
	return strings.Join(dirs, string(os.PathListSeparator))
}

// Per-check flags and the suite's own flags pass through go vet.
func TestVetFlags(t *testing.T) {
	slow(t)
	p := newProject(t)
	p.sh(`go vet -vettool="$(command -v mcpresult || echo mcpresult)" -textjson=false ./...`).expectFindings(t, p, nil)

	r := p.sh(`go vet -vettool="$(command -v mcpresult || echo mcpresult)" -resulttypes=example.com/e2e/mcpfork.CallToolResult ./...`).expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather", "forkclient"))

	r = p.sh(`go vet -vettool="$(command -v mcpresult || echo mcpresult)" -json ./...`).expect(t, 0)
	if got, want := textjsonFindings(t, p, r, " (textjson)"), wantFindings(t, "weather"); !slices.Equal(got, want) {
		t.Errorf("textjson findings in go vet -json output\n got %q\nwant %q", got, want)
	}
}

// A bad -resulttypes value under go vet is one line, not one per package
// (the go command runs the tool on every package, dependencies included).
func TestVetBadFlagOnce(t *testing.T) {
	slow(t)
	p := newProject(t)
	r := p.sh(`go vet -vettool="$(command -v mcpresult || echo mcpresult)" -resulttypes=CallToolResult ./...`)
	if r.code == 0 {
		t.Errorf("exit 0, want a failure:\n%s", r.out)
	}
	if n := strings.Count(r.out, `"CallToolResult" is not of the form import/path.TypeName`); n != 1 {
		t.Errorf("the error is printed %d times, want once:\n%s", n, r.out)
	}
	// Besides the error, only go vet's "# package" header above it.
	for _, line := range strings.Split(strings.TrimSpace(r.out), "\n") {
		if !strings.HasPrefix(line, "# ") && !strings.Contains(line, "is not of the form") {
			t.Errorf("unexpected line %q in:\n%s", line, r.out)
		}
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

	r = p.sh(`go vet -vettool="$(go tool -n mcpresult || echo mcpresult)" ./...`).expect(t, vetFindingsExit)
	r.expectFindings(t, p, wantFindings(t, "weather"))
}
