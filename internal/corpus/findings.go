package corpus

import (
	"bufio"
	"cmp"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
)

// finding is one distinct diagnostic of the scale run. A file analysed in
// a package and in its test variant yields it once.
type finding struct {
	Check   string
	Repo    string // owner/name
	Path    string // relative to the repository root
	Line    int
	Col     int
	Message string
}

// findingKey identifies a finding across runs: the source is pinned, so
// a position names the same code in every run; the message may change
// wording without the finding changing.
type findingKey struct {
	Check, Repo, Path string
	Line, Col         int
}

func (f finding) key() findingKey { return findingKey{f.Check, f.Repo, f.Path, f.Line, f.Col} }

func (f finding) String() string {
	return fmt.Sprintf("%s %s %s:%d:%d: %s", f.Check, f.Repo, f.Path, f.Line, f.Col, f.Message)
}

func compareFindings(a, b finding) int {
	return cmp.Or(cmp.Compare(a.Check, b.Check), cmp.Compare(a.Repo, b.Repo), cmp.Compare(a.Path, b.Path),
		cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col), cmp.Compare(a.Message, b.Message))
}

var findingHeader = []string{"check", "repo", "path", "line", "col", "message"}

func (f finding) fields() []string {
	return []string{f.Check, f.Repo, f.Path, strconv.Itoa(f.Line), strconv.Itoa(f.Col), f.Message}
}

// parseFinding reads the first six fields of a TSV row.
func parseFinding(fields []string) (finding, error) {
	if len(fields) < len(findingHeader) {
		return finding{}, fmt.Errorf("%d fields, want at least %d (%s)", len(fields), len(findingHeader), strings.Join(findingHeader, ", "))
	}
	line, err1 := strconv.Atoi(fields[3])
	col, err2 := strconv.Atoi(fields[4])
	if err1 != nil || err2 != nil {
		return finding{}, fmt.Errorf("line %q and col %q must be numbers", fields[3], fields[4])
	}
	return finding{Check: fields[0], Repo: fields[1], Path: fields[2], Line: line, Col: col, Message: fields[5]}, nil
}

// readTSV returns the rows of a tab-separated file with a header row,
// skipping blank lines and lines starting with '#'. A missing file has no
// rows. Each row is passed to parse with its line number for errors.
func readTSV(path string, header []string, parse func(fields []string) error) error {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "\t")
		if slices.Equal(fields, header) {
			continue
		}
		if err := parse(fields); err != nil {
			return fmt.Errorf("%s:%d: %v", path, n, err)
		}
	}
	return sc.Err()
}

// writeTSV writes a header row and rows; no field may hold a tab or a
// newline.
func writeTSV(path string, header []string, rows [][]string) error {
	var b strings.Builder
	for _, row := range append([][]string{header}, rows...) {
		for i, field := range row {
			if strings.ContainsAny(field, "\t\n") {
				return fmt.Errorf("%s: field %q holds a tab or a newline", path, field)
			}
			if i > 0 {
				b.WriteByte('\t')
			}
			b.WriteString(field)
		}
		b.WriteByte('\n')
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

func readFindings(path string) ([]finding, error) {
	var out []finding
	err := readTSV(path, findingHeader, func(fields []string) error {
		f, err := parseFinding(fields)
		out = append(out, f)
		return err
	})
	return out, err
}

// writeFindings writes the fresh findings and keeps the earlier findings
// of the repositories in keep (listed but not run: left out with -only, or
// mirror missing), so that one file always covers the whole list.
func writeFindings(path string, fresh []finding, keep map[string]bool) error {
	old, err := readFindings(path)
	if err != nil {
		return err
	}
	all := slices.DeleteFunc(old, func(f finding) bool { return !keep[f.Repo] })
	all = append(all, fresh...)
	slices.SortFunc(all, compareFindings)
	all = slices.CompactFunc(all, func(a, b finding) bool { return compareFindings(a, b) == 0 })
	rows := make([][]string, len(all))
	for i, f := range all {
		rows[i] = f.fields()
	}
	return writeTSV(path, findingHeader, rows)
}
