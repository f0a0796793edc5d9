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

// preCommitProject sets up what pre-commit needs: a committed clone of this
// repository at $MCPRESULT_REPO (tagged with the rev of the docs), and the
// fixture as a git repository. Hook installs share the module cache, so
// they download nothing; PATH lacks the mcpresult of TestMain, so the hooks
// run the binary pre-commit installed.
func preCommitProject(t *testing.T, pkgs ...string) *project {
	t.Helper()
	slow(t)
	if _, err := exec.LookPath("pre-commit"); err != nil {
		t.Skip("pre-commit is not installed (Debian: apt-get install -y pre-commit; .ci/run installs it)")
	}
	install(t)
	repo := filepath.Join(t.TempDir(), "mcpresult")
	files, err := repoFiles()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(repoRoot, f))
		if err != nil {
			t.Fatal(err)
		}
		dst := filepath.Join(repo, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rev := regexp.MustCompile(`(?m)^\s*rev: (\S+)`).FindStringSubmatch(docBlock(t, preCommitPage, ".pre-commit-config.yaml"))
	if rev == nil {
		t.Fatal("the .pre-commit-config.yaml of the docs has no rev")
	}
	gitCommitAll(t, repo, rev[1])

	p := newProject(t, pkgs...)
	p.env = []string{
		"PATH=" + os.Getenv("PATH"),
		"MCPRESULT_REPO=" + repo,
		"PRE_COMMIT_HOME=" + filepath.Join(t.TempDir(), "pre-commit-home"),
		"GOMODCACHE=" + goEnv("GOMODCACHE"),
	}
	gitCommitAll(t, p.dir, "")
	return p
}

// gitCommitAll makes dir a git repository with everything committed.
func gitCommitAll(t *testing.T, dir, tag string) {
	t.Helper()
	script := "set -e\ngit init -q -b main\ngit add -A\ngit -c user.name=e2e -c user.email=e2e@example.com commit -q -m e2e"
	if tag != "" {
		script += "\ngit tag " + tag
	}
	runShell(t, dir, script, nil).expect(t, 0)
}

// TestPreCommitTryRepo runs both hooks of .pre-commit-hooks.yaml: they fail
// on the findings and pass on clean code (suppression comments included).
func TestPreCommitTryRepo(t *testing.T) {
	p := preCommitProject(t)
	r := p.sh("pre-commit try-repo $MCPRESULT_REPO mcpresult --all-files").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	r = p.sh("pre-commit try-repo $MCPRESULT_REPO mcpresult-vet --all-files").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))

	clean := preCommitProject(t, "clean", "suppressed", "mcpfork", "forkclient")
	for _, command := range []string{
		"pre-commit try-repo $MCPRESULT_REPO mcpresult --all-files",
		"pre-commit try-repo $MCPRESULT_REPO mcpresult-vet --all-files",
	} {
		if r := clean.sh(command).expect(t, 0); !strings.Contains(r.out, "Passed") {
			t.Errorf("%s: no Passed in the output:\n%s", command, r.out)
		}
	}
}

// TestPreCommitConfig runs the .pre-commit-config.yaml of the docs, with the
// repository URL pointing at the local clone.
func TestPreCommitConfig(t *testing.T) {
	p := preCommitProject(t)
	config := docBlock(t, preCommitPage, ".pre-commit-config.yaml")
	if !strings.Contains(config, "repo: "+docsRepoURL+"\n") {
		t.Fatalf("the .pre-commit-config.yaml of the docs does not name %s", docsRepoURL)
	}
	p.writeFile(".pre-commit-config.yaml", strings.ReplaceAll(config, docsRepoURL, p.envValue("MCPRESULT_REPO")))
	gitCommitAll(t, p.dir, "")
	r := p.sh("pre-commit run --all-files").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))

	// With the one finding fixed, the hook passes.
	runShell(t, p.dir, "mcpresult -fix ./...", nil)
	p.sh("git add -A").expect(t, 0)
	p.sh("pre-commit run --all-files").expect(t, 0)
}

func (p *project) envValue(name string) string {
	for i := len(p.env) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(p.env[i], name+"="); ok {
			return v
		}
	}
	return ""
}
