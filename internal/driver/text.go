package driver

import (
	"bufio"
	"fmt"
	"go/token"
	"io"
	"path/filepath"
	"strings"
)

// fixMarker ends the line of a finding that -fix can fix: it has a
// suggested fix. It comes after "(check)", so that the line without it is
// the usual file:line:col: message (check).
const fixMarker = " [fix]"

// printText prints each finding as "file:line:col: message (check)", the
// form of staticcheck and golangci-lint: the check's name is what a
// //nolint:<check> comment or a -<check>=false flag needs. A finding that
// -fix can fix ends with " [fix]". With contextLines >= 0, the finding's
// lines follow, with that many lines of context around them. Paths under
// dir print relative to it, as go vet prints them.
func printText(w io.Writer, findings []finding, contextLines int, dir string) error {
	bw := bufio.NewWriter(w)
	src := make(sources) // for -c
	for _, f := range findings {
		marker := ""
		if f.fixable() {
			marker = fixMarker
		}
		fmt.Fprintf(bw, "%s: %s (%s)%s\n", shortPosition(f.posn, dir), f.message, f.check, marker)
		if contextLines >= 0 {
			printContext(bw, src, f.posn, f.end, contextLines)
		}
		for _, rel := range f.related {
			fmt.Fprintf(bw, "%s: \t%s\n", shortPosition(rel.posn, dir), rel.message)
		}
	}
	return bw.Flush()
}

// printContext prints the lines from posn to end, with n lines around.
func printContext(w io.Writer, src sources, posn, end token.Position, n int) {
	lines := src.lines(posn.Filename)
	last := max(end.Line, posn.Line)
	for i := posn.Line - n; i <= last+n; i++ {
		if 1 <= i && i <= len(lines) {
			fmt.Fprintf(w, "%d\t%s\n", i, lines[i-1])
		}
	}
}

// shortPosition is posn with its file relative to dir when it lies there.
func shortPosition(posn token.Position, dir string) string {
	posn.Filename = shortPath(posn.Filename, dir)
	return posn.String()
}

// shortPath returns path relative to dir when path lies under dir.
func shortPath(path, dir string) string {
	if dir == "" || !filepath.IsAbs(path) {
		return path
	}
	rel, err := filepath.Rel(dir, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return path
	}
	return rel
}
