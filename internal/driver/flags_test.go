package driver

import (
	"errors"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"

	"github.com/mcpresult/mcpresult/analyzer"
	"github.com/mcpresult/mcpresult/analyzer/config"
)

func TestParseOptions(t *testing.T) {
	var cfg config.Config
	opts, err := parseOptions([]string{"-sarif", "-c=2", "-tags=e2e", "-textjson=false", "-resulttypes=a.com/m.R", "-test=false", "./..."},
		&cfg, analyzer.Suite(&cfg), io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if !opts.sarif || opts.context != 2 || opts.tags != "e2e" || opts.tests || !slices.Equal(opts.patterns, []string{"./..."}) {
		t.Errorf("options %+v", opts)
	}
	if got := opts.checkArgs(); !slices.Equal(got, []string{"-textjson=false"}) {
		t.Errorf("checkArgs = %q", got)
	}
	if !slices.Equal(opts.configArgs, []string{"-resulttypes=a.com/m.R"}) || len(cfg.ResultTypes) != 1 {
		t.Errorf("configArgs = %q, cfg = %+v", opts.configArgs, cfg)
	}
}

// Each mistake on the command line is one error, saying what to do.
func TestParseOptionsErrors(t *testing.T) {
	for args, want := range map[string]string{
		"-textjson=maybe ./...": `invalid boolean value "maybe" for -textjson`,
		"-resulttypes=x ./...":  `"x" is not of the form import/path.TypeName`,
		"-nosuchflag ./...":     "flag provided but not defined: -nosuchflag",
		"-json -sarif ./...":    "-json and -sarif cannot be used together",
		"-diff ./...":           "-diff only works with -fix",
		"-json":                 "no packages to analyse",
		"-V=short":              "want -V=full",
		"-c=-1 ./...":           "want a number of lines, 0 or more",
	} {
		var cfg config.Config
		_, err := parseOptions(strings.Fields(args), &cfg, analyzer.Suite(&cfg), io.Discard)
		if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line containing %q", args, err, want)
		}
	}
}

// -help lists every flag, and no default that no one would type: -c
// prints no context unless it is given.
func TestHelp(t *testing.T) {
	var cfg config.Config
	var usage strings.Builder
	if _, err := parseOptions([]string{"-help"}, &cfg, analyzer.Suite(&cfg), &usage); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-help: error %v", err)
	}
	for _, want := range []string{"-resulttypes", "-sarif", "-cache", "-c N\n", "-textjson\n"} {
		if !strings.Contains(usage.String(), want) {
			t.Errorf("-help does not show %q:\n%s", want, usage.String())
		}
	}
	if strings.Contains(usage.String(), "(default -1)") {
		t.Errorf("-help shows a default of -1:\n%s", usage.String())
	}
	for args, want := range map[string]int{"./...": -1, "-c=0 ./...": 0, "-c 2 ./...": 2} {
		opts, err := parseOptions(strings.Fields(args), &cfg, analyzer.Suite(&cfg), io.Discard)
		if err != nil {
			t.Errorf("%s: %v", args, err)
		} else if opts.context != want {
			t.Errorf("%s: context %d, want %d", args, opts.context, want)
		}
	}
}

// The -<check> switches follow go vet's rule.
func TestEnabledChecks(t *testing.T) {
	checks := []*analysis.Analyzer{{Name: "a"}, {Name: "b"}, {Name: "c"}}
	for _, tc := range []struct {
		states map[string]triState
		want   string
	}{
		{nil, "a b c"},
		{map[string]triState{"b": setFalse}, "a c"},
		{map[string]triState{"b": setTrue}, "b"},
		{map[string]triState{"a": setTrue, "b": setFalse}, "a"},
	} {
		var names []string
		for _, a := range enabledChecks(checks, func(name string) triState { return tc.states[name] }) {
			names = append(names, a.Name)
		}
		if got := strings.Join(names, " "); got != tc.want {
			t.Errorf("%v: enabled %q, want %q", tc.states, got, tc.want)
		}
	}
}
