package corpus

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"text/tabwriter"
)

// judgment is a maintainer's verdict on one finding, kept in
// internal/corpus/scale/judgments.tsv beside the findings: the finding's
// fields (the message as it was judged), then verdict, kind and why.
type judgment struct {
	finding
	Verdict string // right or wrong
	// Kind classifies a wrong finding by issue 9's list: 1 presence guard,
	// 2 request validation, 3 target of an action, 4 own results,
	// 5 test checks not seen, 6 not an error object, or "other: <what>".
	// "-" for a right one.
	Kind string
	Why  string
}

var judgmentHeader = append(slices.Clone(findingHeader), "verdict", "kind", "why")

var wrongKinds = []string{"1", "2", "3", "4", "5", "6"}

func parseJudgment(fields []string) (judgment, error) {
	if len(fields) != len(judgmentHeader) {
		return judgment{}, fmt.Errorf("%d fields, want %d (%s)", len(fields), len(judgmentHeader), strings.Join(judgmentHeader, ", "))
	}
	f, err := parseFinding(fields)
	if err != nil {
		return judgment{}, err
	}
	j := judgment{finding: f, Verdict: fields[6], Kind: fields[7], Why: fields[8]}
	switch {
	case j.Verdict != "right" && j.Verdict != "wrong":
		return j, fmt.Errorf("verdict %q is neither right nor wrong", j.Verdict)
	case j.Verdict == "right" && j.Kind != "-":
		return j, fmt.Errorf("a right finding has kind \"-\", not %q", j.Kind)
	case j.Verdict == "wrong" && !slices.Contains(wrongKinds, j.Kind) && !strings.HasPrefix(j.Kind, "other: "):
		return j, fmt.Errorf("kind %q of a wrong finding is not 1-6 nor \"other: <what>\"", j.Kind)
	case strings.TrimSpace(j.Why) == "":
		return j, fmt.Errorf("no reason given")
	}
	return j, nil
}

func readJudgments(path string) ([]judgment, error) {
	var out []judgment
	seen := make(map[findingKey]bool)
	err := readTSV(path, judgmentHeader, func(fields []string) error {
		j, err := parseJudgment(fields)
		if err != nil {
			return err
		}
		if seen[j.key()] {
			return fmt.Errorf("%s is judged twice", j.finding)
		}
		seen[j.key()] = true
		out = append(out, j)
		return nil
	})
	return out, err
}

// tally counts findings and verdicts of one check or one repository.
type tally struct{ Findings, Right, Wrong, Unjudged int }

func (t *tally) add(j *judgment) {
	t.Findings++
	switch {
	case j == nil:
		t.Unjudged++
	case j.Verdict == "right":
		t.Right++
	default:
		t.Wrong++
	}
}

// precision is right over judged, or "-" with nothing judged.
func (t tally) precision() string {
	if t.Right+t.Wrong == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(t.Right)/float64(t.Right+t.Wrong))
}

// comparison sets the findings of a run against the kept judgments.
type comparison struct {
	perCheck, perRepo map[string]*tally
	total             tally
	unjudged          []finding
	gone              []judgment // judged, but the run no longer finds it
	reworded          []rewording
	wrong             []judgment // judged wrong and still found
}

// rewording is a judgment made under another message than the finding's.
type rewording struct {
	judged  judgment
	message string // the finding's message now
}

func compare(findings []finding, judgments []judgment) comparison {
	c := comparison{perCheck: map[string]*tally{}, perRepo: map[string]*tally{}}
	byKey := make(map[findingKey]*judgment)
	for i := range judgments {
		byKey[judgments[i].key()] = &judgments[i]
	}
	found := make(map[findingKey]bool)
	for _, f := range findings {
		found[f.key()] = true
		j := byKey[f.key()]
		for _, t := range []*tally{c.count(c.perCheck, f.Check), c.count(c.perRepo, f.Repo), &c.total} {
			t.add(j)
		}
		switch {
		case j == nil:
			c.unjudged = append(c.unjudged, f)
		case j.Message != f.Message:
			c.reworded = append(c.reworded, rewording{*j, f.Message})
		}
		if j != nil && j.Verdict == "wrong" {
			c.wrong = append(c.wrong, *j)
		}
	}
	for _, j := range judgments {
		if !found[j.key()] {
			c.gone = append(c.gone, j)
		}
	}
	return c
}

func (c comparison) count(m map[string]*tally, name string) *tally {
	if m[name] == nil {
		m[name] = &tally{}
	}
	return m[name]
}

func (c comparison) print(w io.Writer) {
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
	printTallies(tw, "check", c.perCheck, c.total)
	fmt.Fprintln(tw)
	printTallies(tw, "repository", c.perRepo, c.total)
	tw.Flush()
	printList(w, "findings judged wrong", c.wrong, func(j judgment) string {
		return fmt.Sprintf("%s:%d:%d %s [kind %s] %s", j.Repo+"/"+j.Path, j.Line, j.Col, j.Check, j.Kind, j.Why)
	})
	printList(w, "findings with no judgment (judge them in judgments.tsv)", c.unjudged, finding.String)
	printList(w, "judgments whose finding is gone (the check no longer reports it)", c.gone, func(j judgment) string {
		return fmt.Sprintf("%s [was %s] %s", j.finding, j.Verdict, j.Why)
	})
	printList(w, "judgments made under another message (the finding's wording changed)", c.reworded, func(r rewording) string {
		return fmt.Sprintf("%s\n    now: %s", r.judged.finding, r.message)
	})
}

func printTallies(w io.Writer, title string, m map[string]*tally, total tally) {
	fmt.Fprintf(w, "%s\tfindings\tright\twrong\tunjudged\tprecision\t\n", title)
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		t := m[name]
		fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%s\t\n", name, t.Findings, t.Right, t.Wrong, t.Unjudged, t.precision())
	}
	fmt.Fprintf(w, "TOTAL\t%d\t%d\t%d\t%d\t%s\t\n", total.Findings, total.Right, total.Wrong, total.Unjudged, total.precision())
}

func printList[T any](w io.Writer, title string, items []T, line func(T) string) {
	fmt.Fprintf(w, "\n%s: %d\n", title, len(items))
	for _, it := range items {
		fmt.Fprintln(w, "  "+line(it))
	}
}
