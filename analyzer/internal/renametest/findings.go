package renametest

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis/checker"
)

// Finding is a diagnostic, placed in the original module.
type Finding struct {
	Check        string
	File         string // relative to the module's directory, slash-separated
	Line, Column int
	Func         string // the function declaration it is in ("Name", "Recv.Name"), "" at package level
	Message      string // with the original names put back, for the renamed code
}

func (f Finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s (%s)", f.File, f.Line, f.Column, f.Message, f.Check)
}

// Findings returns the diagnostics of graph's root actions, an analysis
// of Packages (dir is Dir) or of the packages Load read from dir, in the
// original module's places, each once (a package and its test variant
// report the same finding), sorted.
func (r *Renaming) Findings(graph *checker.Graph, dir string) ([]Finding, error) {
	renamed := dir != r.dir
	seen := make(map[Finding]bool)
	var list []Finding
	for _, act := range graph.Roots {
		if act.Err != nil {
			return nil, fmt.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			p := act.Package.Fset.PositionFor(d.Pos, false)
			pos, err := r.place(p.Filename, p.Offset, dir, renamed)
			if err != nil {
				return nil, fmt.Errorf("%s: %v", act.Analyzer.Name, err)
			}
			f := Finding{Check: act.Analyzer.Name, File: pos.File, Line: pos.Line, Column: pos.Column, Func: pos.Func, Message: d.Message}
			if renamed {
				f.Message = r.Unmap(d.Message)
			}
			if !seen[f] {
				seen[f] = true
				list = append(list, f)
			}
		}
	}
	slices.SortFunc(list, compareFindings)
	return list, nil
}

// place returns the original place of an offset of filename: a file of
// the renamed module in dir, or a file of the original module (a package
// kept as a dependency is analysed as it is).
func (r *Renaming) place(filename string, offset int, dir string, renamed bool) (position, error) {
	if renamed {
		if rel, err := relativeTo(dir, filename); err == nil {
			return r.originalPosition(rel, offset, true)
		}
	}
	rel, err := r.relative(filename)
	if err != nil {
		return position{}, err
	}
	return r.originalPosition(rel, offset, false)
}

func compareFindings(a, b Finding) int {
	return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column),
		strings.Compare(a.Check, b.Check), strings.Compare(a.Message, b.Message))
}

// Difference is a place where the findings of the original and of the
// renamed code differ: the messages only one of them reports there.
type Difference struct {
	Check        string
	File         string
	Line, Column int
	Func         string
	Original     []string // reported on the original code only
	Renamed      []string // reported on the renamed code only (original names put back)
}

// Compare returns the differences between the findings of the original
// code and those of the renamed code, sorted by place.
func Compare(original, renamed []Finding) []Difference {
	type place struct {
		check, file  string
		line, column int
	}
	diffs := make(map[place]*Difference)
	count := make(map[Finding]int)
	for _, f := range original {
		count[f]++
	}
	for _, f := range renamed {
		count[f]--
	}
	for f, n := range count {
		if n == 0 {
			continue
		}
		k := place{f.Check, f.File, f.Line, f.Column}
		d := diffs[k]
		if d == nil {
			d = &Difference{Check: f.Check, File: f.File, Line: f.Line, Column: f.Column, Func: f.Func}
			diffs[k] = d
		}
		for ; n > 0; n-- {
			d.Original = append(d.Original, f.Message)
		}
		for ; n < 0; n++ {
			d.Renamed = append(d.Renamed, f.Message)
		}
	}
	var list []Difference
	for _, d := range diffs {
		slices.Sort(d.Original)
		slices.Sort(d.Renamed)
		list = append(list, *d)
	}
	slices.SortFunc(list, func(a, b Difference) int {
		return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line), cmp.Compare(a.Column, b.Column), strings.Compare(a.Check, b.Check))
	})
	return list
}

// Describe writes d for a person: the check and place, what each side
// reported there, the identifiers renamed on that line, and the names
// declared elsewhere that its function uses (where a rule keyed on names
// usually looks).
func (r *Renaming) Describe(d Difference) string {
	var b strings.Builder
	where := d.Func
	if where == "" {
		where = "package level"
	}
	fmt.Fprintf(&b, "%s at %s:%d:%d (in %s)\n", d.Check, d.File, d.Line, d.Column, where)
	fmt.Fprintf(&b, "\toriginal: %s\n", orNone(d.Original))
	fmt.Fprintf(&b, "\trenamed:  %s\n", orNone(d.Renamed))
	fmt.Fprintf(&b, "\trenamed on this line: %s\n", orNone(r.RenamedOn(d.File, d.Line)))
	fmt.Fprintf(&b, "\tnames the function uses, renamed: %s", orNone(r.UsedBy(d.File, d.Line)))
	return b.String()
}

func orNone(list []string) string {
	if len(list) == 0 {
		return "(nothing)"
	}
	return strings.Join(list, " | ")
}
