package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const preCommitPage = "integrations/pre-commit.md"

// preCommitProject sets up what pre-commit needs: $MCPRESULT_REPO, the
// stand-in for this repository (see checkout_test.go), and the fixture as a
// git repository. Hook installs share the module cache, so they download
// nothing; PATH lacks the mcpresult of TestMain, so the hooks run the
// binary pre-commit installed.
func preCommitProject(t *testing.T, pkgs ...string) *project {
	t.Helper()
	slow(t)
	if _, err := exec.LookPath("pre-commit"); err != nil {
		t.Skip("pre-commit is not installed (Debian: apt-get install -y pre-commit; .ci/run installs it)")
	}
	p := newProject(t, pkgs...)
	p.env = []string{
		"PATH=" + os.Getenv("PATH"),
		"PRE_COMMIT_HOME=" + filepath.Join(t.TempDir(), "pre-commit-home"),
		"GOMODCACHE=" + goEnv("GOMODCACHE"),
	}
	p.useHostedRepo()
	p.gitCommitAll()
	return p
}

// gitCommitAll makes the project a git repository with everything
// committed, or commits what changed: pre-commit runs on committed files
// and refuses an unstaged configuration.
func (p *project) gitCommitAll() {
	p.t.Helper()
	script := "set -e\ngit init -q -b main\ngit add -A\ngit -c user.name=e2e -c user.email=e2e@example.com commit -q --allow-empty -m e2e"
	runShell(p.t, p.dir, script, nil).expect(p.t, 0)
}

// TestPreCommitTryRepo runs both hooks of .pre-commit-hooks.yaml: they fail
// on the findings and pass on clean code (suppression comments included).
func TestPreCommitTryRepo(t *testing.T) {
	p := preCommitProject(t)
	r := p.sh("pre-commit try-repo $MCPRESULT_REPO mcpresult --all-files").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	r = p.sh("pre-commit try-repo $MCPRESULT_REPO mcpresult-vet --all-files").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))

	clean := preCommitProject(t, "clean", "suppressed", "nolintcheck", "mcpfork", "forkclient")
	for _, command := range []string{
		"pre-commit try-repo $MCPRESULT_REPO mcpresult --all-files",
		"pre-commit try-repo $MCPRESULT_REPO mcpresult-vet --all-files",
	} {
		if r := clean.sh(command).expect(t, 0); !strings.Contains(r.out, "Passed") {
			t.Errorf("%s: no Passed in the output:\n%s", command, r.out)
		}
	}
}

var revLine = regexp.MustCompile(`(?m)^\s*rev: (\S+)`)

// TestPreCommitConfig runs the .pre-commit-config.yaml of the docs, with
// the repository URL pointing at the stand-in: pre-commit autoupdate pins
// it to the commit, and the hook fails on the findings, then passes once
// they are fixed.
func TestPreCommitConfig(t *testing.T) {
	p := preCommitProject(t)
	config := docBlock(t, preCommitPage, ".pre-commit-config.yaml")
	if !strings.Contains(config, "repo: "+docsRepoURL+"\n") {
		t.Fatalf("the .pre-commit-config.yaml of the docs does not name %s", docsRepoURL)
	}
	p.writeFile(".pre-commit-config.yaml", strings.ReplaceAll(config, docsRepoURL, p.envValue("MCPRESULT_REPO")))

	p.sh("pre-commit autoupdate --bleeding-edge --repo $MCPRESULT_REPO").expect(t, 0)
	head := strings.TrimSpace(runShell(t, p.envValue("MCPRESULT_REPO"), "git rev-parse HEAD", nil).expect(t, 0).out)
	if rev := revLine.FindStringSubmatch(p.readFile(".pre-commit-config.yaml")); rev == nil || rev[1] != head {
		t.Fatalf("after autoupdate, rev is %q, want the commit %s:\n%s", rev, head, p.readFile(".pre-commit-config.yaml"))
	}
	p.gitCommitAll()
	r := p.sh("pre-commit run --all-files").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	if strings.Contains(r.out, "mutable reference") {
		t.Errorf("pre-commit warns that rev is not pinned:\n%s", r.out)
	}

	// With the findings fixed, the hook passes.
	runShell(t, p.dir, "mcpresult -fix ./...", nil)
	p.gitCommitAll()
	p.sh("pre-commit run --all-files").expect(t, 0)
}
