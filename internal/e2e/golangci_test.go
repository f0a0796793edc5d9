package e2e

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

const golangciPage = "integrations/golangci-lint.md"

// TestGolangciLint builds a custom golangci-lint with the mcpresult plugin,
// the offline way docs/integrations/golangci-lint.md describes (golangci-lint
// custom clones golangci-lint from GitHub; this needs only the module proxy),
// and runs it on the fixture with the .golangci.yml of the docs.
func TestGolangciLint(t *testing.T) {
	slow(t)
	p := newProject(t)
	buildCustomGolangci(t, p)
	p.writeFile(".golangci.yml", docBlock(t, golangciPage, ".golangci.yml"))

	// The findings, with //nolint:mcpresult, //nolint:textjson and
	// //lint:ignore textjson honoured in suppressed/.
	r := p.sh("./custom-gcl run ./...").expect(t, 1)
	r.expectFindings(t, p, wantFindings(t, "weather"))
	if !strings.Contains(r.out, "(mcpresult)") {
		t.Errorf("golangci-lint does not name the linter mcpresult:\n%s", r.out)
	}

	// SARIF, for code-scanning upload.
	p.sh("./custom-gcl run --output.sarif.path=mcpresult.sarif ./...").expect(t, 1)
	checkSARIF(t, p, "mcpresult.sarif", wantFindings(t, "weather"))
}

// TestGolangciLintSettings checks that the plugin's settings take effect and
// that an unknown setting is an error.
func TestGolangciLintSettings(t *testing.T) {
	slow(t)
	p := newProject(t)
	buildCustomGolangci(t, p)
	config := docBlock(t, golangciPage, ".golangci.yml")
	for _, tc := range []struct {
		name, old, new string
		want           []string
	}{
		{"result-types", "result-types: []", "result-types: [" + forkResultType + "]", wantFindings(t, "weather", "forkclient")},
		{"disable", "disable: []", "disable: [textjson]", nil},
		{"enable", "disable: []", "enable: [textjson]", wantFindings(t, "weather")},
	} {
		if !strings.Contains(config, tc.old) {
			t.Fatalf("the .golangci.yml of the docs has no %q", tc.old)
		}
		p.writeFile(".golangci.yml", strings.Replace(config, tc.old, tc.new, 1))
		r := p.sh("./custom-gcl run ./...")
		r.expectFindings(t, p, tc.want)
	}

	for _, tc := range []struct{ old, new, wantErr string }{
		{"disable: []", "colour: red", `unknown field "colour"`},
		{"disable: []", "disable: [nosuchcheck]", `no check is called "nosuchcheck"`},
		{"result-types: []", "result-types: [CallToolResult]", `not of the form import/path.TypeName`},
	} {
		p.writeFile(".golangci.yml", strings.Replace(config, tc.old, tc.new, 1))
		r := p.sh("./custom-gcl run ./...")
		if r.code == 0 || r.code == 1 || !strings.Contains(r.out, tc.wantErr) {
			t.Errorf("setting %q: exit %d, want an error saying %q:\n%s", tc.new, r.code, tc.wantErr, r.out)
		}
	}
}

// buildCustomGolangci runs the offline build of the docs in p (the
// custom-gcl-build/ dir, a nested module, then ./custom-gcl). The last step,
// go build, is cached under the temp dir, keyed by the build's go.sum (which
// pins this tree through the local proxy's version) and main.go.
func buildCustomGolangci(t *testing.T, p *project) {
	t.Helper()
	checkCustomGclConfig(t)
	p.writeFile(filepath.Join("custom-gcl-build", "main.go"), docBlock(t, golangciPage, "main.go"))
	script := docBlock(t, golangciPage, "offline build")
	lines := strings.Split(strings.TrimSpace(script), "\n")
	build := lines[len(lines)-1]
	if !strings.HasPrefix(build, "go build ") {
		t.Fatalf("the offline build of the docs does not end with go build: %q", build)
	}
	start := time.Now()
	p.sh("set -e\n"+strings.Join(lines[:len(lines)-1], "\n")).expect(t, 0)

	goSum := p.readFile(filepath.Join("custom-gcl-build", "go.sum"))
	key := sha256.Sum256([]byte(goSum + p.readFile(filepath.Join("custom-gcl-build", "main.go"))))
	cached := filepath.Join(os.TempDir(), "mcpresult-e2e-cache", "custom-gcl-"+hex.EncodeToString(key[:8]))
	if _, err := os.Stat(cached); err == nil {
		copyFile(t, cached, filepath.Join(p.dir, "custom-gcl"))
		t.Logf("custom golangci-lint from the cache %s (%s)", cached, time.Since(start).Round(time.Second))
		return
	}
	p.sh("cd custom-gcl-build && "+build).expect(t, 0)
	t.Logf("custom golangci-lint built in %s", time.Since(start).Round(time.Second))
	// Keep one binary (~100 MB): drop those of earlier trees.
	stale, _ := filepath.Glob(filepath.Join(filepath.Dir(cached), "custom-gcl-*"))
	for _, f := range stale {
		os.Remove(f)
	}
	if err := os.MkdirAll(filepath.Dir(cached), 0o755); err != nil {
		t.Fatal(err)
	}
	copyFile(t, filepath.Join(p.dir, "custom-gcl"), cached+".tmp")
	if err := os.Rename(cached+".tmp", cached); err != nil {
		t.Fatal(err)
	}
}

// checkCustomGclConfig checks that the repository's .custom-gcl.yml (for
// golangci-lint custom) asks for the same golangci-lint version and plugin
// import as the offline build of the docs.
func checkCustomGclConfig(t *testing.T) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, ".custom-gcl.yml"))
	if err != nil {
		t.Fatal(err)
	}
	yml := string(data)
	script := docBlock(t, golangciPage, "offline build")
	version := regexp.MustCompile(`(?m)^version: (v\S+)`).FindStringSubmatch(yml)
	if version == nil || !strings.Contains(script, "github.com/golangci/golangci-lint/v2@"+version[1]) {
		t.Errorf(".custom-gcl.yml and the offline build of the docs ask for different golangci-lint versions")
	}
	main := docBlock(t, golangciPage, "main.go")
	for _, want := range []string{"module: github.com/mcpresult/mcpresult", "import: github.com/mcpresult/mcpresult/plugin/golangci"} {
		if !strings.Contains(yml, want) {
			t.Errorf(".custom-gcl.yml has no %q", want)
		}
	}
	if !strings.Contains(main, `_ "github.com/mcpresult/mcpresult/plugin/golangci"`) {
		t.Errorf("the main.go of the docs does not import the plugin")
	}
	if custom := docBlock(t, golangciPage, ".custom-gcl.yml"); custom != yml {
		t.Errorf("the .custom-gcl.yml of the docs differs from the repository's:\n%s\n----\n%s", custom, yml)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o755); err != nil {
		t.Fatal(err)
	}
}

// checkSARIF checks the structure code scanning needs, and the findings.
func checkSARIF(t *testing.T, p *project, name string, want []string) {
	t.Helper()
	var sarif struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name string `json:"name"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID  string `json:"ruleId"`
				Message struct {
					Text string `json:"text"`
				} `json:"message"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	data := p.readFile(name)
	if err := json.Unmarshal([]byte(data), &sarif); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if sarif.Version != "2.1.0" || len(sarif.Runs) != 1 || sarif.Runs[0].Tool.Driver.Name == "" {
		t.Fatalf("%s: not SARIF 2.1.0 with one run of a named tool:\n%s", name, data)
	}
	var got []string
	for _, r := range sarif.Runs[0].Results {
		if r.RuleID == "" || len(r.Locations) == 0 {
			t.Errorf("%s: result without ruleId or location: %+v", name, r)
			continue
		}
		loc := r.Locations[0].PhysicalLocation
		if loc.ArtifactLocation.URI == "" || loc.Region.StartLine < 1 {
			t.Errorf("%s: result without uri or startLine: %+v", name, r)
			continue
		}
		if strings.Contains(r.Message.Text, textjsonMessage) {
			got = append(got, p.rel(loc.ArtifactLocation.URI)+":"+strconv.Itoa(loc.Region.StartLine))
		}
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("%s: textjson results\n got %q\nwant %q\n%s", name, got, want, data)
	}
}
