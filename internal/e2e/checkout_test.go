package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// Until mcpresult is published, the docs install the golangci-lint plugin,
// the go tool and the pre-commit hooks from a checkout of this repository,
// cloned next to the user's module:
//
//	git clone https://github.com/mcpresult/mcpresult ../mcpresult
//
// The tests run that command as cloneCommand, with $MCPRESULT_REPO standing
// for the GitHub repository: a git repository of this tree as git would
// commit it (tracked files and untracked ones that are not ignored, as they
// are in the working tree), with no tag, as mcpresult has no release.
const cloneCommand = "git clone $MCPRESULT_REPO ../mcpresult"

var (
	hostedRepoOnce sync.Once
	hostedRepoDir  string
	hostedRepoErr  error
)

// hostedRepo returns the repository that stands for
// https://github.com/mcpresult/mcpresult, made once per test run.
func hostedRepo(t *testing.T) string {
	t.Helper()
	hostedRepoOnce.Do(func() {
		dir := filepath.Join(workRoot, "hosted", "mcpresult")
		if hostedRepoErr = copyRepoFiles(dir); hostedRepoErr == nil {
			hostedRepoErr = commitAll(dir)
		}
		hostedRepoDir = dir
	})
	if hostedRepoErr != nil {
		t.Fatalf("making the stand-in for %s: %v", docsRepoURL, hostedRepoErr)
	}
	return hostedRepoDir
}

// copyRepoFiles copies the files of this tree that git would commit to dir.
func copyRepoFiles(dir string) error {
	files, err := repoFiles()
	if err != nil {
		return err
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(repoRoot, f))
		if err != nil {
			return err
		}
		dst := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// commitAll makes dir a git repository with everything committed on main.
func commitAll(dir string) error {
	cmd := exec.Command("bash", "-c", "set -e\ngit init -q -b main\ngit add -A\ngit -c user.name=e2e -c user.email=e2e@example.com commit -q -m e2e")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("committing %s: %v\n%s", dir, err, out)
	}
	return nil
}

// useHostedRepo points $MCPRESULT_REPO of the project's commands at the
// stand-in repository.
func (p *project) useHostedRepo() {
	p.t.Helper()
	if p.envValue("MCPRESULT_REPO") == "" {
		p.env = append(p.env, "MCPRESULT_REPO="+hostedRepo(p.t))
	}
}

// cloneMcpresult clones mcpresult next to the project, as the docs do,
// unless it is there already, and returns the clone's path.
func (p *project) cloneMcpresult() string {
	p.t.Helper()
	clone := filepath.Join(filepath.Dir(p.dir), "mcpresult")
	if _, err := os.Stat(clone); err == nil {
		return clone
	}
	p.useHostedRepo()
	p.sh(cloneCommand).expect(p.t, 0)
	return clone
}

// envValue returns the value of an environment variable set for the
// project's commands, "" if none is.
func (p *project) envValue(name string) string {
	for i := len(p.env) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(p.env[i], name+"="); ok {
			return v
		}
	}
	return ""
}
