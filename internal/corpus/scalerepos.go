package corpus

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// scaleRepo is one pinned repository of the scale run (list:
// internal/corpus/scale/repos.json). Unlike the corpus modules, which come
// from the module proxy, it is laid out from a git mirror brought by the
// fetch tool, at Commit, so that its tests and its non-module code are
// there too.
type scaleRepo struct {
	Repo   string `json:"repo"`   // owner/name on GitHub
	Commit string `json:"commit"` // 40 hex digits
	Kind   string `json:"kind"`   // client, gateway, agent or server
	SDK    string `json:"sdk"`    // go-sdk, mcp-go or both
	// Modules are the module directories to run in, relative to the repo
	// root; default ".". Only those that use an MCP SDK are worth listing.
	Modules []string `json:"modules,omitempty"`
	// Tags are the build tags the repository's tests need, found with
	// grep '//go:build' (e2e, integration, ...), combined where they can be.
	Tags []string `json:"tags,omitempty"`
	// Toolchain is the Go toolchain to run the repository with when the
	// local one will not do: a newer one when its code needs it
	// ("go1.27.4", see module.Toolchain), an older one when a dependency
	// does not build with the local Go. mcpresult is rebuilt with it.
	Toolchain string `json:"toolchain,omitempty"`
	// Packages are the package patterns to run on in each module; default
	// ./... (a large repository whose MCP code sits in a few directories).
	Packages []string `json:"packages,omitempty"`
	// Flags are extra mcpresult flags.
	Flags []string `json:"flags,omitempty"`
	// Env is extra environment the repository's own build sets
	// (trivy's Makefile: GOEXPERIMENT=jsonv2), as KEY=value entries.
	Env []string `json:"env,omitempty"`
	// Replace are dependencies the module proxy refuses, laid out from
	// their own mirrors and put in place with go mod edit -replace.
	Replace []replacement `json:"replace,omitempty"`
	// Note says why the entry looks the way it does (tags left out, ...).
	Note string `json:"note,omitempty"`
	// Draw is the issue whose fresh draw brought the repository in (24,
	// 25), or 0 for the repositories issue 19's split drew (split.go).
	Draw int `json:"draw,omitempty"`
	// Hints say what the scout who found a repository of a fresh draw
	// looked for and saw there (retry, structured, typed): the draw's
	// strata, so that each half gets some (split.go).
	Hints []string `json:"hints,omitempty"`
}

// replacement is a module laid out from a mirror of its repository, at a
// commit, in place of the version the module proxy refuses.
type replacement struct {
	Module string `json:"module"` // module path, as go.mod requires it
	Repo   string `json:"repo"`   // owner/name on GitHub, brought with fetch
	Commit string `json:"commit"` // 40 hex digits
	// Dir is the module's directory in that repository when it is not the
	// root (a module of a multi-module repository, such as its own SDK).
	Dir string `json:"dir,omitempty"`
}

var (
	repoName   = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*/[A-Za-z0-9][A-Za-z0-9_.-]*$`)
	commitHash = regexp.MustCompile(`^[0-9a-f]{40}$`)
	repoKinds  = []string{"client", "gateway", "agent", "server"}
	repoSDKs   = []string{"go-sdk", "mcp-go", "both"}
)

// loadScaleRepos reads and checks the pinned list.
func loadScaleRepos(path string) ([]scaleRepo, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var repos []scaleRepo
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&repos); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	seen := make(map[string]bool)
	for i, r := range repos {
		if err := r.validate(); err != nil {
			return nil, fmt.Errorf("%s: entry %d (%s): %v", path, i+1, r.Repo, err)
		}
		if seen[r.Repo] {
			return nil, fmt.Errorf("%s: %s is listed twice", path, r.Repo)
		}
		seen[r.Repo] = true
	}
	return repos, nil
}

func (r scaleRepo) validate() error {
	switch {
	case !repoName.MatchString(r.Repo):
		return fmt.Errorf("repo %q is not owner/name", r.Repo)
	case !commitHash.MatchString(r.Commit):
		return fmt.Errorf("commit %q is not 40 lower-case hex digits", r.Commit)
	case !slices.Contains(repoKinds, r.Kind):
		return fmt.Errorf("kind %q is not one of %s", r.Kind, strings.Join(repoKinds, ", "))
	case !slices.Contains(repoSDKs, r.SDK):
		return fmt.Errorf("sdk %q is not one of %s", r.SDK, strings.Join(repoSDKs, ", "))
	}
	for _, m := range r.Modules {
		if filepath.IsAbs(m) || !filepath.IsLocal(m) {
			return fmt.Errorf("module directory %q is not a path inside the repository", m)
		}
	}
	for _, t := range r.Tags {
		if t == "" || strings.ContainsAny(t, ", \t") {
			return fmt.Errorf("build tag %q is empty or holds a separator", t)
		}
	}
	for _, rp := range r.Replace {
		if rp.Module == "" || !repoName.MatchString(rp.Repo) || !commitHash.MatchString(rp.Commit) {
			return fmt.Errorf("replacement %+v needs a module, an owner/name repo and a 40-digit commit", rp)
		}
		if rp.Dir != "" && !filepath.IsLocal(rp.Dir) {
			return fmt.Errorf("replacement directory %q is not a path inside its repository", rp.Dir)
		}
	}
	for _, e := range r.Env {
		if k, _, ok := strings.Cut(e, "="); !ok || k == "" {
			return fmt.Errorf("environment entry %q is not KEY=value", e)
		}
	}
	return nil
}

// moduleDirs are the directories to run mcpresult in, relative to the root.
func (r scaleRepo) moduleDirs() []string {
	if len(r.Modules) == 0 {
		return []string{"."}
	}
	return r.Modules
}

// patterns are the package patterns to run on.
func (r scaleRepo) patterns() []string {
	if len(r.Packages) == 0 {
		return []string{"./..."}
	}
	return r.Packages
}

// mirrorName is the repository's directory name under the mirror root and
// under the layout root: owner+name, as the fetch tool names it.
func (r scaleRepo) mirrorName() string {
	return strings.Replace(r.Repo, "/", "+", 1)
}

func selectScaleRepos(repos []scaleRepo, only string) []scaleRepo {
	if only == "" {
		return repos
	}
	var out []scaleRepo
	for _, r := range repos {
		for _, s := range strings.Split(only, ",") {
			if s != "" && strings.Contains(r.Repo, s) {
				out = append(out, r)
				break
			}
		}
	}
	return out
}
