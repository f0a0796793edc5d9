package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteRunsKeepsRowsOfReposNotRun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "runs.tsv")
	old := []moduleRun{{Repo: "a/ran", Module: ".", Findings: 1}, {Repo: "b/skipped", Module: ".", Findings: 2}}
	if err := writeRuns(path, old, nil); err != nil {
		t.Fatal(err)
	}
	fresh := []moduleRun{{Repo: "a/ran", Module: ".", Findings: 3}}
	if err := writeRuns(path, fresh, map[string]bool{"b/skipped": true}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[1], "a/ran") || !strings.HasSuffix(lines[1], "\t3") ||
		!strings.HasPrefix(lines[2], "b/skipped") {
		t.Errorf("runs.tsv:\n%s\nwant the header, a/ran's fresh row, b/skipped's kept row", data)
	}
}

func TestWriteRunsDropsRowsUnderAnOldHeader(t *testing.T) {
	path := filepath.Join(t.TempDir(), "runs.tsv")
	if err := os.WriteFile(path, []byte("repo\tmodule\tstatus\nb/skipped\t.\tok\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := writeRuns(path, []moduleRun{{Repo: "a/ran", Module: "."}}, map[string]bool{"b/skipped": true}); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if strings.Contains(string(data), "b/skipped") || !strings.Contains(string(data), "a/ran") {
		t.Errorf("runs.tsv:\n%s\nwant only a/ran's row under the current header", data)
	}
}
