package driver

import (
	"errors"
	"fmt"
	"go/build"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// noPackagesError explains patterns that matched no package. A directory
// whose Go files all have build constraints the run does not satisfy
// (//go:build e2e) is no package, and a wildcard over such directories
// matches nothing, where go list names the constraints when given the
// directory itself. So for each wildcard pattern over the file system
// (./x/...), the directories below it that hold such files are named,
// with the -tags flag that brings them in.
func noPackagesError(dir string, patterns []string, tags string) error {
	msg := strings.Join(patterns, " ") + " matched no packages"
	var excluded []string
	for _, p := range patterns {
		root, ok := wildcardRoot(p)
		if !ok {
			continue
		}
		if !filepath.IsAbs(root) {
			root = filepath.Join(dir, root)
		}
		excluded = append(excluded, constrainedDirs(root, tags)...)
	}
	if len(excluded) == 0 {
		return errors.New(msg)
	}
	where := shortPath(excluded[0], dir)
	if line := buildConstraint(excluded[0]); line != "" {
		where += " (" + line + ")"
	}
	if n := len(excluded) - 1; n > 0 {
		where += fmt.Sprintf(" and %s", plural(n, "more directory", "more directories"))
	}
	return fmt.Errorf("%s: build constraints exclude all Go files in %s; set the build tags they need with -tags, as for go build",
		msg, where)
}

// buildConstraint returns the //go:build line of the first Go file in dir
// that has one.
func buildConstraint(dir string) string {
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, file := range files {
		data, err := os.ReadFile(file)
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			if line = strings.TrimSpace(line); strings.HasPrefix(line, "//go:build ") {
				return line
			}
			if strings.HasPrefix(line, "package ") {
				break
			}
		}
	}
	return ""
}

// wildcardRoot returns the directory of a file-system wildcard pattern:
// "." for ./..., "x" for ./x/... or x/... written with a leading ./ or an
// absolute path.
func wildcardRoot(pattern string) (string, bool) {
	if !strings.HasPrefix(pattern, ".") && !filepath.IsAbs(pattern) {
		return "", false // an import path pattern: the go command resolves it
	}
	if pattern == "..." {
		return ".", true
	}
	root, ok := strings.CutSuffix(pattern, "/...")
	if !ok || strings.Contains(root, "...") {
		return "", false
	}
	return root, true
}

// constrainedDirs returns the directories under root, as the go command
// walks a pattern (not testdata, vendor, names starting with . or _, or
// nested modules), that hold Go files all of which build constraints
// exclude under tags.
func constrainedDirs(root, tags string) []string {
	ctxt := build.Default
	if tags != "" {
		ctxt.BuildTags = strings.Split(tags, ",")
	}
	var dirs []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if path != root {
			base := d.Name()
			if base == "testdata" || base == "vendor" || strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir
			}
		}
		var noGo *build.NoGoError
		if _, err := ctxt.ImportDir(path, 0); errors.As(err, &noGo) && hasGoFiles(path) {
			dirs = append(dirs, path)
		}
		return nil
	})
	return dirs
}

func hasGoFiles(dir string) bool {
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	return len(files) > 0
}
