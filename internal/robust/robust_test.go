// Package robust runs the built mcpresult binary on the fixtures in
// testdata/robust: code with type errors, generics, aliases, cgo, generated
// files, build tags and a vendored SDK. It must never crash, must explain
// failures in one clear line, and must report exactly the lines marked
// "// finding: <check>" (optionally "(<condition>)").
package robust

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var (
	binary   string // the mcpresult binary under test
	fixtures string // testdata/robust
)

func TestMain(m *testing.M) {
	tmp, err := os.MkdirTemp("", "robust")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(tmp, "mcpresult")
	fixtures, _ = filepath.Abs("../../testdata/robust")
	build := exec.Command("go", "build", "-o", binary, "../../cmd/mcpresult")
	if out, err := build.CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(tmp)
	os.Exit(code)
}

// run is one run of the binary.
type run struct {
	stdout, stderr string
	exit           int
}

func mcpresult(t *testing.T, dir string, env []string, args ...string) run {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := run{stdout: stdout.String(), stderr: stderr.String()}
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		r.exit = exit.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	for _, crash := range []string{"panic:", "goroutine ", "internal error", "fatal error:"} {
		if strings.Contains(r.stdout+r.stderr, crash) {
			t.Fatalf("mcpresult %v crashed (%q):\n%s\n%s", args, crash, r.stderr, r.stdout)
		}
	}
	return r
}

// findings returns "file:line: textjson" for every textjson diagnostic of a
// -json run. Markers name textjson only, so that checks added later do not
// break these tests; every check still runs and must not crash. An analyzer
// error fails the test, except that the driver skips packages that do not
// type-check.
func findings(t *testing.T, out string) []string {
	t.Helper()
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &tree); err != nil {
		t.Fatalf("bad JSON: %v\n%s", err, out)
	}
	var got []string
	for pkg, byCheck := range tree {
		for check, raw := range byCheck {
			var diags []struct{ Posn string }
			if err := json.Unmarshal(raw, &diags); err != nil {
				if !skippedForTypeErrors(raw) {
					t.Errorf("%s: %s: %s", pkg, check, raw) // an analyzer error
				}
				continue
			}
			if check != "textjson" {
				continue
			}
			for _, d := range diags {
				file, line := splitPosn(d.Posn)
				got = append(got, file+":"+line+": "+check)
			}
		}
	}
	slices.Sort(got)
	return got
}

func skippedForTypeErrors(raw json.RawMessage) bool {
	var failed struct{ Error string }
	json.Unmarshal(raw, &failed)
	return strings.Contains(failed.Error, "analysis skipped due to errors in package") ||
		strings.Contains(failed.Error, "failed prerequisites")
}

func splitPosn(posn string) (file, line string) {
	parts := strings.Split(posn, ":") // file:line:col
	return filepath.Base(parts[0]), parts[1]
}

var marker = regexp.MustCompile(`// finding: (\w+)(?: \(([^)]*)\))?`)

// expected returns "file:line: check" for every marker in the .go files of
// dir whose condition is empty or in conds.
func expected(t *testing.T, dir string, conds ...string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	var want []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			m := marker.FindStringSubmatch(line)
			if m != nil && (m[2] == "" || slices.Contains(conds, m[2])) {
				want = append(want, filepath.Base(f)+":"+strconv.Itoa(i+1)+": "+m[1])
			}
		}
	}
	slices.Sort(want)
	return want
}

func checkFindings(t *testing.T, dir string, env []string, conds []string, pkg string) {
	t.Helper()
	r := mcpresult(t, dir, env, "-json", "./"+pkg)
	if r.exit != 0 {
		t.Fatalf("exit %d, stderr:\n%s", r.exit, r.stderr)
	}
	got, want := findings(t, r.stdout), expected(t, filepath.Join(dir, pkg), conds...)
	if !slices.Equal(got, want) {
		t.Errorf("findings in %s:\n got %q\nwant %q", pkg, got, want)
	}
}

// cgoEnabled reports whether the cgo fixture can be built here.
func cgoEnabled() bool {
	out, err := exec.Command("go", "env", "CGO_ENABLED").Output()
	return err == nil && strings.TrimSpace(string(out)) == "1"
}

// TestFixtures runs the whole suite once over every fixture package (one
// run keeps the test fast: each run type-checks the SDKs from source). The
// package that does not type-check is reported by the driver and does not
// stop the others.
func TestFixtures(t *testing.T) {
	r := mcpresult(t, fixtures, nil, "-json", "./...")
	if r.exit == 0 || !strings.Contains(r.stderr, "typeerr.go:14:9: undefined: undefinedHelper") {
		t.Errorf("exit %d, want non-zero and the type error; stderr:\n%s", r.exit, r.stderr)
	}
	packages := []string{"generics", "aliases", "generated", "buildtags", "nomcp"}
	if cgoEnabled() {
		packages = append(packages, "cgo")
	}
	var want []string
	for _, pkg := range packages {
		want = append(want, expected(t, filepath.Join(fixtures, pkg), runtime.GOOS)...)
	}
	slices.Sort(want)
	if got := findings(t, r.stdout); !slices.Equal(got, want) {
		t.Errorf("findings:\n got %q\nwant %q", got, want)
	}
}

// TestBuildVariants analyses the buildtags package for another GOOS and
// with a custom tag: the files of that configuration are the ones checked.
func TestBuildVariants(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the fixture's conditions are written for a linux host")
	}
	t.Run("GOOS=darwin", func(t *testing.T) {
		checkFindings(t, fixtures, []string{"GOOS=darwin", "CGO_ENABLED=0"}, []string{"!linux"}, "buildtags")
	})
	t.Run("tags=mcpcustom", func(t *testing.T) {
		checkFindings(t, fixtures, []string{"GOFLAGS=-tags=mcpcustom"}, []string{"linux", "mcpcustom"}, "buildtags")
	})
}

// TestTypeErrors: a package that does not type-check gets the compiler's
// errors with their positions, and a non-zero exit.
func TestTypeErrors(t *testing.T) {
	r := mcpresult(t, fixtures, nil, "./typeerr")
	if r.exit == 0 {
		t.Errorf("exit 0, want non-zero")
	}
	for _, want := range []string{"typeerr.go:14:9: undefined: undefinedHelper", "typeerr.go:18:9: cannot use res.IsError"} {
		if !strings.Contains(r.stderr, want) {
			t.Errorf("stderr lacks %q:\n%s", want, r.stderr)
		}
	}
}

// TestVendoredSDK: a module that vendors mcp-go, built with -mod=vendor.
// The vendor directory is made at test time from the module cache, so no
// third-party code lives in this repository.
func TestVendoredSDK(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"go.mod", "go.sum", "main.go"} {
		data, err := os.ReadFile(filepath.Join(fixtures, "vendored", name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	vendor := exec.Command("go", "mod", "vendor")
	vendor.Dir = dir
	if out, err := vendor.CombinedOutput(); err != nil {
		t.Fatalf("go mod vendor: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "vendor/github.com/mark3labs/mcp-go/mcp")); err != nil {
		t.Fatal(err)
	}
	r := mcpresult(t, dir, []string{"GOFLAGS=-mod=vendor", "GOPROXY=off"}, "-json", ".")
	if r.exit != 0 {
		t.Fatalf("exit %d, stderr:\n%s", r.exit, r.stderr)
	}
	got, want := findings(t, r.stdout), expected(t, dir)
	if !slices.Equal(got, want) || len(want) == 0 {
		t.Errorf("findings:\n got %q\nwant %q", got, want)
	}
}

// TestBadFlag: a bad flag value is one line on stderr and a non-zero exit.
func TestBadFlag(t *testing.T) {
	for _, arg := range []string{"-resulttypes=nodot", "-resulttypes=a/b.", "-nosuchflag"} {
		r := mcpresult(t, fixtures, nil, arg, "./nomcp")
		lines := strings.Split(strings.TrimSpace(r.stderr), "\n")
		if r.exit == 0 || len(lines) != 1 || r.stderr == "" {
			t.Errorf("%s: exit %d, %d lines on stderr, want non-zero and 1:\n%s", arg, r.exit, len(lines), r.stderr)
		}
	}
}
