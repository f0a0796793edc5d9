package corpus

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
)

// The whole-repository measure (issue 28): every finding of a run over
// whole repositories, judged as the repository's maintainer would by a
// judge who wrote no rule, kept in maintainer.tsv beside findings.tsv in
// each data directory (internal/corpus/scale, internal/recall, a fresh
// draw). A finding is counted right only when the judge would keep it:
// "debatable" counts as not right. The kept judgments carry over runs by
// the finding's key, so the next run shows what changed.

// maintainerVerdicts are the verdicts of maintainer.tsv.
var maintainerVerdicts = []string{"right", "wrong", "debatable"}

// seedChecks are the checks of the four seed mistakes, whose share of
// kept findings the measure is about; the others are counted too.
var seedChecks = []string{"textjson", "onechannel", "emptyresult", "errmessage"}

var maintainerHeader = append(slices.Clone(findingHeader), "verdict", "why")

// maintainerJudgment is one judged finding of maintainer.tsv.
type maintainerJudgment struct {
	finding
	Verdict, Why string
}

func readMaintainerJudgments(path string) (map[findingKey]maintainerJudgment, error) {
	out := make(map[findingKey]maintainerJudgment)
	err := readTSV(path, maintainerHeader, func(fields []string) error {
		if len(fields) != len(maintainerHeader) {
			return fmt.Errorf("%d fields, want %d (%s)", len(fields), len(maintainerHeader), strings.Join(maintainerHeader, ", "))
		}
		f, err := parseFinding(fields)
		if err != nil {
			return err
		}
		j := maintainerJudgment{finding: f, Verdict: fields[6], Why: fields[7]}
		switch {
		case !slices.Contains(maintainerVerdicts, j.Verdict):
			return fmt.Errorf("verdict %q is not one of %v", j.Verdict, maintainerVerdicts)
		case strings.TrimSpace(j.Why) == "":
			return fmt.Errorf("no reason given")
		case out[f.key()] != (maintainerJudgment{}):
			return fmt.Errorf("%s is judged twice", f)
		}
		out[f.key()] = j
		return nil
	})
	return out, err
}

// keptTally counts one check's findings by verdict.
type keptTally struct{ findings, right, wrong, debatable, unjudged int }

func (t *keptTally) add(verdict string) {
	t.findings++
	switch verdict {
	case "right":
		t.right++
	case "wrong":
		t.wrong++
	case "debatable":
		t.debatable++
	default:
		t.unjudged++
	}
}

// share is right over judged (debatable counts as not right), or "-".
func (t keptTally) share() string {
	judged := t.right + t.wrong + t.debatable
	if judged == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f", float64(t.right)/float64(judged))
}

// maintainerReport sets the findings of the data directories (one
// finding once, however many directories hold it) against their
// maintainer judgments.
type maintainerReport struct {
	perCheck map[string]*keptTally
	unjudged []finding
	notKept  []maintainerJudgment // judged wrong or debatable, still found
}

func judgeFindings(dirs []string) (maintainerReport, error) {
	r := maintainerReport{perCheck: map[string]*keptTally{}}
	seen := make(map[findingKey]bool)
	judged := make(map[findingKey]maintainerJudgment)
	var findings []finding
	for _, dir := range dirs {
		fs, err := readFindings(filepath.Join(dir, "findings.tsv"))
		if err != nil {
			return r, err
		}
		js, err := readMaintainerJudgments(filepath.Join(dir, "maintainer.tsv"))
		if err != nil {
			return r, err
		}
		for k, j := range js {
			judged[k] = j
		}
		for _, f := range fs {
			if !seen[f.key()] {
				seen[f.key()] = true
				findings = append(findings, f)
			}
		}
	}
	slices.SortFunc(findings, compareFindings)
	for _, f := range findings {
		if r.perCheck[f.Check] == nil {
			r.perCheck[f.Check] = &keptTally{}
		}
		j, ok := judged[f.key()]
		r.perCheck[f.Check].add(j.Verdict)
		switch {
		case !ok:
			r.unjudged = append(r.unjudged, f)
		case j.Verdict != "right":
			r.notKept = append(r.notKept, j)
		}
	}
	return r, nil
}

func (r maintainerReport) print(w io.Writer) {
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "check\tfindings\tright\twrong\tdebatable\tunjudged\tkept share\t\n")
	var seed keptTally
	checks := make([]string, 0, len(r.perCheck))
	for c := range r.perCheck {
		checks = append(checks, c)
	}
	slices.Sort(checks)
	for _, c := range checks {
		t := r.perCheck[c]
		mark := ""
		if slices.Contains(seedChecks, c) {
			mark = " (seed)"
			seed.findings += t.findings
			seed.right += t.right
			seed.wrong += t.wrong
			seed.debatable += t.debatable
			seed.unjudged += t.unjudged
		}
		fmt.Fprintf(tw, "%s%s\t%d\t%d\t%d\t%d\t%d\t%s\t\n", c, mark, t.findings, t.right, t.wrong, t.debatable, t.unjudged, t.share())
	}
	fmt.Fprintf(tw, "SEED CHECKS\t%d\t%d\t%d\t%d\t%d\t%s\t\n", seed.findings, seed.right, seed.wrong, seed.debatable, seed.unjudged, seed.share())
	tw.Flush()
	printList(w, "findings judged wrong or debatable", r.notKept, func(j maintainerJudgment) string {
		return fmt.Sprintf("%s:%d:%d %s [%s] %s", j.Repo+"/"+j.Path, j.Line, j.Col, j.Check, j.Verdict, j.Why)
	})
	printList(w, "findings with no maintainer judgment (judge them in maintainer.tsv)", r.unjudged, finding.String)
}

// maintainer prints the whole-repository measure of the data directories.
func maintainer(dirs []string) error {
	r, err := judgeFindings(dirs)
	if err != nil {
		return err
	}
	fmt.Printf("findings of %s judged as their maintainers would (maintainer.tsv):\n\n", strings.Join(dirs, ", "))
	r.print(os.Stdout)
	return nil
}
