package corpus

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// result is what one mcpresult run on one module produced.
type result struct {
	Module    string
	Packages  int // go list ./...
	WithTests int // go list -test ./... (what mcpresult -test analyses)
	MCPPkgs   int // of WithTests, those importing an MCP SDK (transitively)
	Findings  map[string]int
	Silent    int // findings in packages without MCP: must be 0
	// Skipped are packages the driver did not analyse because they, or a
	// package they import, do not type-check (see LoadErrs).
	Skipped  []string
	Errors   []string
	Panics   []string
	LoadErrs []string
	Examples []string
	Wall     time.Duration
	CPU      time.Duration
	MaxRSSMB float64
	Err      string `json:",omitempty"`
}

func runCorpus(work, bin string, mods []module) error {
	bin, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	var results []result
	for _, m := range mods {
		fmt.Fprintf(os.Stderr, "== %s\n", m)
		r := runModule(work, bin, m)
		if r.Err != "" {
			fmt.Fprintf(os.Stderr, "   skipped: %s\n", r.Err)
		}
		results = append(results, r)
	}
	printSummary(os.Stdout, results)
	data, _ := json.MarshalIndent(results, "", "  ")
	report := filepath.Join(work, "report.json")
	fmt.Printf("\nfull report (every finding, error and load error): %s\n", report)
	return os.WriteFile(report, data, 0o644)
}

func runModule(work, bin string, m module) (r result) {
	r = result{Module: m.String(), Findings: map[string]int{}}
	dir, err := prepare(work, m)
	if err != nil {
		r.Err = err.Error()
		return r
	}
	bin, err = binaryFor(bin, m.Toolchain)
	if err != nil {
		r.Err = err.Error()
		return r
	}
	pkgs, err := goList(dir, goEnv(m), false)
	if err != nil {
		r.Err = err.Error()
		return r
	}
	r.Packages = len(pkgs)
	withTests, err := goList(dir, goEnv(m), true)
	if err != nil {
		r.Err = err.Error()
		return r
	}
	r.WithTests = len(withTests)
	relevant := relevance(withTests, sdkPaths(m))
	for _, ok := range relevant {
		if ok {
			r.MCPPkgs++
		}
	}

	args := append([]string{"-json", "-test"}, m.Flags...)
	cmd := exec.Command(bin, append(args, "./...")...)
	cmd.Dir, cmd.Env = dir, goEnv(m)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	meas, _ := measure(cmd) // exit status 1 = load errors, reported below
	r.Wall, r.CPU, r.MaxRSSMB = meas.Wall, meas.CPU, meas.MaxRSSMB
	os.WriteFile(filepath.Join(work, m.short()+".json"), stdout.Bytes(), 0o644)
	os.WriteFile(filepath.Join(work, m.short()+".stderr"), stderr.Bytes(), 0o644)

	r.scanStderr(stderr.String())
	if err := r.scanJSON(stdout.Bytes(), relevant); err != nil {
		r.Err = fmt.Sprintf("bad JSON from mcpresult: %v (stderr: %s)", err, tail(stderr.Bytes()))
	}
	return r
}

// scanStderr sorts stderr lines into crashes and package load errors.
func (r *result) scanStderr(s string) {
	r.Panics, r.LoadErrs = splitStderr(s)
}

// splitStderr sorts the driver's stderr lines into crashes and package load
// errors (type errors, missing cgo, ...), which the driver prints before
// running.
func splitStderr(s string) (panics, loadErrs []string) {
	for _, line := range strings.Split(s, "\n") {
		switch {
		case strings.TrimSpace(line) == "":
		case strings.HasPrefix(line, "panic:"), strings.HasPrefix(line, "goroutine "),
			strings.HasPrefix(line, "fatal error:"):
			panics = append(panics, line)
		default:
			loadErrs = append(loadErrs, line)
		}
	}
	return panics, loadErrs
}

// scanJSON counts the driver's JSON output. A file is in both a package
// and its test variant: its diagnostics are counted once.
func (r *result) scanJSON(data []byte, relevant map[string]bool) error {
	entries, err := parseDriverJSON(data)
	if err != nil {
		return err
	}
	seen := make(map[string]bool)
	for _, e := range entries {
		if e.Error != "" {
			msg := e.Check + ": " + e.Package + ": " + e.Error
			switch classifyError(e.Error) {
			case errPanic:
				r.Panics = append(r.Panics, msg)
			case errSkipped:
				if !slices.Contains(r.Skipped, e.Package) {
					r.Skipped = append(r.Skipped, e.Package)
				}
			default:
				r.Errors = append(r.Errors, msg)
			}
			continue
		}
		key := e.Check + e.Posn + e.Message
		if seen[key] {
			continue
		}
		seen[key] = true
		r.Findings[e.Check]++
		if !relevant[e.Package] {
			r.Silent++
		}
		r.Examples = append(r.Examples, fmt.Sprintf("%s: %s: %s", e.Check, shortPos(e.Posn), e.Message))
	}
	return nil
}

// listed is one package of go list -test output.
type listed struct {
	ImportPath string
	Deps       []string
}

func goList(dir string, env []string, tests bool, patterns ...string) ([]listed, error) {
	if len(patterns) == 0 {
		patterns = []string{"./..."}
	}
	args := []string{"list", "-e", "-json=ImportPath,Deps"}
	if tests {
		args = append(args, "-test")
	}
	cmd := exec.Command("go", append(args, patterns...)...)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go list: %v", err)
	}
	var pkgs []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for dec.More() {
		var p listed
		if err := dec.Decode(&p); err != nil {
			return nil, err
		}
		pkgs = append(pkgs, p)
	}
	return pkgs, nil
}

// sdkPaths are the packages that make a package "use MCP" when imported.
func sdkPaths(m module) []string {
	paths := []string{"github.com/modelcontextprotocol/go-sdk/mcp", "github.com/mark3labs/mcp-go/mcp"}
	for _, f := range m.Flags {
		if t, ok := strings.CutPrefix(f, "-resulttypes="); ok {
			paths = append(paths, t[:strings.LastIndex(t, ".")])
		}
	}
	return paths
}

// relevance maps each package ID to whether it is or imports, directly or
// not, an MCP SDK package (vendored copies included).
func relevance(pkgs []listed, sdks []string) map[string]bool {
	isSDK := func(p string) bool {
		if i := strings.LastIndex(p, "/vendor/"); i >= 0 {
			p = p[i+len("/vendor/"):]
		}
		p, _, _ = strings.Cut(p, " ") // "p [p.test]"
		for _, s := range sdks {
			if p == s {
				return true
			}
		}
		return false
	}
	rel := make(map[string]bool)
	for _, p := range pkgs {
		ok := isSDK(p.ImportPath)
		for _, d := range p.Deps {
			ok = ok || isSDK(d)
		}
		rel[p.ImportPath] = ok
	}
	return rel
}

func printSummary(w0 *os.File, results []result) {
	w := tabwriter.NewWriter(w0, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "module\tpackages\twith tests\tMCP pkgs\tskipped\tfindings\tno-MCP findings\tpanics\terrors\tload errors\twall\tCPU\tpeak RSS MB\t")
	var tot result
	tot.Findings = map[string]int{}
	for _, r := range results {
		n := 0
		for name, c := range r.Findings {
			n += c
			tot.Findings[name] += c
		}
		mod := r.Module
		if r.Err != "" {
			mod += " (FAILED)"
		}
		fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%.1fs\t%.1fs\t%.0f\t\n", mod, r.Packages, r.WithTests, r.MCPPkgs,
			len(r.Skipped), n, r.Silent, len(r.Panics), len(r.Errors), len(r.LoadErrs), r.Wall.Seconds(), r.CPU.Seconds(), r.MaxRSSMB)
		tot.Packages += r.Packages
		tot.WithTests += r.WithTests
		tot.MCPPkgs += r.MCPPkgs
		tot.Silent += r.Silent
		tot.Skipped = append(tot.Skipped, r.Skipped...)
		tot.Panics = append(tot.Panics, r.Panics...)
		tot.Errors = append(tot.Errors, r.Errors...)
		tot.LoadErrs = append(tot.LoadErrs, r.LoadErrs...)
		tot.Wall += r.Wall
		tot.CPU += r.CPU
	}
	n := 0
	for _, c := range tot.Findings {
		n += c
	}
	fmt.Fprintf(w, "TOTAL\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%d\t%.1fs\t%.1fs\t\t\n", tot.Packages, tot.WithTests, tot.MCPPkgs,
		len(tot.Skipped), n, tot.Silent, len(tot.Panics), len(tot.Errors), len(tot.LoadErrs), tot.Wall.Seconds(), tot.CPU.Seconds())
	w.Flush()

	fmt.Fprintln(w0, "\nfindings per check:")
	for _, name := range sortedKeys(tot.Findings) {
		fmt.Fprintf(w0, "  %-12s %d\n", name, tot.Findings[name])
	}
	for _, r := range results {
		for _, e := range r.Examples {
			fmt.Fprintf(w0, "  [%s] %s\n", r.Module, e)
		}
	}
	for _, list := range []struct {
		title string
		items []string
	}{{"panics", tot.Panics}, {"analyzer errors", tot.Errors}} {
		fmt.Fprintf(w0, "\n%s: %d\n", list.title, len(list.items))
		for _, s := range list.items {
			fmt.Fprintln(w0, "  "+s)
		}
	}
	fmt.Fprintf(w0, "\nskipped packages (they or an import do not type-check; the driver says why): %d\n", len(tot.Skipped))
	fmt.Fprintf(w0, "package load errors (type errors, missing modules; printed by the driver): %d lines\n", len(tot.LoadErrs))
	for i, s := range tot.LoadErrs {
		if i == 10 {
			fmt.Fprintf(w0, "  ... (see the .stderr files)\n")
			break
		}
		fmt.Fprintln(w0, "  "+s)
	}
}

// shortPos trims the work directory from a position.
func shortPos(posn string) string {
	if i := strings.Index(posn, "/src/"); i >= 0 {
		return posn[i+len("/src/"):]
	}
	return posn
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
