package e2e

import (
	"bufio"
	"bytes"
	"cmp"
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

// installFromCheckout is how users install mcpresult today, from a clone
// of the repository (docs/integrations/standalone-and-json.md);
// $MCPRESULT_REPO stands for the repository URL of the docs.
const installFromCheckout = "git clone $MCPRESULT_REPO\ncd mcpresult\ngo install ./cmd/mcpresult"

// installCommand is how users will install mcpresult once the module is
// published; the local module proxy (proxy_test.go) serves this tree.
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
	checkoutDir string // the fresh checkout: a git clone of this tree
)

// install installs mcpresult as the docs say, from a fresh checkout: a git
// repository of this tree's files (as git would commit them, see
// repoFiles), cloned and installed into a bin dir put first on PATH. It
// also starts the local module proxy, for the commands that fetch the
// module (go get -tool, …@latest). It runs inside a test, not in
// TestMain, so that go test's result cache sees the files it reads.
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
		var repo string
		if repo, installErr = committedCopy(filepath.Join(workRoot, "origin", "mcpresult")); installErr != nil {
			installErr = fmt.Errorf("making the repository to clone: %v", installErr)
			return
		}
		clones := filepath.Join(workRoot, "clones")
		if installErr = os.MkdirAll(clones, 0o755); installErr != nil {
			return
		}
		cmd := exec.Command("bash", "-c", "set -e\n"+installFromCheckout)
		cmd.Dir = clones
		// GOFLAGS: a user's go stamps the checkout's commit into the
		// binary (-buildvcs=auto); a machine may have turned that off with
		// go env -w GOFLAGS=-buildvcs=false.
		cmd.Env = append(baseEnv(), "GOBIN="+binDir, "MCPRESULT_REPO="+repo, "GOFLAGS=-buildvcs=auto")
		if out, err := cmd.CombinedOutput(); err != nil {
			installErr = fmt.Errorf("%s: %v\n%s", installFromCheckout, err, out)
			return
		}
		checkoutDir = filepath.Join(clones, "mcpresult")
	})
	if installErr != nil {
		t.Fatal(installErr)
	}
}

// committedCopy copies this tree's files (repoFiles) to dir, a new git
// repository with them all committed, and returns dir.
func committedCopy(dir string) (string, error) {
	files, err := repoFiles()
	if err != nil {
		return "", err
	}
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(repoRoot, f))
		if err != nil {
			return "", err
		}
		dst := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(dst, data, 0o644); err != nil {
			return "", err
		}
	}
	cmd := exec.Command("bash", "-c", "set -e\ngit init -q -b main\ngit add -A\n"+
		"git -c user.name=e2e -c user.email=e2e@example.com commit -q -m e2e")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("%v\n%s", err, out)
	}
	return dir, nil
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

var findingLine = regexp.MustCompile(`^(\S+\.go):(\d+):(\d+): (.*)$`)

// findings returns "dir/file.go:line" for each textjson finding in the
// output, relative to the project dir, sorted. Every channel prints
// file:line:col: message, with the check's name somewhere after the
// position.
func (r result) findings(p *project) []string {
	var got []string
	for _, f := range r.findingLines() {
		if strings.Contains(f.message, textjsonMessage) {
			got = append(got, p.rel(f.file)+":"+strconv.Itoa(f.line))
		}
	}
	slices.Sort(got)
	return got
}

// printedFinding is a line of output of the form file:line:col: message.
type printedFinding struct {
	file      string
	line, col int
	message   string
}

// check returns the check a standalone or go vet finding names at its
// end, "message (check)" (the standalone binary's " [fix]" after it), or "".
func (f printedFinding) check() string {
	m := namedCheck.FindStringSubmatch(f.message)
	if m == nil {
		return ""
	}
	return m[1]
}

// fixable reports whether the standalone binary marks the finding as one
// -fix can fix.
func (f printedFinding) fixable() bool {
	m := namedCheck.FindStringSubmatch(f.message)
	return m != nil && m[2] != ""
}

var namedCheck = regexp.MustCompile(` \((` + strings.Join(checkLinters, "|") + `)\)( \[fix\])?$`)

// findingLines returns the lines of the output that are findings, in the
// order printed.
func (r result) findingLines() []printedFinding {
	var out []printedFinding
	sc := bufio.NewScanner(strings.NewReader(r.out))
	for sc.Scan() {
		m := findingLine.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil {
			continue
		}
		line, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		out = append(out, printedFinding{file: m[1], line: line, col: col, message: m[4]})
	}
	return out
}

// expectNamedInOrder fails the test unless every finding of the output
// names its check at its end and the findings are in file, line and column
// order.
func (r result) expectNamedInOrder(t *testing.T) {
	t.Helper()
	found := r.findingLines()
	for i, f := range found {
		if f.check() == "" {
			t.Errorf("%s: the finding %s:%d names no check: %q", r.command, f.file, f.line, f.message)
		}
		if i > 0 {
			prev := found[i-1]
			if cmp.Or(cmp.Compare(prev.file, f.file), cmp.Compare(prev.line, f.line), cmp.Compare(prev.col, f.col)) > 0 {
				t.Errorf("%s: %s:%d printed after %s:%d", r.command, f.file, f.line, prev.file, prev.line)
			}
		}
	}
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
