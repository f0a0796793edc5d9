package corpus

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestRelativeTo(t *testing.T) {
	for _, tc := range []struct{ posn, file, line, col string }{
		{"/w/src/o+r/pkg/a.go:12:3", "pkg/a.go", "12", "3"},
		{"/elsewhere/b.go:1:2", "/elsewhere/b.go", "1", "2"},
	} {
		file, line, col := relativeTo("/w/src/o+r", tc.posn)
		if file != tc.file || line != tc.line || col != tc.col {
			t.Errorf("relativeTo(%q) = %s %s %s, want %s %s %s", tc.posn, file, line, col, tc.file, tc.line, tc.col)
		}
	}
}

func TestLayOutWithoutMirrorSaysWhatToFetch(t *testing.T) {
	r := scaleRepo{Repo: "owner/name", Commit: strings.Repeat("a", 40)}
	_, err := layOut(t.TempDir(), r, filepath.Join(t.TempDir(), "dst"))
	var missing errNoMirror
	if !errors.As(err, &missing) || !strings.Contains(err.Error(), "fetch github:owner/name first") {
		t.Fatalf("error %v, want one saying to fetch github:owner/name first", err)
	}
}

// layOut extracts the commit's tree without vendor directories, and again
// only when the commit changes.
func TestLayOutFromABareMirror(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	mirrors := t.TempDir()
	work := filepath.Join(t.TempDir(), "work")
	for name, body := range map[string]string{"go.mod": "module m\n", "a.go": "package m\n", "vendor/v/v.go": "package v\n"} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(work, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(work, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	git := func(args ...string) string {
		cmd := exec.Command("git", args...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v: %s", args, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	git("-C", work, "init", "-q")
	git("-C", work, "add", ".")
	git("-C", work, "commit", "-q", "-m", "c")
	bare := filepath.Join(mirrors, "o+r", "repo")
	git("clone", "-q", "--bare", work, bare)
	r := scaleRepo{Repo: "o/r", Commit: git("--git-dir="+bare, "rev-parse", "HEAD")}

	dst := filepath.Join(t.TempDir(), "o+r")
	absent, err := layOut(mirrors, r, dst)
	if err != nil || len(absent) != 0 {
		t.Fatalf("layOut: %v, absent %v", err, absent)
	}
	for name, want := range map[string]bool{"go.mod": true, "a.go": true, "vendor": false, ".scale-commit": true} {
		if _, err := os.Stat(filepath.Join(dst, name)); (err == nil) != want {
			t.Errorf("%s present: %v, want %v", name, err == nil, want)
		}
	}
	// A second lay-out of the same commit keeps the directory as it is.
	os.WriteFile(filepath.Join(dst, "scratch"), nil, 0o644)
	if _, err := layOut(mirrors, r, dst); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dst, "scratch")); err != nil {
		t.Errorf("the layout of an unchanged commit was redone: %v", err)
	}
}
