package corpus

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// module is one pinned module of the corpus.
type module struct {
	Path    string
	Version string
	// MCP says whether the module uses an MCP SDK. Modules without MCP
	// must get no finding at all.
	MCP bool
	// Flags are extra mcpresult flags (e.g. a wrapper's result type).
	Flags []string
	// Toolchain is the Go toolchain the module needs when it is newer than
	// the local one ("go1.27.4"): the go command fetches it through the
	// proxy, and mcpresult is rebuilt with it, because a type checker
	// cannot check code written for a newer Go than its own.
	Toolchain string
}

// corpus is the pinned list: both SDKs, MCP users the module proxy serves,
// and large modules without MCP (the "silence" half of the corpus).
var corpus = []module{
	{Path: "github.com/modelcontextprotocol/go-sdk", Version: "v1.8.0", MCP: true},
	{Path: "github.com/mark3labs/mcp-go", Version: "v1.2.1", MCP: true},
	{Path: "github.com/grafana/mcp-grafana", Version: "v1.6.3", MCP: true},
	{Path: "golang.org/x/tools/gopls", Version: "v0.23.0", MCP: true},
	{Path: "github.com/firebase/genkit/go", Version: "v1.4.0", MCP: true},
	// toolhive reaches MCP through toolhive-core's mcpcompat package, its
	// own mirror of mcp-go's types built on go-sdk: name its result type.
	// Both need Go 1.27.
	{Path: "github.com/stacklok/toolhive-core", Version: "v0.0.58", MCP: true, Toolchain: "go1.27.4",
		Flags: []string{"-resulttypes=github.com/stacklok/toolhive-core/mcpcompat/mcp.CallToolResult"}},
	{Path: "github.com/stacklok/toolhive", Version: "v0.63.0", MCP: true, Toolchain: "go1.27.4",
		Flags: []string{"-resulttypes=github.com/stacklok/toolhive-core/mcpcompat/mcp.CallToolResult"}},
	{Path: "golang.org/x/tools", Version: "v0.49.0"},
	{Path: "github.com/golangci/golangci-lint/v2", Version: "v2.15.0"},
}

func (m module) String() string { return m.Path + "@" + m.Version }

// short is a file-name-friendly name of the module.
func (m module) short() string {
	return strings.NewReplacer("/", "_", "@", "_").Replace(m.String())
}

// goEnv is the environment of every go command run on m: module mode,
// downloads through the proxy allowed, no workspace, the local Go unless m
// needs a newer one.
func goEnv(m module) []string { return buildEnv(m.Toolchain, nil) }

// buildEnv is goEnv for a toolchain ("" for the local one) and build tags.
// The tags go in GOFLAGS, which every go command reads, the one mcpresult
// loads packages with included, whatever mcpresult's own flags (at c502862
// its -tags flag had no effect).
func buildEnv(toolchain string, tags []string) []string {
	goflags := "-mod=mod"
	if len(tags) > 0 {
		goflags += " -tags=" + strings.Join(tags, ",")
	}
	return append(os.Environ(), "GOFLAGS="+goflags, "GOWORK=off", "GOTOOLCHAIN="+cmp.Or(toolchain, "local"))
}

// binaryFor returns the mcpresult binary for code needing toolchain: bin
// itself, or bin built again with that toolchain (from the current
// directory, the repository).
func binaryFor(bin, toolchain string) (string, error) {
	if toolchain == "" {
		return bin, nil
	}
	out := bin + "-" + toolchain
	if _, err := os.Stat(out); err == nil {
		return out, nil
	}
	cmd := exec.Command("go", "build", "-o", out, "./cmd/mcpresult")
	cmd.Env = append(os.Environ(), "GOTOOLCHAIN="+toolchain)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("building mcpresult with %s: %v: %s", toolchain, err, tail(msg))
	}
	return out, nil
}

// prepare copies m from the module cache into a writable directory under
// work and resolves its dependencies. It returns the directory.
func prepare(work string, m module) (string, error) {
	dir, err := filepath.Abs(filepath.Join(work, "src", m.short()))
	if err != nil {
		return "", err
	}
	ready := filepath.Join(dir, ".corpus-ready")
	if _, err := os.Stat(ready); err == nil {
		return dir, nil
	}
	cached, err := download(m)
	if err != nil {
		return "", err
	}
	os.RemoveAll(dir)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return "", err
	}
	// The module cache is read-only; the copy must be writable because
	// go.mod/go.sum may be updated with -mod=mod.
	if out, err := exec.Command("cp", "-R", cached, dir).CombinedOutput(); err != nil {
		return "", fmt.Errorf("copy %s: %v: %s", m, err, out)
	}
	if out, err := exec.Command("chmod", "-R", "u+w", dir).CombinedOutput(); err != nil {
		return "", fmt.Errorf("chmod %s: %v: %s", m, err, out)
	}
	// Resolve (and download) everything the packages and their tests need.
	cmd := exec.Command("go", "list", "-e", "-deps", "-test", "-f", "{{.ImportPath}}", "./...")
	cmd.Dir, cmd.Env = dir, goEnv(m)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go list in %s: %v: %s", m, err, tail(out))
	}
	return dir, os.WriteFile(ready, nil, 0o644)
}

// download fetches m through the module proxy and returns its directory in
// the module cache.
func download(m module) (string, error) {
	cmd := exec.Command("go", "mod", "download", "-json", m.String())
	cmd.Env = goEnv(m)
	out, err := cmd.Output()
	var info struct{ Dir, Error string }
	if jerr := json.Unmarshal(out, &info); jerr != nil || info.Error != "" || err != nil {
		return "", fmt.Errorf("go mod download %s: %v %s", m, err, info.Error)
	}
	return info.Dir, nil
}

func tail(out []byte) string {
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) > 5 {
		lines = lines[len(lines)-5:]
	}
	return strings.Join(lines, "\n")
}
