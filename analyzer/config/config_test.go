package config

import (
	"flag"
	"io"
	"strings"
	"testing"
)

func TestParseTypeName(t *testing.T) {
	good := map[string]TypeName{
		"github.com/acme/mcp.CallToolResult": {Path: "github.com/acme/mcp", Name: "CallToolResult"},
		" example.com/x.Result ":             {Path: "example.com/x", Name: "Result"},
		"mcpfork.Result":                     {Path: "mcpfork", Name: "Result"},
	}
	for in, want := range good {
		got, err := ParseTypeName(in)
		if err != nil || got != want {
			t.Errorf("ParseTypeName(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "nodot", "example.com/x.", ".Result", "example.com/x.y/z",
		"example.com/x.Call-Result", "example.com/x.1Result", "exa mple.com/x.Result", "example.com//x.Result"} {
		if _, err := ParseTypeName(in); err == nil {
			t.Errorf("ParseTypeName(%q): want an error", in)
		}
	}
}

func TestFlag(t *testing.T) {
	var cfg Config
	fs := flag.NewFlagSet("mcpresult", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cfg.RegisterFlags(fs)
	if err := fs.Parse([]string{"-resulttypes=a.com/m.R,b.com/n.S", "-resulttypes", "c.com/o.T"}); err != nil {
		t.Fatal(err)
	}
	if got := fs.Lookup("resulttypes").Value.String(); got != "a.com/m.R,b.com/n.S,c.com/o.T" {
		t.Errorf("resulttypes = %q", got)
	}
	err := fs.Parse([]string{"-resulttypes=nodot"})
	if err == nil || !strings.Contains(err.Error(), `"nodot" is not of the form import/path.TypeName`) {
		t.Errorf("bad value: got error %v", err)
	}
}
