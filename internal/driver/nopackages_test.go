package driver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A wildcard whose directories all hold files behind a build tag names the
// constraint and -tags, as go list does for one such directory; with the
// tag, the package loads; a pattern with nothing under it says no more
// than that it matched nothing.
func TestNoPackagesNamesBuildConstraints(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		"go.mod":              "module example.com/t\n\ngo 1.25\n",
		"only/sub/a.go":       "//go:build e2e\n\npackage sub\n",
		"only/testdata/b.go":  "//go:build never\n\npackage b\n",
		"empty/README":        "no Go here\n",
		"only/sub/sub_doc.md": "not Go\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, err := load(dir, []string{"./only/..."}, true, "")
	want := "./only/... matched no packages: build constraints exclude all Go files in only/sub (//go:build e2e); set the build tags they need with -tags"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %v, want one starting %q", err, want)
	}
	if pkgs, err := load(dir, []string{"./only/..."}, true, "e2e"); err != nil || len(pkgs) == 0 {
		t.Errorf("with -tags=e2e: %d packages, error %v", len(pkgs), err)
	}
	if _, err := load(dir, []string{"./empty/..."}, true, ""); err == nil || err.Error() != "./empty/... matched no packages" {
		t.Errorf("a pattern with no Go files under it: error %v", err)
	}
}
