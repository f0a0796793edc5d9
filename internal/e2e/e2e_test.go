package e2e

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// textjsonMessage starts the message of every finding the fixture provokes
// (the rest names the structured field of each SDK's result). The tests
// count only findings with this message, so checks added to the suite later
// do not change what they expect.
const textjsonMessage = "decoding tool result text as JSON"

// installCommand is how users install mcpresult (docs/integrations).
const installCommand = "go install github.com/mcpresult/mcpresult/cmd/mcpresult@latest"

// forkResultType is the fixture's own result type, reported only when
// configured (-resulttypes, or result-types in the golangci-lint settings).
const forkResultType = "example.com/e2e/mcpfork.CallToolResult"

var (
	repoRoot string // the mcpresult module under test
	workRoot string // scratch space of this test run
	binDir   string // holds the mcpresult installed from repoRoot
)

// slow skips a test unless MCPRESULT_E2E_SLOW=1 (as .ci/run sets): the
// quick tests cover each channel once; the slow ones cover every flag and
// mode, golangci-lint and pre-commit.
func slow(t *testing.T) {
	t.Helper()
	if os.Getenv("MCPRESULT_E2E_SLOW") != "1" {
		t.Skip("set MCPRESULT_E2E_SLOW=1 to run (slow: each run of the tool type-checks the SDKs from source)")
	}
}

func TestMain(m *testing.M) {
	flag.Parse()
	os.Exit(runTests(m))
}

func runTests(m *testing.M) int {
	var err error
	if repoRoot, err = filepath.Abs(filepath.Join("..", "..")); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	if workRoot, err = os.MkdirTemp("", "mcpresult-e2e-"); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(workRoot)
	defer removeFromModuleCache()
	return m.Run()
}

var (
	installOnce sync.Once
	installErr  error
)

// install installs mcpresult as users do, from the local module proxy
// serving this tree (see proxy_test.go), into a bin dir put first on PATH.
// It runs inside a test, not in TestMain, so that go test's result cache
// sees the repository files it reads.
func install(t *testing.T) {
	t.Helper()
	installOnce.Do(func() {
		binDir = filepath.Join(workRoot, "bin")
		var url, version string
		if url, version, installErr = buildLocalProxy(); installErr != nil {
			installErr = fmt.Errorf("local module proxy: %v", installErr)
			return
		}
		proxyURL, proxyVersion = url, version
		cmd := exec.Command("bash", "-c", installCommand)
		cmd.Dir = workRoot
		cmd.Env = append(baseEnv(), "GOBIN="+binDir)
		if out, err := cmd.CombinedOutput(); err != nil {
			installErr = fmt.Errorf("%s: %v\n%s", installCommand, err, out)
		}
	})
	if installErr != nil {
		t.Fatal(installErr)
	}
}

// project is a copy of the fixture module (testdata/e2e) in a temp dir.
type project struct {
	t   *testing.T
	dir string
	env []string // extra environment, after the defaults
}

// newProject copies the fixture module: go.mod, go.sum and the named
// packages, or all of them when none is named.
func newProject(t *testing.T, pkgs ...string) *project {
	t.Helper()
	install(t)
	src := filepath.Join(repoRoot, "testdata", "e2e")
	dir := filepath.Join(t.TempDir(), "project")
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if rel != "." && len(pkgs) > 0 && !slices.Contains(pkgs, filepath.ToSlash(rel)) {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dir, rel), 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return &project{t: t, dir: dir}
}

// result is what a command did.
type result struct {
	command string
	out     string // stdout and stderr together
	code    int    // exit code
}

// sh runs command with bash in the project dir, as a user would type it,
// with the mcpresult under test first on PATH. The docs test checks that
// every command in the docs is passed to sh as a literal somewhere here.
func (p *project) sh(command string) result {
	p.t.Helper()
	return runShell(p.t, p.dir, command, p.env)
}

func runShell(t *testing.T, dir, command string, extraEnv []string) result {
	t.Helper()
	cmd := exec.Command("bash", "-c", command)
	cmd.Dir = dir
	cmd.Env = append(baseEnv(), extraEnv...)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	start := time.Now()
	err := cmd.Run()
	r := result{command: command, out: out.String()}
	if exit, ok := err.(*exec.ExitError); ok {
		r.code = exit.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", command, err)
	}
	t.Logf("$ %s  (exit %d, %s)\n%s", command, r.code, time.Since(start).Round(time.Millisecond), clip(r.out, 4000))
	return r
}

// baseEnv is the environment of every command: the mcpresult under test
// on PATH, and the local module proxy (see proxy_test.go) in front of the
// usual one, so that @latest of github.com/mcpresult/mcpresult is this tree.
func baseEnv() []string {
	env := os.Environ()
	env = append(env, "PATH="+binDir+string(os.PathListSeparator)+os.Getenv("PATH"))
	if proxyURL != "" {
		env = append(env,
			"GOPROXY="+proxyURL+","+goEnv("GOPROXY"),
			"GONOSUMDB="+modulePath,
		)
	}
	return env
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "\n… (clipped)"
}

// expect fails the test unless the command exited with code.
func (r result) expect(t *testing.T, code int) result {
	t.Helper()
	if r.code != code {
		t.Fatalf("%s: exit code %d, want %d; output:\n%s", r.command, r.code, code, r.out)
	}
	return r
}

var findingLine = regexp.MustCompile(`^(\S+\.go):(\d+):\d+: (.*)$`)

// findings returns "dir/file.go:line" for each textjson finding in the
// output, relative to the project dir. Every driver prints
// file:line:col: message; golangci-lint adds the check name before the
// message and "(mcpresult)" after it.
func (r result) findings(p *project) []string {
	var got []string
	sc := bufio.NewScanner(strings.NewReader(r.out))
	for sc.Scan() {
		m := findingLine.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil || !strings.Contains(m[3], textjsonMessage) {
			continue
		}
		got = append(got, p.rel(m[1])+":"+m[2])
	}
	slices.Sort(got)
	return got
}

// rel makes a path printed by a tool relative to the project dir.
func (p *project) rel(path string) string {
	if filepath.IsAbs(path) {
		if rel, err := filepath.Rel(p.dir, path); err == nil {
			path = rel
		}
	}
	return filepath.ToSlash(path)
}

// wantFindings returns "dir/file.go:line" for each line of the fixture's
// packages marked "// want textjson".
func wantFindings(t *testing.T, pkgs ...string) []string {
	t.Helper()
	var want []string
	for _, pkg := range pkgs {
		files, _ := filepath.Glob(filepath.Join(repoRoot, "testdata", "e2e", pkg, "*.go"))
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range strings.Split(string(data), "\n") {
				if strings.Contains(line, "// want textjson") {
					want = append(want, pkg+"/"+filepath.Base(file)+":"+strconv.Itoa(i+1))
				}
			}
		}
	}
	if len(want) == 0 {
		t.Fatalf("no line of %v is marked // want textjson", pkgs)
	}
	slices.Sort(want)
	return want
}

// expectFindings fails the test unless the textjson findings are want.
func (r result) expectFindings(t *testing.T, p *project, want []string) {
	t.Helper()
	if got := r.findings(p); !slices.Equal(got, want) {
		t.Errorf("%s: textjson findings\n got %q\nwant %q\noutput:\n%s", r.command, got, want, r.out)
	}
}

// goEnv returns the value of a go env variable.
func goEnv(name string) string {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		panic(fmt.Sprintf("go env %s: %v", name, err))
	}
	return strings.TrimSpace(string(out))
}

// readFile returns a file of the project.
func (p *project) readFile(name string) string {
	p.t.Helper()
	data, err := os.ReadFile(filepath.Join(p.dir, name))
	if err != nil {
		p.t.Fatal(err)
	}
	return string(data)
}

// writeFile writes a file of the project.
func (p *project) writeFile(name, content string) {
	p.t.Helper()
	path := filepath.Join(p.dir, name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		p.t.Fatal(err)
	}
}
