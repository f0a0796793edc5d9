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

func TestParseFuncName(t *testing.T) {
	t.Parallel()
	good := map[string]FuncName{
		"example.com/app/tools.parseArgs":              {Path: "example.com/app/tools", Name: "parseArgs"},
		"(example.com/app/tools.Server).parse":         {Path: "example.com/app/tools", Recv: "Server", Name: "parse"},
		" (*example.com/app/dap.Client).ReadResponse ": {Path: "example.com/app/dap", Recv: "Client", Name: "ReadResponse"},
	}
	for in, want := range good {
		got, err := ParseFuncName(in)
		if err != nil || got != want {
			t.Errorf("ParseFuncName(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, in := range []string{"", "nodot", "(example.com/x.T)", "(example.com/x.T).", "(example.com/x).M", "example.com/x.1f", "(example.com/x.T.M"} {
		if _, err := ParseFuncName(in); err == nil {
			t.Errorf("ParseFuncName(%q): want an error", in)
		}
	}
}

func TestFuncNameFlags(t *testing.T) {
	t.Parallel()
	var cfg Config
	fs := flag.NewFlagSet("mcpresult", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	cfg.RegisterFlags(fs)
	if err := fs.Parse([]string{"-requestparsers=a.com/m.parse,(a.com/m.S).args", "-replyreaders", "(*b.com/dap.C).Read"}); err != nil {
		t.Fatal(err)
	}
	if got := fs.Lookup("requestparsers").Value.String(); got != "a.com/m.parse,(a.com/m.S).args" {
		t.Errorf("requestparsers = %q", got)
	}
	if len(cfg.ReplyReaders) != 1 || cfg.ReplyReaders[0] != (FuncName{Path: "b.com/dap", Recv: "C", Name: "Read"}) {
		t.Errorf("replyreaders = %v", cfg.ReplyReaders)
	}
	if err := fs.Parse([]string{"-replyreaders=nodot"}); err == nil {
		t.Error("bad value: want an error")
	}
}
