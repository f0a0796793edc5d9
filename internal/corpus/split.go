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

// The held-out split. A held-out half is spent once: after its misses have
// been read it joins the tuning half, and a fresh draw takes its place.
//
//   - Issue 19 drew every repository of the recall set and the scale run
//     (seed 19, stratified by kind and by labeled positives). Its held-out
//     half was read for issue 24 and is tuning now.
//   - Issue 24 drew the repositories its fresh draw brought in (the entries
//     of internal/recall/repos.json with draw 24), with seed 24, stratified
//     by kind and by what the scouts saw there (hints), so that each half
//     has clients, servers, retries and structured results.
//   - Issue 25 drew, the same way with seed 25, the repositories a scout
//     found holding retries of tool calls or hand-built structured results
//     (draw 25), the real code its two new checks are measured on.
//
// The file written is the record: every repository, its half and the draw
// that placed it, committed before any rule of the issue changed. Rules
// are written from the tuning half only.

// Halves of the split.
const (
	halfTuning  = "tuning"
	halfHeldOut = "heldout"
)

// splitFile is the committed split, from the repository root.
const splitFile = "internal/corpus/split.tsv"

// freshDraws are the draws that hold the held-out half: each is drawn on
// its own, with its issue's number as its seed.
var freshDraws = []int{24, 25}

// splitRepo is what the draw knows of a repository.
type splitRepo struct {
	repo    string
	draw    int    // the issue whose draw brought it in (0: issue 19's)
	stratum string // kind and hints: the draw alternates halves within each
}

// drawSplit assigns each repository a half: within each stratum, sorted
// by name and shuffled with the seed, the repositories alternate between
// the halves, and each stratum starts on the half that has fewer so far.
func drawSplit(repos []splitRepo, seed uint64) map[string]string {
	strata := make(map[string][]splitRepo)
	for _, r := range repos {
		strata[r.stratum] = append(strata[r.stratum], r)
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

// currentSplit is the split of every repository: each fresh draw's
// repositories drawn with its seed, every earlier one tuning.
func currentSplit(repos []splitRepo) map[string]string {
	half := make(map[string]string)
	for _, draw := range freshDraws {
		var fresh []splitRepo
		for _, r := range repos {
			if r.draw == draw {
				fresh = append(fresh, r)
			}
		}
		maps.Copy(half, drawSplit(fresh, uint64(draw)))
	}
	for _, r := range repos {
		if half[r.repo] == "" {
			half[r.repo] = halfTuning
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
	seen := make(map[string]bool)
	var out []splitRepo
	for _, r := range append(recallRepos, scaleRepos...) {
		if seen[r.Repo] {
			continue
		}
		seen[r.Repo] = true
		hints := slices.Sorted(slices.Values(r.Hints))
		out = append(out, splitRepo{repo: r.Repo, draw: r.Draw, stratum: r.Kind + "/" + strings.Join(hints, "+")})
	}
	return out, nil
}

// writeSplit draws the split and writes it as a TSV: repository, half,
// and the draw that placed it.
func writeSplit(recallData, scaleData, out string) error {
	repos, err := splitRepos(recallData, scaleData)
	if err != nil {
		return err
	}
	half := currentSplit(repos)
	draw := make(map[string]int)
	for _, r := range repos {
		draw[r.repo] = r.draw
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# The held-out split: go run -tags measure ./internal/corpus/cmd/corpus split.\n")
	fmt.Fprintf(&b, "# Draws %v (each seeded with its number) hold the held-out half; draw 0 is issue 19's, whose held-out half was read and is tuning now.\n", freshDraws)
	fmt.Fprintf(&b, "# Rules are written from the tuning half only; the held-out half is run and counted.\n")
	b.WriteString("repo\thalf\tdraw\n")
	for _, r := range slices.Sorted(maps.Keys(half)) {
		fmt.Fprintf(&b, "%s\t%s\t%d\n", r, half[r], draw[r])
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
		if line == "repo\thalf\tdraw" {
			continue
		}
		repo, h, ok := strings.Cut(line, "\t")
		h, _, _ = strings.Cut(h, "\t") // the draw that placed it
		if !ok || (h != halfTuning && h != halfHeldOut) {
			return nil, fmt.Errorf("%s: bad line %q", path, line)
		}
		half[repo] = h
	}
	return half, sc.Err()
}
