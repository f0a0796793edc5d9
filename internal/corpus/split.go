package corpus

import (
	"bufio"
	"cmp"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
)

// The held-out split (issue 19): every repository of the recall set and
// the scale run is drawn, once, into a tuning half, which rules may be
// written from, and a held-out half, which is only run and counted. The
// draw is seeded and stratified (by kind, and by whether the repository
// holds labeled positive sites), so that each half has clients, servers
// and positives; the file it writes is the record, committed before any
// rule of issue 19 changed.

// Halves of the split.
const (
	halfTuning  = "tuning"
	halfHeldOut = "heldout"
)

// splitFile is the committed split, from the repository root.
const splitFile = "internal/corpus/split.tsv"

// splitSeed is the seed of the committed draw.
const splitSeed = 19

// splitRepo is what the draw knows of a repository.
type splitRepo struct {
	repo     string
	kind     string
	positive bool // it holds a labeled positive site
}

// drawSplit assigns each repository a half: within each stratum, sorted
// by name and shuffled with the seed, the repositories alternate between
// the halves, and each stratum starts on the half that has fewer so far.
func drawSplit(repos []splitRepo, seed uint64) map[string]string {
	strata := make(map[string][]splitRepo)
	for _, r := range repos {
		key := fmt.Sprintf("%s/%v", r.kind, r.positive)
		strata[key] = append(strata[key], r)
	}
	rng := rand.New(rand.NewPCG(seed, seed))
	half := make(map[string]string)
	count := map[string]int{}
	for _, key := range slices.Sorted(maps.Keys(strata)) {
		group := strata[key]
		slices.SortFunc(group, func(a, b splitRepo) int { return cmp.Compare(a.repo, b.repo) })
		rng.Shuffle(len(group), func(i, j int) { group[i], group[j] = group[j], group[i] })
		first, second := halfTuning, halfHeldOut
		if count[halfHeldOut] < count[halfTuning] {
			first, second = second, first
		}
		for i, r := range group {
			h := first
			if i%2 == 1 {
				h = second
			}
			half[r.repo] = h
			count[h]++
		}
	}
	return half
}

// splitRepos gathers the repositories of the recall set and the scale run.
func splitRepos(recallData, scaleData string) ([]splitRepo, error) {
	recallRepos, err := loadScaleRepos(recallData + "/repos.json")
	if err != nil {
		return nil, err
	}
	scaleRepos, err := loadScaleRepos(scaleData + "/repos.json")
	if err != nil {
		return nil, err
	}
	sites, err := loadSites(recallData + "/sites.json")
	if err != nil {
		return nil, err
	}
	positive := make(map[string]bool)
	for _, s := range sites {
		if cmp.Or(s.SplitVerdict, s.Verdict) == "positive" {
			positive[s.Repo] = true
		}
	}
	seen := make(map[string]bool)
	var out []splitRepo
	for _, r := range append(recallRepos, scaleRepos...) {
		if seen[r.Repo] {
			continue
		}
		seen[r.Repo] = true
		out = append(out, splitRepo{repo: r.Repo, kind: r.Kind, positive: positive[r.Repo]})
	}
	return out, nil
}

// writeSplit draws the split and writes it as a TSV: repository, half.
func writeSplit(recallData, scaleData, out string) error {
	repos, err := splitRepos(recallData, scaleData)
	if err != nil {
		return err
	}
	half := drawSplit(repos, splitSeed)
	var b strings.Builder
	fmt.Fprintf(&b, "# The held-out split of issue 19: go run -tags measure ./internal/corpus/cmd/corpus split (seed %d).\n", splitSeed)
	fmt.Fprintf(&b, "# Rules are written from the tuning half only; the held-out half is run and counted.\n")
	b.WriteString("repo\thalf\n")
	for _, r := range slices.Sorted(maps.Keys(half)) {
		fmt.Fprintf(&b, "%s\t%s\n", r, half[r])
	}
	return os.WriteFile(out, []byte(b.String()), 0o644)
}

// loadSplit reads the committed split: repository → half.
func loadSplit(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	half := make(map[string]string)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") || line == "repo\thalf" {
			continue
		}
		repo, h, ok := strings.Cut(line, "\t")
		if !ok || (h != halfTuning && h != halfHeldOut) {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		half[repo] = h
	}
	return half, sc.Err()
}
