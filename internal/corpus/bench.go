package corpus

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
)

// A variant is one command of the benchmark, run in a module directory.
type variant struct {
	name string
	vet  bool // run with a fresh copy of the warm build cache
	args func(m module) []string
}

func runBench(work, bin, noop string, runs int, mods []module) error {
	bin, err := filepath.Abs(bin)
	if err != nil {
		return err
	}
	noop, err = filepath.Abs(noop)
	if err != nil {
		return err
	}
	fmt.Printf("machine: %s\nload average at start: %s\n", machine(), loadavg())
	fmt.Printf("%d runs of each command, interleaved; median of each measure\n\n", runs)
	variants := []variant{
		{"noop ./...", false, func(m module) []string { return append(append([]string{noop}, m.Flags...), "./...") }},
		{"mcpresult ./...", false, func(m module) []string { return append(append([]string{bin}, m.Flags...), "./...") }},
		{"go vet ./...", true, func(module) []string { return []string{"go", "vet", "./..."} }},
		{"go vet -vettool=noop", true, func(m module) []string {
			return append(append([]string{"go", "vet", "-vettool=" + noop}, m.Flags...), "./...")
		}},
		{"go vet -vettool=mcpresult", true, func(m module) []string {
			return append(append([]string{"go", "vet", "-vettool=" + bin}, m.Flags...), "./...")
		}},
	}
	w := tabwriter.NewWriter(os.Stdout, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "module\tpackages\tcommand\twall s\tCPU s\tpeak RSS MB\tratio wall\tratio CPU\tratio RSS\t")
	for _, m := range mods {
		if m.Toolchain != "" {
			fmt.Fprintf(os.Stderr, "skipping %s: needs %s\n", m, m.Toolchain)
			continue
		}
		if err := benchModule(w, work, m, variants, runs); err != nil {
			return fmt.Errorf("%s: %v", m, err)
		}
	}
	w.Flush()
	fmt.Printf("\nratios: mcpresult against noop under the same driver (standalone), go vet -vettool=X against plain go vet.\n")
	fmt.Printf("load average at end: %s\n", loadavg())
	return nil
}

func benchModule(w *tabwriter.Writer, work string, m module, variants []variant, runs int) error {
	fmt.Fprintf(os.Stderr, "== %s\n", m)
	dir, err := prepare(work, m)
	if err != nil {
		return err
	}
	pkgs, err := goList(dir, goEnv(m), false)
	if err != nil {
		return err
	}
	base, err := warmCache(work, dir, m)
	if err != nil {
		return err
	}
	results := make([][]measurement, len(variants))
	for run := 0; run < runs; run++ {
		for i, v := range variants {
			meas, err := runVariant(work, dir, base, m, v)
			if err != nil {
				return err
			}
			fmt.Fprintf(os.Stderr, "   run %d %-28s %6.2fs %6.2fs %6.0fMB\n", run+1, v.name, meas.Wall.Seconds(), meas.CPU.Seconds(), meas.MaxRSSMB)
			results[i] = append(results[i], meas)
		}
	}
	medians := make([]measurement, len(variants))
	for i := range variants {
		medians[i] = median(results[i])
	}
	// Each command's reference: mcpresult -> noop, vet tools -> plain vet.
	reference := map[string]int{"mcpresult ./...": 0, "go vet -vettool=noop": 2, "go vet -vettool=mcpresult": 2}
	for i, v := range variants {
		md := medians[i]
		ratios := "\t\t\t"
		if ref, ok := reference[v.name]; ok {
			r := medians[ref]
			ratios = fmt.Sprintf("%.2f×\t%.2f×\t%.2f×\t", md.Wall.Seconds()/r.Wall.Seconds(),
				md.CPU.Seconds()/r.CPU.Seconds(), md.MaxRSSMB/r.MaxRSSMB)
		}
		fmt.Fprintf(w, "%s\t%d\t%s\t%.2f\t%.2f\t%.0f\t%s\n", m, len(pkgs), v.name, md.Wall.Seconds(), md.CPU.Seconds(), md.MaxRSSMB, ratios)
	}
	return nil
}

// warmCache fills a build cache with everything the module's packages and
// tests compile to, but no vet results, and returns its directory.
func warmCache(work, dir string, m module) (string, error) {
	base, err := filepath.Abs(filepath.Join(work, "gocache", m.short()))
	if err != nil {
		return "", err
	}
	if _, err := os.Stat(filepath.Join(base, ".warm")); err == nil {
		return base, nil
	}
	for _, args := range [][]string{
		{"build", "./..."},
		{"list", "-e", "-export", "-deps", "-test", "-compiled", "./..."},
	} {
		cmd := exec.Command("go", args...)
		cmd.Dir, cmd.Env = dir, append(goEnv(m), "GOCACHE="+base)
		cmd.Stdout = nil
		if out, err := cmd.CombinedOutput(); err != nil && args[0] == "list" {
			return "", fmt.Errorf("warming the build cache: %v: %s", err, tail(out))
		}
	}
	return base, os.WriteFile(filepath.Join(base, ".warm"), nil, 0o644)
}

// runVariant measures one run of v. Vet runs get a fresh copy of the warm
// cache so that vet results are never cached; standalone runs, which cache
// nothing of their own, share the warm cache.
func runVariant(work, dir, base string, m module, v variant) (measurement, error) {
	cache := base
	if v.vet {
		cache = filepath.Join(work, "gocache", "run")
		os.RemoveAll(cache)
		if out, err := exec.Command("cp", "-a", base, cache).CombinedOutput(); err != nil {
			return measurement{}, fmt.Errorf("copying the cache: %v: %s", err, out)
		}
		defer os.RemoveAll(cache)
	}
	args := v.args(m)
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir, cmd.Env = dir, append(goEnv(m), "GOCACHE="+cache)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	meas, err := measure(cmd)
	// Keep the last run's output of each command for inspection.
	log := filepath.Join(work, "bench-"+m.short()+"-"+strings.NewReplacer(" ", "_", "/", "_", ".", "").Replace(v.name)+".stderr")
	os.WriteFile(log, []byte(stderr.String()), 0o644)
	// Exit 1 (vet diagnostics, load errors), 2 (go vet's findings) and 3
	// (diagnostics) are results, not failures of the benchmark.
	if exit, ok := err.(*exec.ExitError); err != nil && (!ok || exit.ExitCode() > 3) {
		return meas, fmt.Errorf("%s: %v", strings.Join(args, " "), err)
	}
	return meas, nil
}

func median(ms []measurement) measurement {
	pick := func(f func(measurement) float64) float64 {
		vs := make([]float64, len(ms))
		for i, m := range ms {
			vs[i] = f(m)
		}
		slices.Sort(vs)
		return vs[len(vs)/2]
	}
	return measurement{
		Wall:     time.Duration(pick(func(m measurement) float64 { return float64(m.Wall) })),
		CPU:      time.Duration(pick(func(m measurement) float64 { return float64(m.CPU) })),
		MaxRSSMB: pick(func(m measurement) float64 { return m.MaxRSSMB }),
	}
}

func loadavg() string {
	data, _ := os.ReadFile("/proc/loadavg")
	return strings.TrimSpace(string(data))
}

// machine describes the host: CPUs, CPU model, memory.
func machine() string {
	model, mem := "?", "?"
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, line := range strings.Split(string(data), "\n") {
			if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
				model = strings.TrimSpace(v)
				break
			}
		}
	}
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		mem = strings.Join(strings.Fields(strings.SplitN(string(data), "\n", 2)[0])[1:], " ")
	}
	out, _ := exec.Command("go", "version").Output()
	return fmt.Sprintf("%d CPUs (nproc), %s, MemTotal %s, %s", numCPU(), model, mem, strings.TrimSpace(string(out)))
}
