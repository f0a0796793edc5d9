package e2e

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/mod/module"
	modzip "golang.org/x/mod/zip"
)

// modulePath is the module users fetch.
const modulePath = "github.com/mcpresult/mcpresult"

// The module is not published where this test runs, so the commands users
// type (go install …@latest, go get -tool …@latest) get this tree from a
// local file proxy put in front of the usual GOPROXY. The version is a
// pre-release named after the content, so a stale copy in the module cache
// is never reused; removeFromModuleCache drops it at the end.
// TestMain sets them up before any test runs.
var (
	proxyURL     string // file:// URL of the local proxy
	proxyVersion string // the version it serves
)

func buildLocalProxy() (url, version string, err error) {
	files, err := repoFiles()
	if err != nil {
		return "", "", err
	}
	sum := sha256.New()
	for _, f := range files {
		data, err := os.ReadFile(filepath.Join(repoRoot, f))
		if err != nil {
			return "", "", err
		}
		fmt.Fprintf(sum, "%s %d\n", f, len(data))
		sum.Write(data)
	}
	version = "v0.0.0-e2e.h" + hex.EncodeToString(sum.Sum(nil))[:12]

	dir := filepath.Join(workRoot, "proxy", modulePath, "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", "", err
	}
	var zipped bytes.Buffer
	var zipFiles []modzip.File
	for _, f := range files {
		zipFiles = append(zipFiles, repoFile(f))
	}
	if err := modzip.Create(&zipped, module.Version{Path: modulePath, Version: version}, zipFiles); err != nil {
		return "", "", err
	}
	goMod, err := os.ReadFile(filepath.Join(repoRoot, "go.mod"))
	if err != nil {
		return "", "", err
	}
	info, _ := json.Marshal(map[string]any{"Version": version, "Time": time.Now().UTC().Format(time.RFC3339)})
	for name, data := range map[string][]byte{
		"list":            []byte(version + "\n"),
		version + ".info": info,
		version + ".mod":  goMod,
		version + ".zip":  zipped.Bytes(),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return "", "", err
		}
	}
	return "file://" + filepath.ToSlash(filepath.Join(workRoot, "proxy")), version, nil
}

// repoFiles lists the files of the working tree that git would commit:
// tracked ones that still exist, and untracked ones that are not ignored.
func repoFiles() ([]string, error) {
	cmd := exec.Command("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
	cmd.Dir = repoRoot
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("listing the repository's files (git ls-files): %v", err)
	}
	var files []string
	seen := map[string]bool{}
	for _, f := range strings.Split(string(out), "\x00") {
		if f == "" || seen[f] {
			continue
		}
		seen[f] = true
		if info, err := os.Lstat(filepath.Join(repoRoot, f)); err == nil && info.Mode().IsRegular() {
			files = append(files, f)
		}
	}
	return files, nil
}

// repoFile is a file of the repository, for the module zip.
type repoFile string

func (f repoFile) Path() string                 { return string(f) }
func (f repoFile) Lstat() (fs.FileInfo, error)  { return os.Lstat(filepath.Join(repoRoot, string(f))) }
func (f repoFile) Open() (io.ReadCloser, error) { return os.Open(filepath.Join(repoRoot, string(f))) }

// removeFromModuleCache drops the test's version of the module from the
// module cache, which the go command makes read-only.
func removeFromModuleCache() {
	if proxyVersion == "" {
		return
	}
	cache := goEnv("GOMODCACHE")
	paths := []string{filepath.Join(cache, modulePath+"@"+proxyVersion)}
	downloads, _ := filepath.Glob(filepath.Join(cache, "cache", "download", modulePath, "@v", proxyVersion+".*"))
	paths = append(paths, downloads...)
	for _, p := range paths {
		filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() {
				os.Chmod(path, 0o755)
			}
			return nil
		})
		os.RemoveAll(p)
	}
}
