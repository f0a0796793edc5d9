package e2e

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// The docs mark a fenced block that a test uses whole (a config file to
// write, a script to run) with a comment on the line before it:
//
//	<!-- e2e: NAME -->
//
// and docBlock(t, page, NAME) returns it. Every other shell block holds
// commands, one a line, and each must be, verbatim, a line of a string
// literal in these tests: a command they run with sh.

// docsRepoURL is the repository URL in the docs. Where it matters (pre-commit
// fetches the hooks from it) the tests run against a local clone instead,
// named by $MCPRESULT_REPO.
const docsRepoURL = "https://github.com/mcpresult/mcpresult"

// docBlock returns the fenced block marked <!-- e2e: name --> in docs/page.
func docBlock(t *testing.T, page, name string) string {
	t.Helper()
	for _, b := range docBlocks(t, filepath.Join(repoRoot, "docs", page)) {
		if b.name == name {
			return b.text
		}
	}
	t.Fatalf("docs/%s has no block marked <!-- e2e: %s -->", page, name)
	return ""
}

type fencedBlock struct {
	name string // from the marker, "" when unmarked
	lang string // the info string
	line int    // of the opening fence
	text string
}

func docBlocks(t *testing.T, path string) []fencedBlock {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var blocks []fencedBlock
	var cur *fencedBlock
	var marker string
	sc := bufio.NewScanner(strings.NewReader(string(data)))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur != nil && strings.TrimSpace(line) == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		case strings.HasPrefix(line, "```"):
			cur = &fencedBlock{name: marker, lang: strings.TrimSpace(strings.TrimPrefix(line, "```")), line: n}
			marker = ""
		case strings.HasPrefix(line, "<!-- e2e: ") && strings.HasSuffix(line, " -->"):
			marker = strings.TrimSuffix(strings.TrimPrefix(line, "<!-- e2e: "), " -->")
		case strings.TrimSpace(line) != "":
			marker = ""
		}
	}
	if cur != nil {
		t.Fatalf("%s:%d: fenced block not closed", path, cur.line)
	}
	return blocks
}

// testedCommands returns every line of every string literal in this
// package's tests, and the names passed to docBlock.
func testedCommands(t *testing.T) (lines, blockNames map[string]bool) {
	t.Helper()
	lines, blockNames = map[string]bool{}, map[string]bool{}
	files, _ := filepath.Glob("*_test.go")
	fset := token.NewFileSet()
	for _, file := range files {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING {
					for _, line := range strings.Split(s, "\n") {
						lines[strings.TrimSpace(line)] = true
					}
				}
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "docBlock" && len(n.Args) == 3 {
					if lit, ok := n.Args[2].(*ast.BasicLit); ok {
						name, _ := strconv.Unquote(lit.Value)
						blockNames[name] = true
					}
				}
			}
			return true
		})
	}
	return lines, blockNames
}

// TestDocsCommandsAreTested keeps the docs from rotting: each command in
// docs/integrations/*.md, docs/suppression.md and docs/exit-codes.md is run
// by a test here.
func TestDocsCommandsAreTested(t *testing.T) {
	pages, _ := filepath.Glob(filepath.Join(repoRoot, "docs", "integrations", "*.md"))
	pages = append(pages, filepath.Join(repoRoot, "docs", "suppression.md"), filepath.Join(repoRoot, "docs", "exit-codes.md"))
	if len(pages) < 7 {
		t.Fatalf("want the five integration pages, suppression.md and exit-codes.md, have %q", pages)
	}
	tested, usedBlocks := testedCommands(t)
	for _, page := range pages {
		rel, _ := filepath.Rel(repoRoot, page)
		for _, b := range docBlocks(t, page) {
			if b.name != "" {
				if !usedBlocks[b.name] {
					t.Errorf("%s:%d: block <!-- e2e: %s --> is used by no test", rel, b.line, b.name)
				}
				continue
			}
			switch b.lang {
			case "sh", "shell", "bash", "console":
			default:
				continue
			}
			for i, line := range strings.Split(b.text, "\n") {
				line = strings.TrimSpace(line)
				if line == "" || strings.HasPrefix(line, "#") {
					continue
				}
				command := strings.ReplaceAll(line, docsRepoURL, "$MCPRESULT_REPO")
				if !tested[command] {
					t.Errorf("%s:%d: no test runs %q", rel, b.line+1+i, command)
				}
			}
		}
	}
}

// docPages returns README.md and every page under docs/, relative to the
// repository root.
func docPages(t *testing.T) []string {
	t.Helper()
	pages := []string{"README.md"}
	err := filepath.WalkDir(filepath.Join(repoRoot, "docs"), func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".md") {
			rel, _ := filepath.Rel(repoRoot, path)
			pages = append(pages, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return pages
}

// prose returns the lines of a Markdown page outside fenced blocks, with
// inline code removed, and their line numbers.
func prose(t *testing.T, page string) map[int]string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot, page))
	if err != nil {
		t.Fatal(err)
	}
	lines := map[int]string{}
	inBlock := false
	for i, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inBlock = !inBlock
			continue
		}
		if !inBlock {
			lines[i+1] = inlineCode.ReplaceAllString(line, "")
		}
	}
	return lines
}

var (
	inlineCode = regexp.MustCompile("`[^`]*`")
	// outsideSources are documents the repository does not contain: the
	// product spec and the seed documents it was written from. The docs
	// state the contract themselves (docs/contract.md).
	outsideSources = regexp.MustCompile(`\bSPEC\b|SPEC\.md|\bseeds?/|\bSeeds? \d|(?i:\bspec(?:'s)?\s+(?:§|sections?\s+\d))`)
	mdLink         = regexp.MustCompile(`\]\(([^)\s]+)\)`)
)

// The docs stand alone: none cites the spec or the seed documents, which
// the repository does not contain; the contract is docs/contract.md.
func TestDocsCiteNoOutsideSource(t *testing.T) {
	t.Parallel()
	for _, page := range docPages(t) {
		// The prose as one text, so that a citation broken over two lines
		// is found too.
		lines := prose(t, page)
		numbers := slices.Sorted(maps.Keys(lines))
		var text []string
		for _, n := range numbers {
			text = append(text, lines[n])
		}
		joined := strings.Join(text, "\n")
		for _, loc := range outsideSources.FindAllStringIndex(joined, -1) {
			n := numbers[strings.Count(joined[:loc[0]], "\n")]
			t.Errorf("%s:%d: cites %q, which is not in the repository; link docs/contract.md instead", page, n, joined[loc[0]:loc[1]])
		}
	}
}

// Every relative link of README.md and docs/ leads to a file or directory
// of the repository, and to a heading of the page where it names one.
func TestDocsLinksResolve(t *testing.T) {
	t.Parallel()
	checked := 0
	for _, page := range docPages(t) {
		for n, line := range prose(t, page) {
			for _, m := range mdLink.FindAllStringSubmatch(line, -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				checked++
				file, anchor, _ := strings.Cut(target, "#")
				path := filepath.Join(repoRoot, filepath.Dir(page), file)
				if file == "" {
					path = filepath.Join(repoRoot, page)
				}
				if _, err := os.Stat(path); err != nil {
					t.Errorf("%s:%d: link %s: no such file or directory", page, n, target)
					continue
				}
				if anchor != "" && strings.HasSuffix(path, ".md") && !slices.Contains(headingAnchors(t, path), anchor) {
					t.Errorf("%s:%d: link %s: %s has no heading #%s (it has %q)", page, n, target, file, anchor, headingAnchors(t, path))
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no relative link found in the docs: the test reads nothing")
	}
}

// headingAnchors returns the anchors GitHub gives the headings of a
// Markdown file: lower case, spaces as hyphens, punctuation dropped, a
// repeated anchor numbered.
func headingAnchors(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var anchors []string
	seen := map[string]int{}
	inBlock := false
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inBlock = !inBlock
		}
		if inBlock || !strings.HasPrefix(line, "#") {
			continue
		}
		title := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(title) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				b.WriteRune(r)
			}
		}
		anchor := b.String()
		if n := seen[anchor]; n > 0 {
			anchors = append(anchors, anchor+"-"+strconv.Itoa(n))
		} else {
			anchors = append(anchors, anchor)
		}
		seen[anchor]++
	}
	return anchors
}

// The headings' anchors are GitHub's.
func TestHeadingAnchors(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "p.md")
	content := "# Title\n## Two ways to refuse, and the unwrap\n### `-fix` and golangci-lint's defaults\n## Title\n```\n# not a heading\n```\n"
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	want := []string{"title", "two-ways-to-refuse-and-the-unwrap", "-fix-and-golangci-lints-defaults", "title-1"}
	if got := headingAnchors(t, path); !slices.Equal(got, want) {
		t.Errorf("anchors %q, want %q", got, want)
	}
}
