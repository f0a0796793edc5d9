package corpus

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

// errNoMirror says a repository's mirror has not been brought yet.
type errNoMirror struct{ repo string }

func (e errNoMirror) Error() string {
	return fmt.Sprintf("no mirror of %s: fetch github:%s first", e.repo, e.repo)
}

// layOut writes the tree of r at its commit from its mirror (a bare git
// directory under mirrors) into dir, unless dir already holds that commit.
// It returns the files left out because the mirror lacks their content
// (the fetch tool leaves out the largest files).
func layOut(mirrors string, r scaleRepo, dir string) (absent []string, err error) {
	gitDir := filepath.Join(mirrors, r.mirrorName(), "repo")
	if _, err := os.Stat(gitDir); err != nil {
		return nil, errNoMirror{r.Repo}
	}
	marker := filepath.Join(dir, ".scale-commit")
	if got, err := os.ReadFile(marker); err == nil && strings.TrimSpace(string(got)) == r.Commit {
		return nil, nil
	}
	absent, err = absentFiles(gitDir, r.Commit)
	if err != nil {
		return nil, err
	}
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	if err := extract(gitDir, r.Commit, dir, absent); err != nil {
		return nil, err
	}
	return absent, os.WriteFile(marker, []byte(r.Commit+"\n"), 0o644)
}

// layOutReplacements lays out r's replacements under root/.replace (a
// module of its own there, which ./... leaves out) and points each module
// directory of r at them.
func layOutReplacements(mirrors string, r scaleRepo, root string) error {
	for _, rp := range r.Replace {
		dep := scaleRepo{Repo: rp.Repo, Commit: rp.Commit}
		dir, err := filepath.Abs(filepath.Join(root, ".replace", dep.mirrorName()))
		if err != nil {
			return err
		}
		if _, err := layOut(mirrors, dep, dir); err != nil {
			return fmt.Errorf("replacement %s: %v", rp.Module, err)
		}
		for _, mod := range r.moduleDirs() {
			edit := exec.Command("go", "mod", "edit", "-replace="+rp.Module+"="+filepath.Join(dir, rp.Dir))
			edit.Dir, edit.Env = filepath.Join(root, mod), buildEnv(r.Toolchain, nil)
			if out, err := edit.CombinedOutput(); err != nil {
				return fmt.Errorf("go mod edit -replace %s: %v: %s", rp.Module, err, tail(out))
			}
		}
	}
	return nil
}

// extract pipes git archive of commit, without the excluded paths and
// without vendor directories, into tar -x in dir. Vendored copies are
// ignored anyway: every go command runs with -mod=mod.
func extract(gitDir, commit, dir string, excluded []string) error {
	args := []string{"--git-dir=" + gitDir, "archive", "--format=tar", commit, "--", ".",
		":(exclude,glob)vendor/**", ":(exclude,glob)**/vendor/**"}
	for _, p := range excluded {
		args = append(args, ":(exclude,literal)"+p)
	}
	archive := exec.Command("git", args...)
	untar := exec.Command("tar", "-x", "-C", dir)
	pipe, err := archive.StdoutPipe()
	if err != nil {
		return err
	}
	untar.Stdin = pipe
	var archiveErr, untarErr bytes.Buffer
	archive.Stderr, untar.Stderr = &archiveErr, &untarErr
	if err := untar.Start(); err != nil {
		return err
	}
	if err := archive.Run(); err != nil {
		untar.Wait()
		return fmt.Errorf("git archive %s: %v: %s", commit, err, tail(archiveErr.Bytes()))
	}
	if err := untar.Wait(); err != nil {
		return fmt.Errorf("tar -x: %v: %s", err, tail(untarErr.Bytes()))
	}
	return nil
}

// absentFiles lists the files of commit, outside vendor directories, whose
// content the mirror does not hold.
func absentFiles(gitDir, commit string) ([]string, error) {
	list := exec.Command("git", "--git-dir="+gitDir, "ls-tree", "-r", "-z", commit)
	out, err := list.Output()
	if err != nil {
		return nil, fmt.Errorf("git ls-tree %s (is the commit in the mirror?): %v", commit, err)
	}
	var paths, objects []string
	for _, entry := range strings.Split(string(out), "\x00") {
		// "<mode> blob <object>\t<path>"; submodules ("commit") have no content here.
		meta, p, ok := strings.Cut(entry, "\t")
		fields := strings.Fields(meta)
		if !ok || len(fields) != 3 || fields[1] != "blob" || inVendor(p) {
			continue
		}
		paths = append(paths, p)
		objects = append(objects, fields[2])
	}
	check := exec.Command("git", "--git-dir="+gitDir, "cat-file", "--batch-check=%(objectname)")
	check.Stdin = strings.NewReader(strings.Join(objects, "\n") + "\n")
	out, err = check.Output()
	if err != nil {
		return nil, fmt.Errorf("git cat-file: %v", err)
	}
	var absent []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for i := 0; sc.Scan() && i < len(paths); i++ {
		if strings.HasSuffix(sc.Text(), " missing") {
			absent = append(absent, paths[i])
		}
	}
	return absent, sc.Err()
}

func inVendor(p string) bool {
	return p == "vendor" || strings.HasPrefix(p, "vendor/") || strings.Contains(p, "/vendor/")
}

// relativeTo turns a driver position (absolute file:line:col) into a path
// relative to root and the line and column; a file outside root keeps its
// absolute path.
func relativeTo(root, posn string) (file, line, col string) {
	rest, col := cutLast(posn)
	file, line = cutLast(rest)
	if rel, err := filepath.Rel(root, file); err == nil && filepath.IsLocal(rel) {
		file = path.Clean(filepath.ToSlash(rel))
	}
	return file, line, col
}

func cutLast(s string) (string, string) {
	i := strings.LastIndex(s, ":")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i+1:]
}
