package e2e

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// readmeBlock returns the fenced block of README.md marked
// <!-- e2e: name -->.
func readmeBlock(t *testing.T, name string) string {
	t.Helper()
	for _, b := range docBlocks(t, filepath.Join(repoRoot, "README.md")) {
		if b.name == name {
			return b.text
		}
	}
	t.Fatalf("README.md has no block marked <!-- e2e: %s -->", name)
	return ""
}

// TestReadmeOutput: the README's first command prints exactly the findings
// the README shows (one per mistake, each naming its check, in line order).
func TestReadmeOutput(t *testing.T) {
	install(t)
	want := strings.TrimPrefix(readmeBlock(t, "readme-output"), "$ go run ./cmd/mcpresult ./examples/...\n")
	r := runShell(t, checkoutDir, "go run ./cmd/mcpresult ./examples/...", nil).expect(t, 1)
	if got := r.out; strings.TrimSpace(got) != strings.TrimSpace(want) {
		t.Errorf("README output differs:\n got:\n%s\nwant:\n%s", got, want)
	}
	r.expectNamedInOrder(t)
	seen := map[string]bool{}
	for _, f := range r.findingLines() {
		at := fmt.Sprintf("%s:%d", f.file, f.line)
		if seen[at] {
			t.Errorf("two findings at %s: one mistake must give one finding", at)
		}
		seen[at] = true
	}
}

// TestReadmeFix: the README's -fix command, run as it says in a clone of
// the checkout, prints exactly the README's block, changes what the README
// says it changes, and leaves code that builds and has no finding that had
// a fix; and every line number and count the README's prose gives about
// it is what the tool did (readmeFixProse).
func TestReadmeFix(t *testing.T) {
	slow(t)
	install(t)
	dir := filepath.Join(t.TempDir(), "mcpresult")
	runShell(t, filepath.Dir(dir), "git clone -q "+checkoutDir+" mcpresult", nil).expect(t, 0)
	examples := []string{"examples/weather/weather.go", "examples/weatherserver/server.go"}
	original := readFiles(t, dir, examples)

	want := readmeBlock(t, "readme-fix-output")
	command, wantOut, _ := strings.Cut(want, "\n")
	r := runShell(t, dir, strings.TrimPrefix(command, "$ "), nil).expect(t, 1)
	if strings.TrimSpace(r.out) != strings.TrimSpace(wantOut) {
		t.Errorf("README -fix output differs:\n got:\n%s\nwant:\n%s", r.out, wantOut)
	}
	fixed := readFiles(t, dir, examples)
	if before := readmeBlock(t, "readme-fix-before"); !strings.Contains(original[examples[0]], before) || strings.Contains(fixed[examples[0]], before) {
		t.Errorf("the lines the README says -fix changes are not in %s before the fix, or are still there after it:\n%s", examples[0], before)
	}
	if after := readmeBlock(t, "readme-fix-after"); !strings.Contains(fixed[examples[0]], after) {
		t.Errorf("-fix did not write what the README says:\n%s\nfixed file:\n%s", after, fixed[examples[0]])
	}
	left := r.findingLines()
	for _, f := range left {
		if f.fixable() {
			t.Errorf("a finding marked [fix] is left after -fix: %s:%d: %s", f.file, f.line, f.message)
		}
	}
	// The findings before the fix are the README's output block, which
	// TestReadmeOutput compares with the tool's.
	shown := result{out: readmeBlock(t, "readme-output")}.findingLines()
	for _, problem := range fixProseProblems(readmeFixProse(t), original, fixed, findingsAt(shown, left), len(left)) {
		t.Error(problem)
	}

	runShell(t, dir, "go build ./examples/...", nil).expect(t, 0)
	r = runShell(t, dir, "mcpresult -json ./examples/...", nil).expect(t, 0)
	var report jsonReport
	if err := json.Unmarshal([]byte(r.out), &report); err != nil {
		t.Fatalf("-json: %v\n%s", err, r.out)
	}
	for _, byCheck := range report {
		for check, raw := range byCheck {
			var findings []jsonFinding
			if json.Unmarshal(raw, &findings) != nil {
				continue
			}
			for _, f := range findings {
				if len(f.SuggestedFixes) > 0 {
					t.Errorf("%s: %s finding with a fix remains after -fix: %s", f.Posn, check, f.Message)
				}
			}
		}
	}
}

// findingsAt returns "file:line" for each finding of the lists.
func findingsAt(lists ...[]printedFinding) map[string]bool {
	at := map[string]bool{}
	for _, list := range lists {
		for _, f := range list {
			at[f.file+":"+strconv.Itoa(f.line)] = true
		}
	}
	return at
}

func readFiles(t *testing.T, dir string, names []string) map[string]string {
	t.Helper()
	files := map[string]string{}
	for _, name := range names {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		files[name] = string(data)
	}
	return files
}

// readmeFixProse returns the prose of the README's section on -fix: the
// text from its heading to the next, without the fenced blocks (which the
// test compares whole).
func readmeFixProse(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n### Fixing\n")
	if !ok {
		t.Fatal("README.md has no section ### Fixing")
	}
	if i := strings.Index(section, "\n#"); i >= 0 {
		section = section[:i]
	}
	var prose []string
	inBlock := false
	for _, line := range strings.Split(section, "\n") {
		if strings.HasPrefix(line, "```") {
			inBlock = !inBlock
			continue
		}
		if !inBlock {
			prose = append(prose, line)
		}
	}
	return strings.Join(prose, "\n")
}

// proseRef matches what the README's prose says about a fix: a file it
// names, a line or a range of lines of that file, and a count of findings
// left.
var proseRef = regexp.MustCompile("`(examples/[\\w/]+\\.go)`|\\blines? (\\d+)(?:[–-](\\d+))?|\\b(\\w+) findings? (?:are )?left")

// fixProseProblems checks each claim of the prose against what -fix did:
// a line or range of lines it names, in the file named last before it, is
// a line the fix changed or a line of a finding (before or after the fix,
// in atFinding as "file:line"); a count of findings left is left, the
// number of findings -fix printed. It returns what does not hold.
func fixProseProblems(prose string, original, fixed map[string]string, atFinding map[string]bool, left int) []string {
	var problems []string
	file := ""
	claims := 0
	for _, m := range proseRef.FindAllStringSubmatch(prose, -1) {
		switch {
		case m[1] != "":
			file = m[1]
		case m[2] != "":
			claims++
			if _, ok := original[file]; !ok {
				problems = append(problems, fmt.Sprintf("the README's -fix prose says %q before naming one of the example files", m[0]))
				continue
			}
			first, _ := strconv.Atoi(m[2])
			last := first
			if m[3] != "" {
				last, _ = strconv.Atoi(m[3])
			}
			changed := changedLines(original[file], fixed[file])
			for line := first; line <= last; line++ {
				if !changed[line] && !atFinding[file+":"+strconv.Itoa(line)] {
					problems = append(problems, fmt.Sprintf("the README's -fix prose says %q of %s, but -fix changed no line %d there and no finding is on it (it changed lines %v)",
						m[0], file, line, sortedLines(changed)))
				}
			}
		case m[4] != "":
			claims++
			if n, ok := countWord(m[4]); !ok || n != left {
				problems = append(problems, fmt.Sprintf("the README's -fix prose says %q; -fix left %d", m[0], left))
			}
		}
	}
	if claims == 0 {
		problems = append(problems, "the README's -fix prose names no line and no count: nothing was checked")
	}
	return problems
}

// The prose check catches what went stale before: lines the fix no longer
// changes, a finding at a line that has none, a wrong count.
func TestFixProseCheck(t *testing.T) {
	const file = "examples/weather/weather.go"
	original := map[string]string{file: "a\nb\nc\nd\ne\n"}
	fixed := map[string]string{file: "a\nB\nC\nd\ne\n"}
	at := map[string]bool{file + ":5": true}
	for prose, want := range map[string]int{
		"In `" + file + "` it changes lines 2–3; the finding at line 5 stays. The one finding left.": 0,
		"In `" + file + "` it changes lines 1–2.":                                                    1,
		"In `" + file + "` onechannel reports the read at line 4.":                                   1,
		"The two findings left.": 1,
		"It changes line 2.":     1,
		"Nothing to check.":      1,
	} {
		if got := fixProseProblems(prose, original, fixed, at, 1); len(got) != want {
			t.Errorf("%q: problems %q, want %d", prose, got, want)
		}
	}
	if got := sortedLines(changedLines("a\nb\nc\n", "a\nx\ny\nc\n")); !slices.Equal(got, []int{2}) {
		t.Errorf("changedLines = %v, want [2]", got)
	}
}

// countWord reads a count written as a word (one to twelve) or in digits.
func countWord(word string) (int, bool) {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	if i := slices.Index(words, strings.ToLower(word)); i >= 0 {
		return i, true
	}
	n, err := strconv.Atoi(word)
	return n, err == nil
}

// changedLines returns the lines of old that new does not keep (a line
// diff: those outside a longest common subsequence of lines).
func changedLines(old, new string) map[int]bool {
	a, b := strings.Split(old, "\n"), strings.Split(new, "\n")
	// lcs[i][j] is the length of the longest common subsequence of a[i:] and b[j:].
	lcs := make([][]int, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	changed := map[int]bool{}
	i, j := 0, 0
	for i < len(a) {
		switch {
		case j < len(b) && a[i] == b[j]:
			i, j = i+1, j+1
		case j < len(b) && lcs[i][j+1] >= lcs[i+1][j]:
			j++
		default:
			changed[i+1] = true
			i++
		}
	}
	return changed
}

func sortedLines(lines map[int]bool) []int {
	return slices.Sorted(maps.Keys(lines))
}
