package main

import (
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

// packageDoc returns the package documentation of this command, as go doc
// ./cmd/mcpresult prints it.
func packageDoc(t *testing.T) string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "main.go", nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		t.Fatal(err)
	}
	return f.Doc.Text()
}

// go doc ./cmd/mcpresult tells a new user what the README tells them: how
// to install from a checkout (the README's commands), how to turn a check
// off and silence a finding, and that go get -tool and @latest wait for a
// release.
func TestPackageDoc(t *testing.T) {
	doc := packageDoc(t)
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	install := "git clone https://github.com/mcpresult/mcpresult\ncd mcpresult\ngo install ./cmd/mcpresult\n"
	if !strings.Contains(string(readme), install) {
		t.Fatalf("the README no longer installs with\n%s", install)
	}
	if !strings.Contains(doc, strings.ReplaceAll("\t"+strings.TrimSuffix(install, "\n"), "\n", "\n\t")) {
		t.Errorf("the package doc does not install from a checkout as the README does:\n%s", doc)
	}
	checks := analyzer.Suite(new(config.Config))
	turnedOff := false
	for _, a := range checks {
		turnedOff = turnedOff || strings.Contains(doc, "-"+a.Name+"=false") && strings.Contains(doc, "//nolint:"+a.Name)
	}
	if !turnedOff {
		t.Errorf("the package doc shows neither -<check>=false nor //nolint:<check> for one check:\n%s", doc)
	}
	for _, paragraph := range strings.Split(doc, "\n\n") {
		if (strings.Contains(paragraph, "go get -tool") || strings.Contains(paragraph, "@latest")) &&
			!strings.Contains(paragraph, "Once the module is published") {
			t.Errorf("the package doc offers go get -tool or @latest without saying it waits for a release:\n%s", paragraph)
		}
	}
}
