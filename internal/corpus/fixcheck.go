package corpus

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
)

// The fixcheck mode (issue 20) runs mcpresult -fix on laid-out scale
// repositories and checks what the fixes leave: that every package they
// edit still builds and passes go vet (tests included) as it did before,
// and that no finding a fix claimed to fix remains, nor a new one appears.
// It counts, per fix form (a check and its fix's title), the sites offered
// a fix, the sites fixed, and the edited packages that build.
//
//	go run -tags measure ./internal/corpus/cmd/corpus fixcheck [-work .corpus/fixcheck] [-bin mcpresult]
//	                                  [-mirrors /work/.mirror] [-data internal/corpus/scale] [-only substr]
//
// Each repository is laid out afresh (its files are edited), so the mode
// never touches the scale run's own layout.

// fixSite is a finding offered a fix, from mcpresult -json.
type fixSite struct {
	check, message, fix string // the fix's title names its form
	file                string // relative to the repository root
}

// fixForm is what fixcheck counts of one fix form.
type fixForm struct {
	sites, fixed, left int
}

// checkCount is a check's findings before -fix, and how many had a fix.
type checkCount struct {
	findings, withFix int
}

// fixRepoReport is one repository's outcome.
type fixRepoReport struct {
	repo     string
	forms    map[string]*fixForm
	checks   map[string]*checkCount // findings before -fix, by check
	edited   []string               // packages whose files the fixes changed
	broken   []string               // edited packages that built and vetted before and do not after
	unfixed  []string               // findings with a fix left after -fix
	newFinds []string               // findings after -fix that were not there before
	err      error
}

func fixCheck(cfg scaleConfig, only string) error {
	repos, err := loadScaleRepos(cfg.file("repos.json"))
	if err != nil {
		return err
	}
	bin, err := filepath.Abs(cfg.bin)
	if err != nil {
		return err
	}
	var reports []fixRepoReport
	for _, r := range selectScaleRepos(repos, only) {
		fmt.Fprintf(os.Stderr, "== %s@%.12s\n", r.Repo, r.Commit)
		rep := fixCheckRepo(cfg, bin, r)
		printRepoReport(os.Stderr, rep) // as it goes: a long run stopped early keeps what it did
		reports = append(reports, rep)
	}
	printFixReports(os.Stdout, reports)
	for _, rep := range reports {
		if len(rep.broken) > 0 || len(rep.unfixed) > 0 || len(rep.newFinds) > 0 {
			return fmt.Errorf("a fix broke a package, or left or made a finding (see above)")
		}
	}
	return nil
}

// fixCheckRepo lays r out afresh and checks the fixes in each of its
// module directories.
func fixCheckRepo(cfg scaleConfig, bin string, r scaleRepo) fixRepoReport {
	rep := fixRepoReport{repo: r.Repo, forms: make(map[string]*fixForm), checks: make(map[string]*checkCount)}
	root := filepath.Join(cfg.work, "fixcheck", r.mirrorName()) // apart from the scale run's layout
	if rep.err = os.RemoveAll(root); rep.err != nil {
		return rep
	}
	if _, rep.err = layOut(cfg.mirrors, r, root); rep.err != nil {
		return rep
	}
	if rep.err = layOutReplacements(cfg.mirrors, r, root); rep.err != nil {
		return rep
	}
	if bin, rep.err = binaryFor(bin, r.Toolchain); rep.err != nil {
		return rep
	}
	for _, mod := range r.moduleDirs() {
		if err := fixCheckModule(&rep, bin, r, root, mod); err != nil {
			rep.err = fmt.Errorf("module %s: %v", mod, err)
			return rep
		}
	}
	return rep
}

// fixCheckModule runs one module directory: the findings with a fix and
// the build and vet of the packages their fixes edit, then -fix, then all
// of it again.
func fixCheckModule(rep *fixRepoReport, bin string, r scaleRepo, root, mod string) error {
	dir := filepath.Join(root, mod)
	env := append(buildEnv(r.Toolchain, r.Tags), r.Env...)
	before, all, files, err := fixSites(bin, r, dir, root, env)
	if err != nil {
		return err
	}
	for _, f := range all {
		c := rep.checks[f.check]
		if c == nil {
			c = &checkCount{}
			rep.checks[f.check] = c
		}
		c.findings++
		if f.fix != "" {
			c.withFix++
		}
	}
	if len(before) == 0 {
		return nil
	}
	dirs := packageDirs(dir, files)
	baseline := make(map[string]bool)
	for _, d := range dirs {
		baseline[d] = buildsAndVets(dir, d, env)
	}
	hashes, err := goFileHashes(dir, dirs)
	if err != nil {
		return err
	}
	fixArgs := append([]string{"-fix", "-test"}, r.Flags...)
	fix := exec.Command(bin, append(fixArgs, r.patterns()...)...)
	fix.Dir, fix.Env = dir, env
	fix.Run() // status 3: findings without a fix remain, read below

	now, err := goFileHashes(dir, dirs)
	if err != nil {
		return err
	}
	for _, d := range dirs {
		if !changedIn(d, hashes, now) {
			continue
		}
		rel, _ := filepath.Rel(root, filepath.Join(dir, d))
		rep.edited = append(rep.edited, filepath.ToSlash(rel))
		if baseline[d] && !buildsAndVets(dir, d, env) {
			rep.broken = append(rep.broken, filepath.ToSlash(rel))
		}
	}

	after, allAfter, _, err := fixSites(bin, r, dir, root, env)
	if err != nil {
		return err
	}
	rep.add(compareFixRuns(before, all, after, allAfter))
	return nil
}

// fixRuns is what became of the findings offered a fix.
type fixRuns struct {
	forms    map[string]*fixForm
	unfixed  []string
	newFinds []string
}

func (rep *fixRepoReport) add(c fixRuns) {
	for name, f := range c.forms {
		t := rep.forms[name]
		if t == nil {
			t = &fixForm{}
			rep.forms[name] = t
		}
		t.sites += f.sites
		t.fixed += f.fixed
		t.left += f.left
	}
	rep.unfixed = append(rep.unfixed, c.unfixed...)
	rep.newFinds = append(rep.newFinds, c.newFinds...)
}

// compareFixRuns sets the findings after -fix against those before: a
// finding offered a fix is fixed when no finding of the same check, file
// and message is left (lines move), and every finding after must have
// been there before, without a fix.
func compareFixRuns(before, all, after, allAfter []fixSite) fixRuns {
	c := fixRuns{forms: make(map[string]*fixForm)}
	key := func(s fixSite) string { return s.check + "\x00" + s.file + "\x00" + s.message }
	left := countBy(after, key)
	for _, s := range before {
		form := c.forms[s.check+": "+s.fix]
		if form == nil {
			form = &fixForm{}
			c.forms[s.check+": "+s.fix] = form
		}
		form.sites++
		if left[key(s)] > 0 {
			left[key(s)]--
			form.left++
			c.unfixed = append(c.unfixed, s.file+": "+s.check+": "+s.message)
		} else {
			form.fixed++
		}
	}
	had := countBy(all, key)
	for _, s := range before {
		had[key(s)]--
	}
	withFixAfter := countBy(after, key)
	for _, s := range allAfter {
		switch {
		case had[key(s)] > 0:
			had[key(s)]--
		case withFixAfter[key(s)] > 0:
			withFixAfter[key(s)]-- // left with its fix: counted above
		default:
			c.newFinds = append(c.newFinds, s.file+": "+s.check+": "+s.message)
		}
	}
	return c
}

// packageDirs returns the directories, relative to dir, of files.
func packageDirs(dir string, files []string) []string {
	var dirs []string
	for _, f := range files {
		rel, err := filepath.Rel(dir, filepath.Dir(f))
		if err != nil || strings.HasPrefix(rel, "..") {
			continue
		}
		if !slices.Contains(dirs, rel) {
			dirs = append(dirs, rel)
		}
	}
	slices.Sort(dirs)
	return dirs
}

func countBy(sites []fixSite, key func(fixSite) string) map[string]int {
	m := make(map[string]int)
	for _, s := range sites {
		m[key(s)]++
	}
	return m
}

// fixSites runs mcpresult -json -test in dir and returns its findings
// offered a fix, all its findings (by file relative to root), and the
// files the fixes edit.
func fixSites(bin string, r scaleRepo, dir, root string, env []string) (withFix, all []fixSite, files []string, err error) {
	args := append([]string{"-json", "-test"}, r.Flags...)
	cmd := exec.Command(bin, append(args, r.patterns()...)...)
	cmd.Dir, cmd.Env = dir, env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.Run() // findings and load errors are both read below
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(stdout.Bytes(), &tree); err != nil {
		return nil, nil, nil, fmt.Errorf("bad JSON from mcpresult: %v (stderr: %s)", err, oneLine(tail(stderr.Bytes())))
	}
	seen := make(map[string]bool) // a package and its test variant report alike
	for _, pkg := range sortedKeys(tree) {
		for _, check := range sortedKeys(tree[pkg]) {
			var diags []struct {
				Posn           string
				Message        string
				SuggestedFixes []struct {
					Message string
					Edits   []struct{ Filename string }
				} `json:"suggested_fixes"`
			}
			if json.Unmarshal(tree[pkg][check], &diags) != nil {
				continue // an analyzer's error for the package
			}
			for _, d := range diags {
				if seen[check+d.Posn+d.Message] {
					continue
				}
				seen[check+d.Posn+d.Message] = true
				file, _, _ := relativeTo(root, d.Posn)
				s := fixSite{check: check, message: d.Message, file: file}
				if len(d.SuggestedFixes) > 0 {
					s.fix = d.SuggestedFixes[0].Message
				}
				all = append(all, s)
				if s.fix != "" {
					withFix = append(withFix, s)
					for _, e := range d.SuggestedFixes[0].Edits {
						if !slices.Contains(files, e.Filename) {
							files = append(files, e.Filename)
						}
					}
				}
			}
		}
	}
	return withFix, all, files, nil
}

// goFileHashes hashes the .go files of the directories dirs (relative to
// dir), by path relative to dir.
func goFileHashes(dir string, dirs []string) (map[string][32]byte, error) {
	hashes := make(map[string][32]byte)
	for _, d := range dirs {
		entries, err := os.ReadDir(filepath.Join(dir, d))
		if err != nil {
			return nil, err
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") {
				continue
			}
			data, err := os.ReadFile(filepath.Join(dir, d, e.Name()))
			if err != nil {
				return nil, err
			}
			hashes[filepath.Join(d, e.Name())] = sha256.Sum256(data)
		}
	}
	return hashes, nil
}

// changedIn reports whether a .go file of the directory d differs between
// the two hashings.
func changedIn(d string, before, after map[string][32]byte) bool {
	for path, h := range after {
		if filepath.Dir(path) == d && before[path] != h {
			return true
		}
	}
	return false
}

// buildsAndVets reports whether the package in dir/pkgDir builds and passes
// go vet, its tests included.
func buildsAndVets(dir, pkgDir string, env []string) bool {
	pattern := "./" + filepath.ToSlash(pkgDir)
	for _, args := range [][]string{{"build", pattern}, {"vet", pattern}} {
		cmd := exec.Command("go", args...)
		cmd.Dir, cmd.Env = dir, env
		cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
		if cmd.Run() != nil {
			return false
		}
	}
	return true
}

// printFixReports prints, per fix form, the sites and what became of them,
// then each repository's edited packages and any breakage.
func printFixReports(w io.Writer, reports []fixRepoReport) {
	total := make(map[string]*fixForm)
	for _, rep := range reports {
		for name, f := range rep.forms {
			t := total[name]
			if t == nil {
				t = &fixForm{}
				total[name] = t
			}
			t.sites += f.sites
			t.fixed += f.fixed
			t.left += f.left
		}
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nfix form\tsites\tfixed\tleft")
	for _, name := range sortedKeys(total) {
		t := total[name]
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\n", name, t.sites, t.fixed, t.left)
	}
	tw.Flush()
	checks := make(map[string]*checkCount)
	for _, rep := range reports {
		for name, c := range rep.checks {
			t := checks[name]
			if t == nil {
				t = &checkCount{}
				checks[name] = t
			}
			t.findings += c.findings
			t.withFix += c.withFix
		}
	}
	fmt.Fprintln(tw, "\ncheck\tfindings\twith a fix")
	for _, name := range sortedKeys(checks) {
		fmt.Fprintf(tw, "%s\t%d\t%d\n", name, checks[name].findings, checks[name].withFix)
	}
	tw.Flush()
	for _, rep := range reports {
		printRepoReport(w, rep)
	}
}

// printRepoReport prints what the fixes did in one repository: the
// packages they edited, and the findings left or made.
func printRepoReport(w io.Writer, rep fixRepoReport) {
	fmt.Fprintf(w, "\n%s:", rep.repo)
	if rep.err != nil {
		fmt.Fprintf(w, " not run: %v\n", rep.err)
		return
	}
	fmt.Fprintf(w, " %d edited packages, %d broken\n", len(rep.edited), len(rep.broken))
	for _, p := range rep.edited {
		status := "builds and vets as before"
		if slices.Contains(rep.broken, p) {
			status = "BROKEN: built and vetted before, not after"
		}
		fmt.Fprintf(w, "  %s: %s\n", p, status)
	}
	for _, f := range rep.unfixed {
		fmt.Fprintf(w, "  left with a fix: %s\n", f)
	}
	for _, f := range rep.newFinds {
		fmt.Fprintf(w, "  new finding: %s\n", f)
	}
	for _, name := range sortedKeys(rep.forms) {
		f := rep.forms[name]
		fmt.Fprintf(w, "  %s: %d sites, %d fixed, %d left\n", name, f.sites, f.fixed, f.left)
	}
}
