package e2e

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
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
