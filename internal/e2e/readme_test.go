package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// readmeBlock returns the fenced block of README.md marked
// <!-- e2e: name -->.
func readmeBlock(t *testing.T, name string) string {
	t.Helper()
	for _, b := range docBlocks(t, filepath.Join(repoRoot, "README.md")) {
		if b.name == name {
			return b.text
		}
	}
	t.Fatalf("README.md has no block marked <!-- e2e: %s -->", name)
	return ""
}

// TestReadmeOutput: the README's first command prints exactly the findings
// the README shows (one per mistake, each naming its check, in line order).
func TestReadmeOutput(t *testing.T) {
	install(t)
	want := strings.TrimPrefix(readmeBlock(t, "readme-output"), "$ go run ./cmd/mcpresult ./examples/...\n")
	r := runShell(t, checkoutDir, "go run ./cmd/mcpresult ./examples/...", nil).expect(t, 1)
	if got := r.out; strings.TrimSpace(got) != strings.TrimSpace(want) {
		t.Errorf("README output differs:\n got:\n%s\nwant:\n%s", got, want)
	}
	r.expectNamedInOrder(t)
	seen := map[string]bool{}
	for _, f := range r.findingLines() {
		at := fmt.Sprintf("%s:%d", f.file, f.line)
		if seen[at] {
			t.Errorf("two findings at %s: one mistake must give one finding", at)
		}
		seen[at] = true
	}
}

// TestReadmeFix: -fix on a copy of the example changes what the README says
// it changes, the result builds, and no finding that had a fix remains.
func TestReadmeFix(t *testing.T) {
	slow(t)
	install(t)
	dir := t.TempDir()
	for _, name := range []string{"go.mod", "go.sum", "examples/weather/weather.go", "examples/weatherserver/server.go"} {
		copyFile(t, filepath.Join(checkoutDir, name), filepath.Join(dir, name))
	}
	runShell(t, dir, "mcpresult -fix ./examples/...", nil).expect(t, 3)
	data, err := os.ReadFile(filepath.Join(dir, "examples", "weather", "weather.go"))
	if err != nil {
		t.Fatal(err)
	}
	fixed := string(data)
	if before := readmeBlock(t, "readme-fix-before"); strings.Contains(fixed, before) {
		t.Errorf("-fix left the lines the README says it changes:\n%s", before)
	}
	if after := readmeBlock(t, "readme-fix-after"); !strings.Contains(fixed, after) {
		t.Errorf("-fix did not write what the README says:\n%s\nfixed file:\n%s", after, fixed)
	}
	runShell(t, dir, "go build ./...", nil).expect(t, 0)
	r := runShell(t, dir, "mcpresult -json ./examples/...", nil).expect(t, 0)
	var report jsonReport
	if err := json.Unmarshal([]byte(r.out), &report); err != nil {
		t.Fatalf("-json: %v\n%s", err, r.out)
	}
	for _, byCheck := range report {
		for check, raw := range byCheck {
			var findings []jsonFinding
			if json.Unmarshal(raw, &findings) != nil {
				continue
			}
			for _, f := range findings {
				if len(f.SuggestedFixes) > 0 {
					t.Errorf("%s: %s finding with a fix remains after -fix: %s", f.Posn, check, f.Message)
				}
			}
		}
	}
}
