package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// install (e2e_test.go) installs mcpresult from a fresh checkout, as the
// docs say. The binary knows its version from the checkout's commit, and
// -V=full, which go vet reads, keeps the form of the go tools.
func TestInstallFromCheckout(t *testing.T) {
	p := newProject(t, "clean")
	head, err := exec.Command("git", "-C", checkoutDir, "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		t.Fatal(err)
	}
	r := p.sh("mcpresult -version").expect(t, 0)
	if !strings.Contains(r.out, strings.TrimSpace(string(head))) {
		t.Errorf("mcpresult -version does not name the checkout's commit %s:\n%s", head, r.out)
	}
	full := p.sh("mcpresult -V=full").expect(t, 0)
	if !regexp.MustCompile(`^\S*mcpresult version devel v\S+ buildID=[0-9a-f]{64}\n$`).MatchString(full.out) {
		t.Errorf("mcpresult -V=full prints %q", full.out)
	}
}

// Once the module is published, go install …@latest works; here the local
// module proxy serves this tree under a pseudo-version, which -version prints.
func TestInstallLatest(t *testing.T) {
	slow(t)
	p := newProject(t, "weather")
	bin := filepath.Join(t.TempDir(), "bin")
	p.env = []string{"GOBIN=" + bin, "PATH=" + bin + ":" + pathWithout(t, "mcpresult")}
	p.sh(installCommand).expect(t, 0)
	if r := p.sh("mcpresult -version").expect(t, 0); !strings.Contains(r.out, proxyVersion) {
		t.Errorf("mcpresult -version does not print the module version %s:\n%s", proxyVersion, r.out)
	}
	p.sh("mcpresult ./...").expect(t, standaloneFindingsExit).expectFindings(t, p, wantFindings(t, "weather"))
}

// pre-commit installs the hooks (language: golang) with go install ./... in
// its clone of this repository, and puts every command it installs on the
// hooks' PATH. It must install mcpresult alone: the measurement programs
// (internal/corpus, internal/noop) build only with -tags measure, and the
// examples are library packages. go install installs the main packages
// go list ./... lists (a package whose files a build tag excludes is in
// neither); the slow test installs them for real.
func TestGoInstallAllInstallsOnlyTheTool(t *testing.T) {
	install(t)
	r := runShell(t, checkoutDir, `go list -f '{{if eq .Name "main"}}{{.ImportPath}}{{end}}' ./...`, nil).expect(t, 0)
	if got := strings.Fields(r.out); !slices.Equal(got, []string{"github.com/mcpresult/mcpresult/cmd/mcpresult"}) {
		t.Errorf("the main packages of ./... in a checkout are %q, want only cmd/mcpresult", got)
	}
}

// go install ./... in a checkout installs mcpresult alone, and the
// measurement programs build with the tag, as scripts/*.sh build them.
func TestGoInstallAllAndMeasurementPrograms(t *testing.T) {
	slow(t)
	install(t)
	bin := t.TempDir()
	runShell(t, checkoutDir, "go install ./...", []string{"GOBIN=" + bin}).expect(t, 0)
	entries, err := os.ReadDir(bin)
	if err != nil {
		t.Fatal(err)
	}
	var installed []string
	for _, e := range entries {
		installed = append(installed, e.Name())
	}
	if !slices.Equal(installed, []string{"mcpresult"}) {
		t.Errorf("go install ./... in a checkout installs %q, want only mcpresult", installed)
	}
	runShell(t, checkoutDir, "go vet -tags measure ./internal/corpus/cmd/corpus ./internal/noop/cmd/noop", nil).expect(t, 0)
}
