package corpus

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path"
	"slices"
	"strings"
)

// site is one labeled place of the recall set (internal/recall/sites.json):
// a check must report there (positive) or must not (negative). The labels
// were made by reading the code before the tool ran on it.
type site struct {
	ID       string `json:"id"`
	Repo     string `json:"repo"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	EndLine  int    `json:"end_line,omitempty"` // default Line
	Check    string `json:"check"`
	Verdict  string `json:"verdict"` // positive or negative
	Class    string `json:"class"`   // the class (1-9) or "base"
	TestCode bool   `json:"test_code"`
	Why      string `json:"why"`
	Labeler  string `json:"labeler"` // who read the code: A, B or C (docs/recall.md)
	// Relabeled says why the lead changed the labeler's verdict, by a
	// rule the docs state: before any run, or, for a rule an issue added
	// later, with SplitVerdict kept (docs/recall.md).
	Relabeled string `json:"relabeled,omitempty"`
	// SplitVerdict is the verdict the held-out split was drawn on, for a
	// site relabeled after the split was committed (the draw's strata
	// stay those of the record).
	SplitVerdict string `json:"split_verdict,omitempty"`
	// Handler is, for a site in a helper of another package, where the
	// handler turns the helper's failure into a tool error, as the
	// labeler's Why names it: a check reports only in the package it
	// analyses (go vet has no other package's syntax), so a helper of
	// another package is reported there, naming the helper.
	Handler *place `json:"handler,omitempty"`
}

// place is a file and a range of lines of a site's repository.
type place struct {
	File    string `json:"file"`
	Line    int    `json:"line"`
	EndLine int    `json:"end_line"`
}

// recallSet is the file: the labeled sites, and the sites left out of
// the score (with the reason).
type recallSet struct {
	Sites    []site `json:"sites"`
	Excluded []site `json:"excluded,omitempty"`
}

// checks are the checks a site may name: the suite's (issue 24's fresh
// draw is labeled for every check, not only the four client checks).
var checks = []string{"textjson", "onechannel", "emptyresult", "errmessage", "outputschema", "textonly", "ptrcontent", "retry", "structuredonly"}

func loadSites(path string) ([]site, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var set recallSet
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&set); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	ids := make(map[string]bool)
	for _, s := range set.Sites {
		if err := s.validate(); err != nil {
			return nil, fmt.Errorf("%s: site %q: %v", path, s.ID, err)
		}
		if ids[s.ID] {
			return nil, fmt.Errorf("%s: site id %q twice", path, s.ID)
		}
		ids[s.ID] = true
	}
	return set.Sites, nil
}

func (s site) validate() error {
	switch {
	case s.ID == "" || s.Repo == "" || s.File == "" || s.Line <= 0:
		return fmt.Errorf("id, repo, file and line are required")
	case s.EndLine != 0 && s.EndLine < s.Line:
		return fmt.Errorf("end_line %d before line %d", s.EndLine, s.Line)
	case !slices.Contains(checks, s.Check):
		return fmt.Errorf("check %q is not one of %s", s.Check, strings.Join(checks, ", "))
	case s.Verdict != "positive" && s.Verdict != "negative":
		return fmt.Errorf("verdict %q is neither positive nor negative", s.Verdict)
	case strings.TrimSpace(s.Why) == "":
		return fmt.Errorf("no reason")
	case s.Handler != nil && (s.Handler.File == "" || s.Handler.Line <= 0 || s.Handler.EndLine < s.Handler.Line):
		return fmt.Errorf("handler needs a file and a line range")
	case s.Handler != nil && !strings.Contains(s.Why, path.Base(s.Handler.File)):
		return fmt.Errorf("handler %s is not the one the reason names", s.Handler.File)
	}
	return nil
}

// covers reports whether f is a finding of the site's check in its lines,
// or in the lines of its handler in another package.
func (s site) covers(f finding) bool {
	if f.Check != s.Check || f.Repo != s.Repo {
		return false
	}
	if h := s.Handler; h != nil && f.Path == h.File && h.Line <= f.Line && f.Line <= h.EndLine {
		return true
	}
	return f.Path == s.File && s.Line <= f.Line && f.Line <= max(s.EndLine, s.Line)
}

// score is the recall set measured against a run's findings.
type score struct {
	truePos, falseNeg, trueNeg, falsePos map[string][]site // by check
	misses, wrong                        []site
	unlabeled                            []finding // findings in labeled files, at no site
}

func scoreSites(sites []site, findings []finding) score {
	sc := score{truePos: map[string][]site{}, falseNeg: map[string][]site{}, trueNeg: map[string][]site{}, falsePos: map[string][]site{}}
	labeledFiles := make(map[string]bool)
	atSite := make(map[findingKey]bool)
	for _, s := range sites {
		labeledFiles[s.Repo+"/"+s.File] = true
		found := false
		for _, f := range findings {
			if s.covers(f) {
				found = true
				atSite[f.key()] = true
			}
		}
		switch {
		case s.Verdict == "positive" && found:
			sc.truePos[s.Check] = append(sc.truePos[s.Check], s)
		case s.Verdict == "positive":
			sc.falseNeg[s.Check] = append(sc.falseNeg[s.Check], s)
			sc.misses = append(sc.misses, s)
		case found:
			sc.falsePos[s.Check] = append(sc.falsePos[s.Check], s)
			sc.wrong = append(sc.wrong, s)
		default:
			sc.trueNeg[s.Check] = append(sc.trueNeg[s.Check], s)
		}
	}
	for _, f := range findings {
		if labeledFiles[f.Repo+"/"+f.Path] && !atSite[f.key()] {
			sc.unlabeled = append(sc.unlabeled, f)
		}
	}
	return sc
}

func ratio(num, den int) string {
	if den == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(num)/float64(den))
}

func (sc score) print(w io.Writer) {
	fmt.Fprintf(w, "%-12s %9s %9s %9s %9s %7s %9s\n", "check", "positives", "found", "negatives", "reported", "recall", "precision")
	var tp, fn, tn, fp int
	for _, c := range checks {
		a, b, d, e := len(sc.truePos[c]), len(sc.falseNeg[c]), len(sc.trueNeg[c]), len(sc.falsePos[c])
		tp, fn, tn, fp = tp+a, fn+b, tn+d, fp+e
		fmt.Fprintf(w, "%-12s %9d %9d %9d %9d %7s %9s\n", c, a+b, a, d+e, e, ratio(a, a+b), ratio(a, a+e))
	}
	fmt.Fprintf(w, "%-12s %9d %9d %9d %9d %7s %9s\n", "all", tp+fn, tp, tn+fp, fp, ratio(tp, tp+fn), ratio(tp, tp+fp))
	fmt.Fprintln(w, "\n(reported: negatives the check reported; precision: found / (found + reported))")
	list := func(title string, sites []site) {
		fmt.Fprintf(w, "\n%s (%d):\n", title, len(sites))
		for _, s := range sites {
			fmt.Fprintf(w, "  %s %s %s %s:%d-%d class %s: %s\n", s.ID, s.Check, s.Repo, s.File, s.Line, max(s.EndLine, s.Line), s.Class, s.Why)
		}
	}
	list("missed positives", sc.misses)
	list("reported negatives", sc.wrong)
	fmt.Fprintf(w, "\nfindings in labeled files at no site (%d), to judge:\n", len(sc.unlabeled))
	for _, f := range sc.unlabeled {
		fmt.Fprintf(w, "  %s\n", f)
	}
}
