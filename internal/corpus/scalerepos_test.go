package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestLoadScaleReposRejectsBadEntries(t *testing.T) {
	good := `{"repo": "o/r", "commit": "` + strings.Repeat("a", 40) + `", "kind": "server", "sdk": "mcp-go"}`
	for _, tc := range []struct{ name, json, errHas string }{
		{"commit", `[{"repo": "o/r", "commit": "HEAD", "kind": "server", "sdk": "mcp-go"}]`, "40 lower-case hex"},
		{"kind", `[{"repo": "o/r", "commit": "` + strings.Repeat("a", 40) + `", "kind": "tool", "sdk": "mcp-go"}]`, "kind \"tool\""},
		{"repo", `[{"repo": "r", "commit": "` + strings.Repeat("a", 40) + `", "kind": "server", "sdk": "mcp-go"}]`, "owner/name"},
		{"module", `[{"repo": "o/r", "commit": "` + strings.Repeat("a", 40) + `", "kind": "server", "sdk": "mcp-go", "modules": ["../x"]}]`, "inside the repository"},
		{"env", `[{"repo": "o/r", "commit": "` + strings.Repeat("a", 40) + `", "kind": "server", "sdk": "mcp-go", "env": ["GOEXPERIMENT"]}]`, "KEY=value"},
		{"twice", "[" + good + "," + good + "]", "listed twice"},
		{"unknown field", `[{"repo": "o/r", "tag": "e2e"}]`, "unknown field"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "repos.json")
			if err := os.WriteFile(path, []byte(tc.json), 0o644); err != nil {
				t.Fatal(err)
			}
			_, err := loadScaleRepos(path)
			if err == nil || !strings.Contains(err.Error(), tc.errHas) {
				t.Fatalf("error %v, want one containing %q", err, tc.errHas)
			}
		})
	}
}
