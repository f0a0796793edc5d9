package driver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"os"
	"os/exec"
	"strconv"
	"strings"
)

// -cache runs the checks through go vet, with this binary as the vet tool
// and -json: the go command keeps each package's results in its build
// cache, keyed on the package's files, its dependencies' results, this
// binary and the flags, and runs the tool again only on the packages whose
// key changed. The JSON is then printed as this driver prints any
// findings (text, -json or -sarif; sorted, each once, exit codes of
// docs/exit-codes.md).
//
// The first run costs more than the in-process analysis (go vet runs the
// tool once per package, dependencies included, each in its own process);
// a run on an unchanged tree costs what the go command needs to see that.
// Where go vet cannot give the findings (a package that does not build or
// type-check, a pattern that matches nothing, a check that failed, a go
// command older than 1.26, whose go vet does not pass the tool's JSON
// through), the run analyses in process as without -cache, and says what
// went wrong exactly as that does.

// analyseCached analyses the packages through go vet when the options
// allow it (-cache, and nothing that needs the in-process analysis), and
// reports whether it did.
func (s standalone) analyseCached(opts *options) (*result, bool) {
	if !opts.cache || !opts.tests || opts.cpuProfile != "" || opts.memProfile != "" || !goVetPassesJSONThrough() {
		return nil, false
	}
	dir, err := os.Getwd()
	if err != nil {
		return nil, false
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, false
	}
	cmd := exec.Command("go", vetArgs(exe, opts)...)
	var stdout bytes.Buffer
	cmd.Stdout = &stdout
	// On success, go vet's standard error holds only what the vet tool
	// printed besides its JSON (the -resulttypes warnings, which this
	// driver prints itself) under "# package" headers, and the go
	// command's progress ("go: downloading …").
	cmd.Stderr = nil
	if err := cmd.Run(); err != nil {
		return nil, false
	}
	findings, err := parseVetJSON(stdout.Bytes(), make(sources))
	if err != nil {
		return nil, false
	}
	return &result{dir: dir, findings: findings}, true
}

// vetArgs is the go vet command line of a -cache run: this binary exe as
// the vet tool, JSON output, the build tags, the -<check> switches and the
// suite's own flags as the user gave them, then the patterns.
func vetArgs(exe string, opts *options) []string {
	args := []string{"vet", "-vettool=" + exe, "-json"}
	if opts.tags != "" {
		args = append(args, "-tags="+opts.tags)
	}
	args = append(args, opts.checkArgs()...)
	args = append(args, opts.configArgs...)
	return append(args, opts.patterns...)
}

// goVetPassesJSONThrough reports whether the go command on PATH is Go 1.26
// or newer, whose go vet -json writes the tool's JSON to its standard
// output and keeps it in the build cache.
func goVetPassesJSONThrough() bool {
	out, err := exec.Command("go", "env", "GOVERSION").Output()
	if err != nil {
		return false
	}
	return goVersionAtLeast(strings.TrimSpace(string(out)), 1, 26)
}

// goVersionAtLeast reports whether the go version v ("go1.26.2",
// "go1.27rc1", "devel go1.27-…") is major.minor or newer.
func goVersionAtLeast(v string, major, minor int) bool {
	v = strings.TrimPrefix(v, "devel ")
	v, ok := strings.CutPrefix(v, "go")
	if !ok {
		return false
	}
	fields := strings.FieldsFunc(v, func(r rune) bool { return r < '0' || r > '9' })
	if len(fields) < 2 {
		return false
	}
	gotMajor, err1 := strconv.Atoi(fields[0])
	gotMinor, err2 := strconv.Atoi(fields[1])
	if err1 != nil || err2 != nil {
		return false
	}
	return gotMajor > major || gotMajor == major && gotMinor >= minor
}

// parseVetJSON reads the JSON objects go vet -json prints, one per package
// (package → check → findings), into findings. A check that did not run
// on a package ({"error": …}) is an error: the in-process analysis says
// what went wrong.
func parseVetJSON(out []byte, src sources) ([]finding, error) {
	dec := json.NewDecoder(bytes.NewReader(out))
	var all []finding
	for dec.More() {
		var tree map[string]map[string]json.RawMessage
		if err := dec.Decode(&tree); err != nil {
			return nil, fmt.Errorf("go vet -json: %v", err)
		}
		for id, byCheck := range tree {
			for check, raw := range byCheck {
				var diags []jsonDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					return nil, fmt.Errorf("go vet -json: %s on %s: %s", check, id, raw)
				}
				for _, d := range diags {
					all = append(all, fromJSON(packagePath(id), check, d, src))
				}
			}
		}
	}
	return uniqueFindings(all), nil
}

// fromJSON is the finding of a diagnostic of go vet's JSON. Under go vet,
// each message ends with its check's name (vetchecks.go): the finding's
// message is without it, as in process.
func fromJSON(pkg, check string, d jsonDiagnostic, src sources) finding {
	f := finding{
		pkg:     pkg,
		check:   check,
		posn:    src.withOffset(parsePosition(d.Posn)),
		end:     src.withOffset(parsePosition(d.End)),
		message: strings.TrimSuffix(d.Message, " ("+check+")"),
	}
	for _, r := range d.Related {
		f.related = append(f.related, relatedInfo{posn: parsePosition(r.Posn), end: parsePosition(r.End), message: r.Message})
	}
	for _, fix := range d.SuggestedFixes {
		sf := suggestedFix{message: fix.Message}
		for _, e := range fix.Edits {
			sf.edits = append(sf.edits, textEdit{filename: e.Filename, start: e.Start, end: e.End, new: e.New})
		}
		f.fixes = append(f.fixes, sf)
	}
	return f
}

// parsePosition parses "file:line:column" (or "file:line", or "file"); the
// file name may itself hold colons (C:\…).
func parsePosition(s string) token.Position {
	var posn token.Position
	rest := s
	var nums []int
	for len(nums) < 2 {
		i := strings.LastIndexByte(rest, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(rest[i+1:])
		if err != nil {
			break
		}
		nums = append(nums, n)
		rest = rest[:i]
	}
	posn.Filename = rest
	switch len(nums) {
	case 2:
		posn.Line, posn.Column = nums[1], nums[0]
	case 1:
		posn.Line = nums[0]
	}
	return posn
}
