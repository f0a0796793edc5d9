package corpus

import "testing"

// The committed split names a half for every repository of the recall set
// and the scale run: the fresh draw's repositories as the seeded draw
// places them, every earlier one in the tuning half.
func TestSplitIsTheDraw(t *testing.T) {
	half, err := loadSplit("split.tsv")
	if err != nil {
		t.Fatal(err)
	}
	repos, err := splitRepos("../recall", "scale")
	if err != nil {
		t.Fatal(err)
	}
	drawn := currentSplit(repos)
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

// Each stratum alternates between the halves, so a draw of two
// repositories of one kind puts one in each half.
func TestDrawAlternatesWithinAStratum(t *testing.T) {
	repos := []splitRepo{
		{repo: "a/one", draw: 24, stratum: "server/"},
		{repo: "b/two", draw: 24, stratum: "server/"},
		{repo: "c/old", stratum: "client/"},
	}
	half := currentSplit(repos)
	if half["a/one"] == half["b/two"] {
		t.Errorf("both repositories of one stratum in the %s half", half["a/one"])
	}
	if half["c/old"] != halfTuning {
		t.Errorf("a repository of an earlier draw is %s, want tuning", half["c/old"])
	}
}
