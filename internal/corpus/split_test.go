package corpus

import "testing"

// The committed split names a half for every repository of the recall set
// and the scale run, and is the seeded draw of those repositories.
func TestSplitIsTheDraw(t *testing.T) {
	half, err := loadSplit("split.tsv")
	if err != nil {
		t.Fatal(err)
	}
	repos, err := splitRepos("../recall", "scale")
	if err != nil {
		t.Fatal(err)
	}
	drawn := drawSplit(repos, splitSeed)
	for _, r := range repos {
		if half[r.repo] == "" {
			t.Errorf("%s has no half in split.tsv", r.repo)
		} else if half[r.repo] != drawn[r.repo] {
			t.Errorf("%s: split.tsv says %s, the draw %s", r.repo, half[r.repo], drawn[r.repo])
		}
	}
	if len(half) != len(repos) {
		t.Errorf("split.tsv has %d repositories, the lists %d", len(half), len(repos))
	}
}
